/**
 * Bindings that fail the way Cloudflare's do on a bad day, for the fault tests: a KV namespace out
 * of reach, a Workers cache that throws, a D1 database that is busy. Each wraps or stands in for
 * the real binding at the worker's edge; nothing inside the shop is replaced.
 */

/** D1's own words when SQLite is locked by another writer. */
export const D1_BUSY_MESSAGE = 'D1_ERROR: database is locked: SQLITE_BUSY'

const rejecting = (message: string) => () => Promise.reject(new Error(message))

/** A KV namespace whose every call fails, as when KV is out of reach. */
export function unreachableKv(): KVNamespace {
  const fail = rejecting('KV GET failed: 503 Service Unavailable')
  return { get: fail, getWithMetadata: fail, put: fail, delete: fail, list: fail } as unknown as KVNamespace
}

/** A Workers cache whose every call fails. */
export function brokenCache(): Cache {
  const fail = rejecting('Cache API call failed: internal error')
  return { match: fail, put: fail, delete: fail } as unknown as Cache
}

/**
 * Runs `work` with `caches.default` failing, then gives each test file's own cache back
 * (`test/fresh-shop.ts` put it there).
 */
export async function withBrokenCache<T>(work: () => Promise<T>): Promise<T> {
  const own = (caches as unknown as { default: Cache }).default
  Object.defineProperty(caches, 'default', { value: brokenCache(), configurable: true })
  try {
    return await work()
  } finally {
    Object.defineProperty(caches, 'default', { value: own, configurable: true })
  }
}

/** Which statements a busy database refuses: every one, or only writes (a writer holds the lock). */
export type BusyWith = 'everything' | 'writes'

const WRITE = /^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i

/** What the wrappers share: which statements are refused, and the real statement behind each wrapper (for a batch). */
type Busy = { with: BusyWith; originals: WeakMap<object, D1PreparedStatement>; refused: WeakSet<object> }

function statementOf(real: D1PreparedStatement, sql: string, busy: Busy): D1PreparedStatement {
  const refused = busy.with === 'everything' || WRITE.test(sql)
  const fail = rejecting(D1_BUSY_MESSAGE)
  const wrapped = {
    bind: (...values: unknown[]) => statementOf(real.bind(...values), sql, busy),
    first: refused ? fail : (column?: string) => (column === undefined ? real.first() : real.first(column)),
    all: refused ? fail : () => real.all(),
    run: refused ? fail : () => real.run(),
    raw: refused ? fail : (options?: { columnNames?: boolean }) => (options?.columnNames ? real.raw({ columnNames: true }) : real.raw()),
  }
  busy.originals.set(wrapped, real)
  if (refused) busy.refused.add(wrapped)
  return wrapped as unknown as D1PreparedStatement
}

function queriesOf(real: Pick<D1Database, 'prepare' | 'batch'>, busy: Busy) {
  return {
    prepare: (sql: string) => statementOf(real.prepare(sql), sql, busy),
    batch: <T>(statements: D1PreparedStatement[]) =>
      statements.some((statement) => busy.refused.has(statement))
        ? Promise.reject(new Error(D1_BUSY_MESSAGE))
        : real.batch<T>(statements.map((statement) => busy.originals.get(statement) ?? statement)),
  }
}

/**
 * The real database, refusing what `busy` names with D1's busy error, through the binding and
 * through every session the worker opens on it (read replication).
 */
export function busyDatabase(real: D1Database, busyWith: BusyWith): D1Database {
  const busy: Busy = { with: busyWith, originals: new WeakMap(), refused: new WeakSet() }
  const database = {
    ...queriesOf(real, busy),
    exec: rejecting(D1_BUSY_MESSAGE),
    dump: rejecting(D1_BUSY_MESSAGE),
    withSession: (constraint?: string) => {
      const session = real.withSession(constraint)
      return { ...queriesOf(session, busy), getBookmark: () => session.getBookmark() }
    },
  }
  return database as unknown as D1Database
}
