/**
 * @module
 * The staff area's door (issue 18 point 6): HTTP Basic against `ADMIN_USER`/`ADMIN_PASSWORD`,
 * compared in constant time. Without a configured password the area does not exist (404), except in
 * development (`npm start`), where the documented default credential opens it; never outside
 * development. Every answer of the area, refusals included, is `no-store` and `noindex`.
 */
import type { MiddlewareHandler } from 'hono'
import { timingSafeEqual } from 'hono/utils/buffer'
import type { WorkerConfig } from '../../config'
import type { AppEnv } from '../../env'
import { NotFound } from '../../errors/http-error'
import { NO_STORE, personal } from '../../cache/strategies'

export type StaffCredential = { user: string; password: string }

/** The user name when `ADMIN_USER` is not set. */
export const DEFAULT_ADMIN_USER = 'admin'

/** Development only (docs/backend.md "Staff area"): what `npm start` accepts when no password is configured. */
export const DEVELOPMENT_CREDENTIAL: StaffCredential = { user: DEFAULT_ADMIN_USER, password: 'storefront-dev' }

/** The realm browsers show in their sign-in prompt. */
const REALM = 'Storefront staff'

/** The credential the area accepts, or null when the area is off. */
export function staffCredential(config: Pick<WorkerConfig, 'ADMIN_USER' | 'ADMIN_PASSWORD' | 'ENVIRONMENT'>): StaffCredential | null {
  if (config.ADMIN_PASSWORD) return { user: config.ADMIN_USER ?? DEFAULT_ADMIN_USER, password: config.ADMIN_PASSWORD }
  return config.ENVIRONMENT === 'development' ? DEVELOPMENT_CREDENTIAL : null
}

/** User and password from `Authorization: Basic …`; null when absent or malformed. */
export function basicCredential(header: string | undefined): StaffCredential | null {
  const match = /^Basic[ ]+([A-Za-z0-9+/]+={0,2})[ ]*$/i.exec(header ?? '')
  if (!match) return null
  let decoded: string
  try {
    // RFC 7617: the pair is UTF-8.
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(match[1]!), (ch) => ch.charCodeAt(0)))
  } catch {
    return null
  }
  const colon = decoded.indexOf(':')
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) }
}

/** Both parts compared, each in constant time, and both always: the time says nothing of which failed. */
async function matches(given: StaffCredential, expected: StaffCredential): Promise<boolean> {
  const [user, password] = await Promise.all([timingSafeEqual(expected.user, given.user), timingSafeEqual(expected.password, given.password)])
  return user && password
}

export function adminAuth(): MiddlewareHandler<AppEnv> {
  return async function adminAuth(c, next) {
    const expected = staffCredential(c.var.config)
    if (!expected) throw new NotFound('the staff area is not configured')
    const given = basicCredential(c.req.header('Authorization'))
    if (!given || !(await matches(given, expected))) {
      return c.text('Sign-in required: the staff area needs its user name and password.', 401, {
        'WWW-Authenticate': `Basic realm="${REALM}", charset="UTF-8"`,
        'Cache-Control': NO_STORE,
        'X-Robots-Tag': 'noindex',
      })
    }
    c.set('staffUser', given.user)
    await next()
    // Staff pages and their errors alike: never stored, never indexed.
    personal(c)
    c.header('X-Robots-Tag', 'noindex')
  }
}
