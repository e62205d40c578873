/**
 * @module
 * Password hashing with PBKDF2-SHA-256 through WebCrypto, and Magento's password rule.
 */
import { sameBytes } from './constant-time'

/** The most workerd allows for PBKDF2. */
export const PBKDF2_ITERATIONS = 100_000
const SALT_BYTES = 16
const HASH_BITS = 256

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as Uint8Array<ArrayBuffer>, iterations }, key, HASH_BITS))
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(await derive(password, salt, PBKDF2_ITERATIONS))}`
}

/** Whether the password matches the stored hash, compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split('$')
  if (scheme !== 'pbkdf2-sha256' || !iterations || !salt || !hash) return false
  const expected = fromBase64(hash)
  return sameBytes(await derive(password, fromBase64(salt), Number(iterations)), expected)
}

/**
 * Magento's password rule with the store's settings (SPEC §5: at least 8 characters, with more
 * than one kind of character). Returns Magento's message, or null when the password is acceptable.
 */
export function passwordProblem(password: string, email: string, rule: { minimumLength: number; requiredClasses: number }): string | null {
  if (password.length < rule.minimumLength) return `The password needs at least ${rule.minimumLength} characters. Create a new password and try again.`
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((pattern) => pattern.test(password)).length
  if (classes < rule.requiredClasses) {
    return `Minimum of different classes of characters in password is ${rule.requiredClasses}. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.`
  }
  if (password.toLowerCase() === email.toLowerCase()) return "The password can't be the same as the email address. Create a new password and try again."
  return null
}
