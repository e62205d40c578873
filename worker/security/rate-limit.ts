/**
 * @module
 * Attempts-per-window limits kept in KV, for what would otherwise let anyone guess, spray or send
 * mail without end: every form that signs in, sends an e-mail, stores what a shopper wrote or tries a
 * secret. Per client address (a digest of it names the key, never the address). KV is not atomic and is eventually consistent, so a burst may
 * slip a few attempts past a limit: it damps guessing, it is not an exact quota.
 */
export type RateLimit = { limit: number; windowSeconds: number }

/**
 * A limit with the name its counters are kept under. `counts` says which attempts use it up: every
 * one (each sends an e-mail or stores something), or only those the back end refuses (guesses).
 */
export type AttemptLimit = RateLimit & { bucket: string; counts: 'every' | 'refused'; perAddress?: RateLimit }

/**
 * Failed sign-ins from one client, whatever the e-mail addresses: Magento's lockout counts per
 * account, so without this a client could try one password on many accounts.
 */
export const SIGN_IN_FAILURES: AttemptLimit = { bucket: 'sign-in-failures', limit: 10, windowSeconds: 60, counts: 'refused' }

/** Password reset requests from one client (each sends an e-mail), whatever the addresses. */
export const PASSWORD_RESET_REQUESTS: AttemptLimit = { bucket: 'password-reset', limit: 10, windowSeconds: 60, counts: 'every' }

/**
 * New accounts from one client: generous, as a school or an office may register several people
 * through one address, but a script making accounts by the hundred stops.
 */
export const REGISTRATIONS: AttemptLimit = { bucket: 'registration', limit: 20, windowSeconds: 60 * 60, counts: 'every' }

/**
 * Confirmation e-mails sent again, from one client and for one address (each sends an e-mail), so
 * nobody fills a stranger's inbox.
 */
export const CONFIRMATION_RESENDS: AttemptLimit = { bucket: 'confirmation-resend', limit: 5, windowSeconds: 10 * 60, counts: 'every', perAddress: { limit: 3, windowSeconds: 60 * 60 } }

/** Guest order cancellation requests (each e-mails a key to the order's address). */
export const GUEST_CANCEL_REQUESTS: AttemptLimit = { bucket: 'guest-cancel', limit: 5, windowSeconds: 10 * 60, counts: 'every' }

/** Five messages an hour from one client: enough for a shopper with follow-ups, little for a spammer. */
export const CONTACT_MESSAGES: AttemptLimit = { bucket: 'contact', limit: 5, windowSeconds: 60 * 60, counts: 'every' }

/** Back-in-stock requests: a shopper asks for a few products, not for the catalogue. */
export const STOCK_ALERTS: AttemptLimit = { bucket: 'stock-alert', limit: 20, windowSeconds: 10 * 60, counts: 'every' }

/**
 * Newsletter sign-ups (each may send a confirmation e-mail), from one client and for one address, so
 * nobody fills a stranger's inbox from many connections.
 */
export const NEWSLETTER_SIGNUPS: AttemptLimit = { bucket: 'newsletter', limit: 10, windowSeconds: 10 * 60, counts: 'every', perAddress: { limit: 3, windowSeconds: 60 * 60 } }

/** Reviews written from one client: a keen customer reviews a handful of products in an hour. */
export const REVIEWS: AttemptLimit = { bucket: 'review', limit: 10, windowSeconds: 60 * 60, counts: 'every' }

/** Coupon codes the back end refused: a shopper mistypes a code or two, a script guesses thousands. */
export const COUPON_FAILURES: AttemptLimit = { bucket: 'coupon-failures', limit: 10, windowSeconds: 10 * 60, counts: 'refused' }

/** Ten guest order lookups a quarter of an hour: plenty for a shopper, little for a guesser. */
export const GUEST_ORDER_LOOKUPS: AttemptLimit = { bucket: 'guest-order', limit: 10, windowSeconds: 15 * 60, counts: 'every' }

type Window = { count: number; until: number }

async function keyFor(bucket: string, client: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${bucket}:${client}`)))
  return `rate:${bucket}:${[...digest.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

async function windowOf(kv: KVNamespace, key: string, now: number): Promise<Window | null> {
  const seen = await kv.get<Window>(key, 'json')
  return seen && seen.until > now ? seen : null
}

/**
 * Seconds until this client may try again, or null when it may now. With KV out of reach the
 * limiter lets the attempt through (fails open): the shop keeps taking sign-ins and orders, and the
 * back end's own rules (Magento's lockout per account, its reset limits per address) still hold.
 */
export async function retryAfter(kv: KVNamespace, { bucket, limit }: AttemptLimit, client: string, now = Date.now()): Promise<number | null> {
  try {
    const current = await windowOf(kv, await keyFor(bucket, client), now)
    return current && current.count >= limit ? Math.max(1, Math.ceil((current.until - now) / 1000)) : null
  } catch (error) {
    console.error(`abuse limit ${bucket} could not be read; letting the attempt through`, error)
    return null
  }
}

/** Counts one attempt (a failure, or a request) against the client's window; not counted while KV is out of reach. */
export async function countAttempt(kv: KVNamespace, { bucket, windowSeconds }: AttemptLimit, client: string, now = Date.now()): Promise<void> {
  try {
    const key = await keyFor(bucket, client)
    const current = (await windowOf(kv, key, now)) ?? { count: 0, until: now + windowSeconds * 1000 }
    // KV's shortest expiry is 60 seconds.
    await kv.put(key, JSON.stringify({ count: current.count + 1, until: current.until }), { expirationTtl: Math.max(60, Math.ceil((current.until - now) / 1000)) })
  } catch (error) {
    console.error(`abuse limit ${bucket} could not be counted`, error)
  }
}
