/**
 * @module
 * What every form post must pass before its route reads it: its size (past `maxBytes` the body is
 * not read, and the answer is the shop's error page, 413, saying the form was too large) and its
 * characters (a field holding a control character no keyboard types, a NUL byte say, is refused
 * with the error page, 400, before any route, back end or mail header sees it; tabs and line breaks
 * are text). Both pages are in the store view's words. Every form route names its own limit.
 */
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '../../env'
import { HttpError } from '../../errors/http-error'
import { fieldLabel } from './field-labels'

// Every C0 control character but tab, line feed and carriage return, and DEL.
const UNTYPABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/** The first form field holding an untypable character, if any (the route reads the form afterwards: the parsed form is kept). */
async function untypableField(request: { header(name: string): string | undefined; formData(): Promise<FormData> }): Promise<{ name: string } | null> {
  const type = request.header('Content-Type') ?? ''
  if (!type.includes('application/x-www-form-urlencoded') && !type.includes('multipart/form-data')) return null
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    // A body that is not the form it claims: the route's own reading refuses it.
    return null
  }
  for (const [name, value] of form) if (UNTYPABLE.test(name) || (typeof value === 'string' && UNTYPABLE.test(value))) return { name }
  return null
}

export function formLimit(maxBytes: number): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new HttpError(413, `form larger than ${maxBytes} bytes`, { reason: 'error.formTooLarge' })
    },
  })
  return (c, next) =>
    limit(c, async () => {
      const field = await untypableField(c.req)
      if (field) {
        // The field's own label where it has one, so the shopper knows what to type again.
        const label = fieldLabel(field.name)
        const reason = label ? { reason: 'error.untypableField', reasonParams: { field: c.var.t(label) } } as const : { reason: 'error.untypable' } as const
        throw new HttpError(400, 'a form field held a control character', reason)
      }
      await next()
    })
}
