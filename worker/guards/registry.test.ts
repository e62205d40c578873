import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../env'
import { HttpError } from '../errors/http-error'
import { guard, GUARD_NAMES } from './registry'

/** A bare app around one guard: the error handler reports status and message. */
function appWith(...middleware: ReturnType<typeof guard>[]) {
  const app = new Hono<AppEnv>()
  for (const handler of middleware) app.use('/x', handler)
  app.get('/x', (c) => c.text('reached'))
  app.onError((error, c) => c.text(error.message, error instanceof HttpError ? error.status : 500))
  return app
}

describe('guard registry', () => {
  it('knows the four guards of the spec', () => {
    expect(GUARD_NAMES).toEqual(['checkout', 'is-authenticated', 'page-preload-resolver', 'url-resolver'])
  })

  it('fails a route naming an unknown guard with 500 "Unknown middleware {name}"', async () => {
    const response = await appWith(guard('is-admin')).request('/x')
    expect(response.status).toBe(500)
    expect(await response.text()).toBe('Unknown middleware is-admin')
  })

  it('gives 404 when a validate step fails and passes when it holds', async () => {
    const failing = await appWith(guard('page-preload-resolver', { validate: () => false })).request('/x')
    expect(failing.status).toBe(404)
    const passing = await appWith(guard('page-preload-resolver', { validate: async () => true })).request('/x')
    expect(await passing.text()).toBe('reached')
  })
})
