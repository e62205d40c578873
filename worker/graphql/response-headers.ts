/**
 * @module
 * Headers shared by the browser's two GraphQL doors (the /graphql endpoint and /api/magento): what
 * a cached answer varies by, and how an ended session is announced. Their lifetimes are in
 * `cache/strategies.ts`.
 */
import type { Context } from 'hono'
import { FLASH_MESSAGE } from '../../shared/constants/cookies'
import { clearSessionCookies, setFlashMessage } from '../cookies/session-cookies'
import type { AppEnv } from '../env'

/**
 * A public answer depends on the store view, chosen by the `Store` header or else the `store`
 * cookie, so caches that honour Vary must key on both. Cookie is coarse (any cookie change misses
 * the browser cache for up to a minute) but the store cookie cannot be named more precisely.
 */
export const VARY_STORE = 'Store, Cookie'

/** Tells the page script that the customer was signed out (SPEC §8: log out, warn, go home). */
export const SESSION_ENDED_HEADER = 'X-Session-Ended'

/**
 * SPEC §8 "Authorization-category error": forget the token and the cart, as the page routes do, and
 * leave the "please sign in again" notice for the home page the client goes to next.
 */
export function announceSessionEnded(c: Context<AppEnv>): void {
  clearSessionCookies(c)
  setFlashMessage(c, FLASH_MESSAGE.sessionEnded)
  c.header(SESSION_ENDED_HEADER, '1')
}
