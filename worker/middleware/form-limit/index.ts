/**
 * @module
 * The size limit of a form post: past `maxBytes` the body is not read, and the answer is 413 with
 * the store view's words for it. Every form route names its own limit.
 */
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { translate } from '../../../shared/messages/translate'
import type { AppEnv } from '../../env'

export function formLimit(maxBytes: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({ maxSize: maxBytes, onError: (c) => c.text(translate(c.var.store.locale, 'error.formTooLarge'), 413) })
}
