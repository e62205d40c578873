/**
 * @module
 * Leaves a one-shot analytics event (`login`, `sign_up`) for the page a form redirects to
 * (shared/constants/analytics-event-cookie.ts). Page scripts read it, so it is not httpOnly; it
 * holds only the event's name, and lasts a minute, as the notices of the `message` cookie do.
 */
import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'
import { ANALYTICS_EVENT_COOKIE, type OneShotEvent } from '../../shared/constants/analytics-event-cookie'

export const ANALYTICS_EVENT_MAX_AGE_SECONDS = 60

export function setAnalyticsEvent(c: Context, event: OneShotEvent): void {
  setCookie(c, ANALYTICS_EVENT_COOKIE, event, {
    path: '/',
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: ANALYTICS_EVENT_MAX_AGE_SECONDS,
  })
}
