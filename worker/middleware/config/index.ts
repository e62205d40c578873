/**
 * @module
 * Validates the worker's configuration at the first request and puts it on the context. A
 * misconfigured worker answers every request with a page naming the bad settings.
 */
import type { MiddlewareHandler } from 'hono'
import { loadConfig } from '../../config'
import type { AppEnv } from '../../env'
import { configErrorHtml } from '../../errors/plain-pages'
import { NO_STORE_HEADERS } from '../../cache/strategies'

export function configuration(): MiddlewareHandler<AppEnv> {
  return async function configuration(c, next) {
    const result = loadConfig(c.env)
    if (!result.ok) {
      console.error('worker misconfigured', result.problems)
      return c.html(configErrorHtml(result.problems), 500, NO_STORE_HEADERS)
    }
    c.set('config', result.config)
    await next()
  }
}
