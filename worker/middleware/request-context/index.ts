/**
 * @module
 * Per-request facts every handler needs: an id for logs and error pages, the store view chosen by
 * the first path segment (SPEC §1), and the texts of its locale.
 */
import type { MiddlewareHandler } from 'hono'
import { translator } from '../../../shared/messages/translate'
import { storeFromPath } from '../../../shared/rules/store-from-path'
import type { AppEnv } from '../../env'

export function requestContext(): MiddlewareHandler<AppEnv> {
  return async function requestContext(c, next) {
    const { store, path } = storeFromPath(new URL(c.req.url).pathname)
    c.set('requestId', crypto.randomUUID())
    c.set('store', store)
    c.set('storePath', path)
    c.set('t', translator(store.locale))
    await next()
  }
}
