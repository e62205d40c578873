/**
 * @module
 * A redirect that stays in the request's store view (SPEC §2 redirects): `/de/...` stays German.
 */
import type { Context } from 'hono'
import { storePath } from '../../shared/rules/store-from-path'
import type { AppEnv } from '../env'

/** To `path` in this store view, keeping the query string. */
export function redirectInStore(c: Context<AppEnv>, path: string, status: 301 | 302 = 302): Response {
  return c.redirect(storePath(c.var.store, path) + new URL(c.req.url).search, status)
}
