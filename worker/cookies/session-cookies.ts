/**
 * @module
 * Reading and writing the shop's cookies (SPEC §3 names). Every value read is validated; a value
 * that does not fit is treated as absent, never trusted. Cookies are only ever written on
 * responses that are not cacheable (a Set-Cookie would make a page uncacheable at the edge).
 */
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { CookieOptions } from 'hono/utils/cookie'
import { z } from 'zod'
import { LISTING_LAYOUTS } from '../../shared/constants/listing-layout'
import { DEFAULT_STORE, STORES_BY_PATH_SEGMENT, type StoreView } from '../../shared/constants/stores'
import type { AppEnv } from '../env'
import { cartCookieName, COOKIE, DATABASE_BOOKMARK_MAX_AGE_SECONDS, PRICE_DISPLAY, PRICE_DISPLAY_MAX_AGE_SECONDS, SESSION_COOKIE_MAX_AGE_SECONDS, type FlashMessage } from '../../shared/constants/cookies'
import { flashCookieValue, readFlashCookie, type FlashNoticeValue } from './flash-cookie'
import type { SessionCookies } from './session-values'

// Magento tokens are opaque strings or JWTs; the embedded back end's are base64url.
const customerToken = z.string().regex(/^[A-Za-z0-9._~+/=-]{16,2048}$/)
// Magento masked cart ids are 32 characters; customer cart ids are numbers.
const cartId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)
const priceDisplay = z.enum([PRICE_DISPLAY.includingVat, PRICE_DISPLAY.excludingVat])
const listingLayout = z.enum(LISTING_LAYOUTS)
// D1 bookmarks are dash-separated hexadecimal groups.
const databaseBookmark = z.string().regex(/^[0-9a-f][0-9a-f-]{0,127}$/i)

function read<T>(c: Context, name: string, schema: z.ZodType<T>): T | null {
  const raw = getCookie(c, name)
  if (raw === undefined) return null
  const parsed = schema.safeParse(raw)
  return parsed.success ? parsed.data : null
}

/**
 * The cookies of a store view: the request's (set by the request context first), or the one a
 * page's script names for its calls to /api/ (whose own path has no store prefix).
 */
export function readSessionCookies(c: Context<AppEnv>, store: StoreView = c.var.store): SessionCookies {
  const cartCookie = cartCookieName(store)
  return {
    customerToken: read(c, COOKIE.customer, customerToken),
    cartId: read(c, cartCookie, cartId),
    cartCookie,
    priceDisplay: read(c, COOKIE.priceDisplayType, priceDisplay),
    listingLayout: read(c, COOKIE.listingLayout, listingLayout),
    databaseBookmark: read(c, COOKIE.databaseBookmark, databaseBookmark),
    ...flashNotice(c),
  }
}

function flashNotice(c: Context): Pick<SessionCookies, 'message' | 'messageParams'> {
  const notice = readFlashCookie(getCookie(c, COOKIE.message))
  return { message: notice?.message ?? null, messageParams: notice?.params ?? {} }
}

function baseOptions(c: Context): CookieOptions {
  return { path: '/', sameSite: 'Lax', secure: new URL(c.req.url).protocol === 'https:' }
}

/** The customer token: httpOnly so no page script can read it (stricter than SPEC §3 on purpose). */
export function setCustomerTokenCookie(c: Context, token: string, maxAgeSeconds = SESSION_COOKIE_MAX_AGE_SECONDS): void {
  setCookie(c, COOKIE.customer, token, { ...baseOptions(c), httpOnly: true, maxAge: maxAgeSeconds })
}

const sessionCartCookie = (c: Context<AppEnv>) => c.var.session?.cartCookie ?? cartCookieName(c.var.store)

/** Remembers the cart id, in the session's store view's cookie unless another cookie is named. */
export function setCartCookie(c: Context<AppEnv>, id: string, cookieName = sessionCartCookie(c)): void {
  setCookie(c, cookieName, id, { ...baseOptions(c), httpOnly: true, maxAge: SESSION_COOKIE_MAX_AGE_SECONDS })
}

/** Forgets the cart id: a remembered cart the back end no longer knows (SPEC §4 "Cart loading"), or one just ordered. */
export function clearCartCookie(c: Context<AppEnv>): void {
  deleteCookie(c, sessionCartCookie(c), { ...baseOptions(c), httpOnly: true })
}

/**
 * SPEC §4 "Price display": the VAT choice, as the switch's script writes it (not httpOnly: the
 * head script reads it before first paint, and the switch rewrites it).
 */
export function setPriceDisplayCookie(c: Context, value: SessionCookies['priceDisplay'] & string): void {
  setCookie(c, COOKIE.priceDisplayType, value, { ...baseOptions(c), maxAge: PRICE_DISPLAY_MAX_AGE_SECONDS })
}

/** Remembers where a write left the database (httpOnly: only the server reads it). */
export function setDatabaseBookmarkCookie(c: Context, bookmark: string): void {
  setCookie(c, COOKIE.databaseBookmark, bookmark, { ...baseOptions(c), httpOnly: true, maxAge: DATABASE_BOOKMARK_MAX_AGE_SECONDS })
}

/** Leaves a notice for the next page; one that names something gets those words too (`FLASH_PARAMS`). */
export function setFlashMessage(c: Context, message: FlashMessage | FlashNoticeValue): void {
  const notice = typeof message === 'string' ? ({ message } as FlashNoticeValue) : message
  setCookie(c, COOKIE.message, flashCookieValue(notice), { ...baseOptions(c), maxAge: 60 })
}

export function clearFlashMessage(c: Context): void {
  deleteCookie(c, COOKIE.message, { path: '/' })
}

/**
 * SPEC §8 and §4 logout: the customer token and the carts are forgotten, every store view's (a
 * signed-out shopper keeps no basket in another store view either).
 */
export function clearSessionCookies(c: Context<AppEnv>): void {
  deleteCookie(c, COOKIE.customer, { ...baseOptions(c), httpOnly: true })
  const current = sessionCartCookie(c)
  for (const name of new Set([current, ...[DEFAULT_STORE, ...STORES_BY_PATH_SEGMENT.values()].map(cartCookieName)])) {
    if (name === current || getCookie(c, name) !== undefined) deleteCookie(c, name, { ...baseOptions(c), httpOnly: true })
  }
}
