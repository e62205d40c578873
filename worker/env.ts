/**
 * @module
 * The worker's bindings and variables as the runtime hands them over (unvalidated), and the
 * typed per-request context every handler sees.
 */
import type { StoreView } from '../shared/constants/stores'
import type { Translate } from '../shared/messages/translate'
import type { Cache } from './cache/kv-cache'
import type { WorkerConfig } from './config'
import type { SessionCookies } from './cookies/session-cookies'
import type { GraphQLTransport } from './graphql/transport'
import type { BackendChoice } from './middleware/edge-services'
import type { RoutedEntity } from '../shared/graphql/documents/route'

export type Env = {
  DB: D1Database
  CACHE: KVNamespace
  ASSETS: Fetcher
  ENVIRONMENT?: string
  MAGENTO_GRAPHQL_URL?: string
  ROOT_CATEGORY_ID?: string
  DEFAULT_STORE_CODE?: string
  DEFAULT_LOCALE?: string
  EXTERNAL_CHECKOUT_ENABLED?: string
  EXTERNAL_CHECKOUT_URL?: string
  CHAT_SCRIPT_URL?: string
  TAG_MANAGER_ID?: string
  CAPTCHA_SECRET?: string
  CAPTCHA_VERIFY_URL?: string
  CACHE_PURGE_TOKEN?: string
  LOG_LEVEL?: string
}

export type RequestVariables = {
  config: WorkerConfig
  requestId: string
  store: StoreView
  /** The request path inside its store view (locale prefix removed). */
  storePath: string
  t: Translate
  secureHeadersNonce?: string
  /** The request's GraphQL client (embedded back end or upstream Magento). */
  graphql: GraphQLTransport
  /** The back end the GraphQL transport reaches; for a transport of another store view (the sitemap). */
  backend: BackendChoice
  cache: Cache
  /** The shop's cookies, validated. */
  session: SessionCookies
  /** Set by the url-resolver guard: the entity the path resolved to. */
  resolvedRoute?: RoutedEntity
}

export type AppEnv = { Bindings: Env; Variables: RequestVariables }
