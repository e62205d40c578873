/**
 * What the fault tests read of an answer, and what they expect of the shop's designed error page:
 * the shop's header and heading, the status, no stack trace or internal name, never stored.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { expect } from 'vitest'
import type { Hono } from 'hono'
import type { Env } from '../worker/bindings'
import type { AppEnv } from '../worker/env'

export const FAULT_ORIGIN = 'https://shop.test'

export type Answer = { status: number; text: string; headers: Headers }

/** Calls the app with some bindings replaced, and waits for its background work (cache writes). */
export async function callWith(app: Hono<AppEnv>, path: string, overrides: Partial<Env> = {}, init: RequestInit = {}): Promise<Answer> {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`${FAULT_ORIGIN}${path}`, { redirect: 'manual', ...init }), { ...env, ...overrides }, ctx)
  const text = await response.text()
  await waitOnExecutionContext(ctx)
  return { status: response.status, text, headers: response.headers }
}

/** A form post from the shop's own page. */
export const formPost = (fields: Record<string, string>, cookie = ''): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: FAULT_ORIGIN, Cookie: cookie },
  body: new URLSearchParams(fields).toString(),
})

/** What a failure must never show a shopper: a stack frame, an error class, the back end's address. */
const INTERNALS = /\bat \S+ \(|\.(?:ts|tsx|js):\d+|UpstreamError|GraphQLCallError|D1_ERROR|SQLITE|127\.0\.0\.1/

/** The shop's designed error page, with this status: a whole page, not a bare 5xx. */
export function expectErrorPage(answer: Answer, status: number, what: string): void {
  expect(answer.status, what).toBe(status)
  expect(answer.headers.get('Content-Type'), what).toMatch(/^text\/html/)
  expect(answer.headers.get('Cache-Control'), what).toBe('no-store')
  expect(answer.text, what).toMatch(/<header[\s>]/)
  expect(answer.text, what).toMatch(/<h1[^>]*>An error occurred<\/h1>/)
  expect(answer.text, what).toContain(`Error ${status}`)
  expect(answer.text, what).toContain('Something went wrong. Please try again in a few minutes.')
  expect(answer.text, what).not.toMatch(INTERNALS)
}

/** A JSON refusal of either browser door, in Magento's error shape, with no internals. */
export function expectJsonRefusal(answer: Answer, status: number, what: string): void {
  expect(answer.status, what).toBe(status)
  expect(answer.headers.get('Content-Type'), what).toMatch(/^application\/json/)
  const body = JSON.parse(answer.text) as { errors?: { message?: string }[] }
  expect(body.errors?.[0]?.message, what).toBe('The shop is unavailable at the moment. Please try again later.')
  expect(answer.text, what).not.toMatch(INTERNALS)
}

/** The cart cookie an answer sets or clears, if any. */
export const cartCookieOf = (answer: Answer): string | undefined => answer.headers.getSetCookie().find((cookie) => cookie.startsWith('cart='))
