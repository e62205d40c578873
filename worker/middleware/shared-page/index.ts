/**
 * @module
 * Marks a route's page as the same for every shopper (issue 26 point 1: home, listings, printer
 * pages, products, content, the printer and paper finders): it is drawn without the shopper's
 * sign-in, so what the back end answers a signed-in customer can never reach a copy another
 * shopper is served, and the page cache (`page-cache` middleware) may keep it. The personal parts
 * of such pages (the greeting, the basket badge, the wish-list hearts) are islands that ask for
 * them from the browser. Prices are the catalogue's for every shopper, as a Magento full-page
 * cache serves the NOT LOGGED IN group's; the basket prices each line for its customer.
 */
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../../env'
import { createTransport } from '../../graphql/transport'

export function sharedPage(): MiddlewareHandler<AppEnv> {
  return async function sharedPage(c, next) {
    const graphql = createTransport({ ...c.var.backend, store: c.var.store, customerToken: null })
    c.set('graphql', graphql)
    c.set('loaderContext', { ...c.var.loaderContext, graphql })
    c.set('sharedPage', true)
    await next()
  }
}
