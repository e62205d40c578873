import type { Context } from 'hono'

/**
 * Keeps background work (cache writes, refreshes) alive after the response is sent, where the
 * runtime gives an execution context; without one (plain `app.request` calls) it just runs.
 */
export function waitUntil(c: Context, promise: Promise<unknown>): void {
  try {
    c.executionCtx.waitUntil(promise)
  } catch {
    void promise
  }
}
