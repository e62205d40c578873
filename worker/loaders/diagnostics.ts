/**
 * @module
 * What the support page `/diagnostic` reports (issue 18 point 3): the store view, this build, and
 * whether the back end and the KV cache answer and how fast. Nothing secret (no URLs with
 * credentials, no tokens, no configuration values beyond their kind) and nothing about the visitor.
 */
import { STORE_CONFIG } from '../../shared/graphql/documents/store'
import type { StoreView } from '../../shared/constants/stores'
import type { GraphQLTransport } from '../graphql/transport'

export type Probe = { ok: true; milliseconds: number } | { ok: false; milliseconds: number; problem: string }

export type DiagnosticsView = {
  store: { code: string; locale: string; currency: string; language: string }
  build: { client: string; environment: string }
  backend: { kind: 'embedded' | 'magento'; probe: Probe; storeCode: string | null }
  kv: Probe
  /** The data centre that answered (Cloudflare's colo code), when the runtime says. */
  location: string | null
  checkedAt: string
}

/** Long enough for a slow Magento; a support page must answer even when the back end does not. */
const PROBE_TIMEOUT_MS = 5_000

async function timed<T>(work: () => Promise<T>, now: () => number): Promise<{ probe: Probe; value: T | null }> {
  const started = now()
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const value = await Promise.race([
      work(),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS))),
    ])
    return { probe: { ok: true, milliseconds: Math.round(now() - started) }, value }
  } catch (error) {
    // Only the error's kind and message: a back end's message never carries our secrets.
    const problem = error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 200) : 'unknown failure'
    return { probe: { ok: false, milliseconds: Math.round(now() - started), problem }, value: null }
  } finally {
    clearTimeout(timer)
  }
}

export type DiagnosticsInput = {
  store: StoreView
  /** The request's transport, called directly: the check must reach the back end, not the cache. */
  graphql: GraphQLTransport
  kv: KVNamespace
  backendKind: 'embedded' | 'magento'
  /** The client entry's file name, whose hash names the build. */
  clientEntry: string
  environment: string
  location: string | null
  now?: () => number
}

/** A short id of the client build: the content hash in the entry's file name (base64url, so it may hold `-`). */
export function clientBuildId(entry: string): string {
  const name = entry.split('/').at(-1) ?? entry
  return /^[^-]+-([A-Za-z0-9_-]{6,})\.js$/.exec(name)?.[1] ?? name
}

export async function loadDiagnostics(input: DiagnosticsInput): Promise<DiagnosticsView> {
  const now = input.now ?? (() => performance.now())
  const [backend, kv] = await Promise.all([
    timed(() => input.graphql.query(STORE_CONFIG, {}), now),
    // A read of a key nobody writes: it costs nothing and proves the namespace answers.
    timed(() => input.kv.get('diagnostic:probe'), now),
  ])
  return {
    store: { code: input.store.code, locale: input.store.locale, currency: input.store.currency, language: input.store.htmlLang },
    build: { client: clientBuildId(input.clientEntry), environment: input.environment },
    backend: { kind: input.backendKind, probe: backend.probe, storeCode: backend.value?.storeConfig?.store_code ?? null },
    kv: kv.probe,
    location: input.location,
    checkedAt: new Date().toISOString(),
  }
}
