import { describe, expect, it } from 'vitest'
import { sitePath } from './site-path'

describe('redirect targets on this site', () => {
  it('makes a relative target a path from the root', () => {
    expect(sitePath('ink/hp.html')).toBe('/ink/hp.html')
    expect(sitePath('//ink')).toBeNull()
    expect(sitePath('/ink/hp.html')).toBe('/ink/hp.html')
    expect(sitePath('  ink.html ')).toBe('/ink.html')
  })

  it('refuses other hosts and schemes', () => {
    for (const target of ['https://evil.test/', 'javascript:alert(1)', 'HTTP://evil.test', '//evil.test/x', '\\\\evil.test', '/\\evil.test']) {
      expect(sitePath(target)).toBeNull()
    }
  })

  it('answers null for no target', () => {
    expect(sitePath(null)).toBeNull()
  })
})
