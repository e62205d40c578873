/**
 * @module
 * The VAT switch's choice for a shopper who has not made one: the store's own catalogue setting
 * (Magento's tax/display/type, reported from 2.4.8), so a trade shop showing prices excluding VAT
 * greets a first-time visitor with those. Set before the page cache, which keeps each choice's page
 * apart, and read by the render as if the shopper had chosen it. A shop whose setting cannot be
 * read shows prices including VAT (SPEC §4).
 */
import type { Context, MiddlewareHandler } from 'hono'
import { PRICE_DISPLAY } from '../../../shared/constants/cookies'
import type { AppEnv } from '../../env'
import { loadShowsPricesExcludingTax } from '../../loaders/cached-reads'

/**
 * Kept in the isolate for a minute, so a first-time shopper's kept page costs no cache read for
 * it: a changed setting reaches pages within a minute of its purge. Only a read answer is kept,
 * never a read under way: a request waiting on another's promise waits for ever should that
 * request end first (the runtime cancels its work), so a request that finds nothing reads.
 */
const REMEMBER_MS = 60_000
const remembered = new Map<string, { excluding: boolean; until: number }>()

async function storeShowsExcluding(c: Context<AppEnv>): Promise<boolean> {
  const key = `${c.var.store.code}|${c.var.config.MAGENTO_VERSION}|${c.var.backend.endpoint}`
  const known = remembered.get(key)
  if (known && known.until > Date.now()) return known.excluding
  try {
    const excluding = await loadShowsPricesExcludingTax(c.var.loaderContext, c.var.config.MAGENTO_VERSION)
    remembered.set(key, { excluding, until: Date.now() + REMEMBER_MS })
    return excluding
  } catch (error) {
    // Not remembered: the next request reads again.
    console.error(`[${c.var.requestId}] the store's tax display could not be read`, error)
    return false
  }
}

export function priceDisplayDefault(): MiddlewareHandler<AppEnv> {
  return async function priceDisplayDefault(c, next) {
    if (c.var.session.priceDisplay === null && (c.req.method === 'GET' || c.req.method === 'HEAD') && (await storeShowsExcluding(c))) {
      c.set('storeShowsExcludingVat', true)
    }
    await next()
  }
}

/** Whether this request's page shows prices excluding VAT: the shopper's choice, else the store's. */
export function showsExcludingVat(c: Context<AppEnv>): boolean {
  const chosen = c.var.session?.priceDisplay
  return chosen ? chosen === PRICE_DISPLAY.excludingVat : c.var.storeShowsExcludingVat === true
}
