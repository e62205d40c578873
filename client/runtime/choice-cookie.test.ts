import { afterEach, describe, expect, it } from 'vitest'
import { clearChoiceCookie, readChoiceCookie, writeChoiceCookie } from './choice-cookie'

afterEach(() => {
  clearChoiceCookie('listing_layout')
  clearChoiceCookie('listing')
})

describe('choice cookies', () => {
  it('read back what was written, and nothing for a name that is only a prefix of another', () => {
    writeChoiceCookie('listing_layout', 'list', 60)
    expect(readChoiceCookie('listing_layout')).toBe('list')
    expect(readChoiceCookie('listing')).toBeNull()
  })

  it('are forgotten when cleared', () => {
    writeChoiceCookie('listing_layout', 'list', null)
    clearChoiceCookie('listing_layout')
    expect(readChoiceCookie('listing_layout')).toBeNull()
  })

  it('write the shop’s cookie attributes', () => {
    const doc = { cookie: '' }
    writeChoiceCookie('help_chat', '1', 31536000, doc)
    expect(doc.cookie).toBe('help_chat=1; Path=/; Max-Age=31536000; SameSite=Lax')
    writeChoiceCookie('analytics_kept', '1', null, doc)
    expect(doc.cookie).toBe('analytics_kept=1; Path=/; SameSite=Lax')
  })
})
