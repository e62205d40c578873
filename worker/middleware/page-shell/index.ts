/**
 * @module
 * Starts loading the shell's back-end content (menu, CMS blocks, shipment switches) as a page
 * request arrives, before its guards and loader run, so the two load at the same time instead of
 * one after the other. The render reads the promise; nothing here waits for it. A route that ends
 * in a redirect leaves it unread: its parts come from KV, so that costs a few cache reads.
 */
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../../env'
import { loadShellContent } from '../../loaders/shell-content'

export function pageShell(): MiddlewareHandler<AppEnv> {
  return async function pageShell(c, next) {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') c.set('shell', loadShellContent(c.var.loaderContext))
    await next()
  }
}
