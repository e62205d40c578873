/**
 * @module
 * Whether a database failure is D1 being busy or briefly out of reach (its transient errors:
 * locked, overloaded, queue full, connection lost, storage reset, timed out), as against a fault in
 * a query. A busy database is the request's to try again later; a faulty query is a bug.
 */

/** D1's own texts for failures that pass (Cloudflare's list of errors worth retrying, and SQLite's busy). */
const TRANSIENT =
  /database is locked|SQLITE_BUSY|overloaded|Too many requests queued|Network connection lost|object to be reset|reset because its code was updated|transient issue|exceeded timeout|D1 DB storage operation/i

export function isDatabaseBusy(error: unknown): boolean {
  return error instanceof Error && TRANSIENT.test(error.message)
}
