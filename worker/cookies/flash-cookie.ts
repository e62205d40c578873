/**
 * @module
 * The `message` cookie's value: a one-off notice (`FLASH_MESSAGE`), optionally with the few words
 * its text names, as `cart-removed?name=HP%20302%20Black`. Only the worker writes it, from facts it
 * read itself (the basket line it removed), never from a form or a URL. Reading trusts nothing: an
 * unknown notice is no notice, and a notice keeps only the parameters it declares, each a short
 * single line of text; the page prints them as text, never as markup.
 */
import { FLASH_MESSAGE, type FlashMessage } from '../../shared/constants/cookies'

/** Which notices name something, and what (SPEC §4 "Remove": "{name} has been successfully removed from your cart"). */
export const FLASH_PARAMS = {
  [FLASH_MESSAGE.cartRemoved]: ['name'],
} as const satisfies Partial<Record<FlashMessage, readonly string[]>>

type ParamsOf<M extends FlashMessage> = M extends keyof typeof FLASH_PARAMS ? Record<(typeof FLASH_PARAMS)[M][number], string> : never

/** A notice and its parameters, as the worker leaves it. */
export type FlashNoticeValue = { [M in FlashMessage]: M extends keyof typeof FLASH_PARAMS ? { message: M; params?: ParamsOf<M> } : { message: M; params?: undefined } }[FlashMessage]

export type ReadFlash = { message: FlashMessage; params: Readonly<Record<string, string>> }

/** Longest parameter kept: a product name fits, a paragraph does not. */
export const MAX_FLASH_PARAM_LENGTH = 160

const MESSAGES: ReadonlySet<string> = new Set(Object.values(FLASH_MESSAGE))
const isFlashMessage = (value: string): value is FlashMessage => MESSAGES.has(value)
// Control characters (line breaks included) have no place in a one-line notice.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

const declaredParams = (message: FlashMessage): readonly string[] => (FLASH_PARAMS as Partial<Record<FlashMessage, readonly string[]>>)[message] ?? []

function usable(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= MAX_FLASH_PARAM_LENGTH && !CONTROL.test(value)
}

/** The cookie's value for a notice; a parameter that would not be read back is left out. */
export function flashCookieValue(notice: FlashNoticeValue): string {
  const query = new URLSearchParams()
  const params: Readonly<Record<string, string>> = notice.params ?? {}
  for (const key of declaredParams(notice.message)) {
    const value = params[key]
    if (usable(value)) query.set(key, value.trim())
  }
  const text = query.toString()
  return text ? `${notice.message}?${text}` : notice.message
}

/** The notice in a cookie's value, or null when there is none or it is not one of ours. */
export function readFlashCookie(raw: string | undefined | null): ReadFlash | null {
  if (!raw) return null
  const mark = raw.indexOf('?')
  const message = mark < 0 ? raw : raw.slice(0, mark)
  if (!isFlashMessage(message)) return null
  const query = new URLSearchParams(mark < 0 ? '' : raw.slice(mark + 1))
  const params: Record<string, string> = {}
  for (const key of declaredParams(message)) {
    const value = query.get(key)
    if (usable(value)) params[key] = value.trim()
  }
  return { message, params }
}
