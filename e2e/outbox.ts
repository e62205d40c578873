/**
 * Reads the e-mails the embedded back end "sent", from the staff area's outbox view on the
 * browser-test server (`/__admin/outbox.json`). Through the server, not its SQLite file: a second
 * reader of the file could lock the database under a request of another test.
 */
import { E2E_ADMIN, E2E_ORIGIN } from './staff'

type SentEmail = { to: string; kind: string; body: string }

/** The newest e-mails of a kind (to an address, where given), newest first. */
async function sent(kind: string, to?: string): Promise<SentEmail[]> {
  const url = new URL('/__admin/outbox.json', E2E_ORIGIN)
  url.searchParams.set('kind', kind)
  if (to) url.searchParams.set('to', to)
  const response = await fetch(url, { headers: { Authorization: `Basic ${btoa(`${E2E_ADMIN.user}:${E2E_ADMIN.password}`)}` } })
  if (!response.ok) throw new Error(`the outbox answered ${response.status}`)
  return ((await response.json()) as { messages: SentEmail[] }).messages
}

/** A query parameter of the link in the newest e-mail of a kind to an address. */
export async function mailedParameter(email: string, kind: string, parameter: string): Promise<string> {
  const body = (await sent(kind, email))[0]?.body
  const value = body ? new RegExp(`[?&]${parameter}=([^&\\s]+)`).exec(body)?.[1] : undefined
  if (!value) throw new Error(`no ${kind} e-mail with ${parameter} to ${email}`)
  return decodeURIComponent(value)
}

/** The bodies of the e-mails of a kind that contain a marker, oldest first. */
export async function mailedBodies(kind: string, marker: string): Promise<string[]> {
  return (await sent(kind))
    .filter((mail) => mail.body.includes(marker))
    .map((mail) => mail.body)
    .reverse()
}

/** The link in the newest e-mail of a kind to an address, as the shopper would open it. */
export async function mailedLink(email: string, kind: string): Promise<string> {
  const body = (await sent(kind, email))[0]?.body
  const link = body ? /https?:\/\/\S+/.exec(body)?.[0] : undefined
  if (!link) throw new Error(`no ${kind} e-mail with a link to ${email}`)
  return link
}

/** How many e-mails of a kind went to an address. */
export async function mailCount(email: string, kind: string): Promise<number> {
  return (await sent(kind, email)).length
}
