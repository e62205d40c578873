/**
 * @module
 * The typed per-request context every handler sees. The bindings themselves are in `bindings.ts`,
 * so configuration, context and middleware import each other in one direction only.
 */
import type { StoreView } from '../shared/constants/stores'
import type { Translate } from '../shared/messages/translate'
import type { Cache } from './cache/kv-cache'
import type { Env } from './bindings'
import type { WorkerConfig } from './config'
import type { SessionCookies } from './cookies/session-values'
import type { BackendChoice, GraphQLTransport } from './graphql/transport'
import type { RoutedEntity } from '../shared/graphql/documents/route'
import type { NoticeView, ShellContent } from '../client/components/page-props'
import type { LoaderContext } from './loaders/loader-context'

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
  /** The transport and cache bundled for loaders (which never see the Hono context). */
  loaderContext: LoaderContext
  /**
   * The shell's back-end content (menu, CMS blocks, shipment switches), started before the page's
   * own loader so both load at once; page routes only (`pageShell` middleware).
   */
  shell?: Promise<ShellContent>
  /** A one-off notice the previous response left in the `message` cookie (`flashMessage` middleware). */
  notice?: NoticeView
  /** The shop's cookies, validated. */
  session: SessionCookies
  /** Set by `priceDisplayDefault` when the store shows catalogue prices excluding tax and the shopper chose nothing. */
  storeShowsExcludingVat?: true
  /** Set by the staff area's sign-in (`adminAuth`): who is making the change, for CMS versions. */
  staffUser?: string
  /** Set by `sharedPage` on routes whose page is the same for every shopper: the page cache may keep it. */
  sharedPage?: true
  /** Set by the url-resolver guard: the entity the path resolved to. */
  resolvedRoute?: RoutedEntity
}

export type AppEnv = { Bindings: Env; Variables: RequestVariables }
