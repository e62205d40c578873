/**
 * @module
 * SPEC §5 password rule for new passwords (registration, reset, change): at least 8 characters,
 * with a letter and a number or a special character. Magento's own rule (two classes of characters
 * by default) is checked again by the back end.
 */
export const PASSWORD_MIN_LENGTH = 8

export function meetsPasswordRule(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(password) && /[\p{N}\p{P}\p{S}]/u.test(password)
}
