/**
 * @module
 * A one-shot analytics event the worker leaves for the page a form redirects to (issue 25 point 5):
 * the sign-in and registration pages post and redirect, so the page that shows the result is the
 * next one, and its script sends the event and clears the cookie. A cookie rather than a mark in the
 * HTML, so the page the shopper lands on stays the same for everyone and may be cached.
 */
export const ANALYTICS_EVENT_COOKIE = 'analytics_event'

/** The events a redirect may carry: GA4's recommended names. */
export const ONE_SHOT_EVENTS = ['login', 'sign_up'] as const
export type OneShotEvent = (typeof ONE_SHOT_EVENTS)[number]

/** How our own sign-in works, as GA4's `method` parameter. */
export const SIGN_IN_METHOD = 'password'
