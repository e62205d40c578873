import { describe, expect, it } from 'vitest'
import { serializeForScript } from './serialize-for-script'

describe('serializeForScript', () => {
  it('keeps a closing script tag inside the string', () => {
    const text = serializeForScript({ name: '</script><script>alert(1)</script>' })
    expect(text).not.toMatch(/<\/script/i)
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' })
  })

  it('escapes an HTML comment opener and ampersands', () => {
    const text = serializeForScript(['<!-- x -->', 'Tom & Jerry'])
    expect(text).not.toContain('<!--')
    expect(text).not.toContain('&')
    expect(JSON.parse(text)).toEqual(['<!-- x -->', 'Tom & Jerry'])
  })

  it('escapes the line and paragraph separators', () => {
    const text = serializeForScript('a\u2028b\u2029c')
    expect(text).toBe('"a\\u2028b\\u2029c"')
    expect(JSON.parse(text)).toBe('a\u2028b\u2029c')
  })

  it('refuses values JSON cannot represent', () => {
    expect(() => serializeForScript(undefined)).toThrow(TypeError)
  })
})
