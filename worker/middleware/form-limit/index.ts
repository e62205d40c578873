/**
 * @module
 * The size limit of a form post: past `maxBytes` the body is not read, and the answer is the shop's
 * error page (413) saying the form was too large, in the store view's words. Every form route names
 * its own limit.
 */
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '../../env'
import { HttpError } from '../../errors/http-error'

export function formLimit(maxBytes: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new HttpError(413, `form larger than ${maxBytes} bytes`, { reason: 'error.formTooLarge' })
    },
  })
}
