import { describe, expect, it } from 'vitest'
import { basicCredential, DEVELOPMENT_CREDENTIAL, staffCredential } from '.'

const header = (pair: string) => `Basic ${btoa(String.fromCharCode(...new TextEncoder().encode(pair)))}`

describe('reading HTTP Basic credentials', () => {
  it('splits the pair at the first colon, so a password may hold colons', () => {
    expect(basicCredential(header('marketing:pa:ss:word'))).toEqual({ user: 'marketing', password: 'pa:ss:word' })
  })

  it('reads the pair as UTF-8 (RFC 7617)', () => {
    expect(basicCredential(header('jürgen:größer-als-12'))).toEqual({ user: 'jürgen', password: 'größer-als-12' })
  })

  it('finds nothing in a missing, foreign or malformed header', () => {
    for (const value of [undefined, '', 'Bearer abc', 'Basic', 'Basic !!!', header('no-colon'), `Basic ${btoa('\xff\xfe:x')}`]) {
      expect(basicCredential(value), String(value)).toBeNull()
    }
  })
})

describe('which credential opens the staff area', () => {
  it('is the configured one, with admin as the user when none is named', () => {
    expect(staffCredential({ ADMIN_PASSWORD: 'a-long-password', ENVIRONMENT: 'production' })).toEqual({ user: 'admin', password: 'a-long-password' })
    expect(staffCredential({ ADMIN_USER: 'ops', ADMIN_PASSWORD: 'a-long-password', ENVIRONMENT: 'development' })).toEqual({ user: 'ops', password: 'a-long-password' })
  })

  it('is the documented default in development, and none at all elsewhere', () => {
    expect(staffCredential({ ENVIRONMENT: 'development' })).toEqual(DEVELOPMENT_CREDENTIAL)
    expect(staffCredential({ ENVIRONMENT: 'production' })).toBeNull()
  })
})
