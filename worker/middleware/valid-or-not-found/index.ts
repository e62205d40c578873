/**
 * @module
 * The one way a page route validates its path parameters and query: a zod schema through
 * `@hono/zod-validator`, where a value that does not fit means the page does not exist (SPEC §2: a
 * failed validate step is a 404), never a 400 with zod's report.
 */
import { zValidator } from '@hono/zod-validator'
import type { z } from 'zod'
import { NotFound } from '../../errors/http-error'

/**
 * Validates `param` or `query` with `schema`; the handler reads the result with `c.req.valid(target)`.
 * @example app.get('/p/:sku', validOrNotFound('param', z.object({ sku: skuParam })), (c) => c.req.valid('param').sku)
 */
export function validOrNotFound<Target extends 'param' | 'query', Schema extends z.ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw new NotFound(`invalid ${target}`)
  })
}
