/**
 * Reads the e-mails the embedded back end "sent" from the browser-test server's local D1 (the
 * server runs in production mode, so there is no mailbox page).
 */
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '..')
const STATE = join(ROOT, '.wrangler/e2e-state')

/** How often a read is tried while the server holds the database for a write of another test. */
const BUSY_ATTEMPTS = 8
const BUSY_PAUSE_MS = 250

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

/**
 * Rows of the outbox for a query that takes no input from outside the tests. The server writes to
 * the same SQLite file while other tests run, so a read may find it locked (SQLITE_BUSY) for a
 * moment: it is tried again after a pause, and any other failure is thrown at once.
 */
function outboxRows<Row>(sql: string): Row[] {
  for (let attempt = 1; ; attempt++) {
    try {
      const output = execFileSync(join(ROOT, 'node_modules/.bin/wrangler'), ['d1', 'execute', 'DB', '--local', '--persist-to', STATE, '--json', '--command', sql], {
        cwd: ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
      })
      return (JSON.parse(output) as { results: Row[] }[])[0]?.results ?? []
    } catch (error) {
      if (attempt >= BUSY_ATTEMPTS || !/SQLITE_BUSY|database is locked/.test(String((error as { stderr?: unknown }).stderr ?? error))) throw error
      pause(BUSY_PAUSE_MS)
    }
  }
}

/** A query parameter of the link in the newest e-mail of a kind to an address. */
export function mailedParameter(email: string, kind: string, parameter: string): string {
  if (!/^[a-z0-9.@+-]+$/i.test(email) || !/^[a-z_]+$/.test(kind)) throw new Error('unexpected characters in the outbox query')
  const body = outboxRows<{ body: string }>(`SELECT body FROM outbox WHERE to_email = '${email}' AND kind = '${kind}' ORDER BY id DESC LIMIT 1`)[0]?.body
  const value = body ? new RegExp(`[?&]${parameter}=([^&\\s]+)`).exec(body)?.[1] : undefined
  if (!value) throw new Error(`no ${kind} e-mail with ${parameter} to ${email}`)
  return decodeURIComponent(value)
}

/** The bodies of the e-mails of a kind that contain a marker (a word of letters, digits and dashes). */
export function mailedBodies(kind: string, marker: string): string[] {
  if (!/^[a-z_]+$/.test(kind) || !/^[A-Za-z0-9-]+$/.test(marker)) throw new Error('unexpected characters in the outbox query')
  return outboxRows<{ body: string }>(`SELECT body FROM outbox WHERE kind = '${kind}' AND body LIKE '%${marker}%' ORDER BY id`).map((row) => row.body)
}
