import { describe, expect, it } from 'vitest'
import { hashPassword, passwordProblem, verifyPassword } from './password'

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Correct-Horse-9')
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    expect(await verifyPassword('Correct-Horse-9', stored)).toBe(true)
    expect(await verifyPassword('correct-horse-9', stored)).toBe(false)
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false)
  })

  it('refuses a stored hash whose digest has another length, without throwing', async () => {
    const stored = await hashPassword('Correct-Horse-9')
    const truncated = stored.replace(/\$[^$]+$/, `$${btoa('short')}`)
    expect(await verifyPassword('Correct-Horse-9', truncated)).toBe(false)
  })

  it('salts every hash', async () => {
    expect(await hashPassword('same password 1')).not.toBe(await hashPassword('same password 1'))
  })

  it('applies the length and character-class rule', () => {
    const rule = { minimumLength: 8, requiredClasses: 2 }
    expect(passwordProblem('short1', 'a@b.co', rule)).toBe('The password needs at least 8 characters. Create a new password and try again.')
    expect(passwordProblem('alllowercase', 'a@b.co', rule)).toMatch(/^Minimum of different classes of characters in password is 2\./)
    expect(passwordProblem('lowercase9', 'a@b.co', rule)).toBeNull()
    expect(passwordProblem('Me@Example.com', 'me@example.com', rule)).toBe("The password can't be the same as the email address. Create a new password and try again.")
  })
})
