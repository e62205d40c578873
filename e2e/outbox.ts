/**
 * Reads the e-mails the embedded back end "sent" from the browser-test server's local D1 (the
 * server runs in production mode, so there is no mailbox page).
 */
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '..')
const STATE = join(ROOT, '.wrangler/e2e-state')

/** Rows of the outbox for a query that takes no input from outside the tests. */
function outboxRows<Row>(sql: string): Row[] {
  const output = execFileSync(join(ROOT, 'node_modules/.bin/wrangler'), ['d1', 'execute', 'DB', '--local', '--persist-to', STATE, '--json', '--command', sql], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  })
  return (JSON.parse(output) as { results: Row[] }[])[0]?.results ?? []
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
