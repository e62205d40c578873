/**
 * @module
 * Which islands each page type hydrates at load: the single list the size budget counts
 * (`npm run budget`, DESIGN "Numbers": 80 KB brotli first-load JavaScript per page type) and that
 * `worker/routes/page-islands.test.ts` holds against the HTML the pages really render. A page type
 * that gains an island adds it here, or that test fails. Deferred islands (`<Island defer>`, see
 * `deferred-islands.ts`) are not listed: they hydrate after load. Nor are islands hydrated on first
 * interaction (`<Island defer="interaction">`, the printer finder on the home page): their server
 * HTML works as plain links until the shopper reaches them.
 *
 * The budget finds an island's chunk by its module, `client/islands/<name>.tsx`, which is what
 * `registry.ts` imports for it.
 */
import type { IslandName } from './components'

export const PAGE_TYPES = ['home', 'category', 'search', 'product', 'cart', 'checkout', 'account', 'content'] as const
export type PageType = (typeof PAGE_TYPES)[number]

/**
 * The shell's islands, on every page. `help-chat` only when CHAT_SCRIPT_URL is set; the budget
 * counts it anyway, as the heavier case.
 */
export const SHELL_ISLANDS = [
  'price-display-switch',
  'account-menu',
  'cart-count',
  'mobile-nav',
  'notification-area',
  'help-chat',
] as const satisfies readonly IslandName[]

/** The islands a page type hydrates at load beyond the shell's. */
export const PAGE_ISLANDS: { readonly [P in PageType]: readonly IslandName[] } = {
  home: [],
  category: [],
  search: [],
  product: [],
  cart: [],
  checkout: [],
  account: [],
  content: [],
}

/**
 * Page types that load no third-party script (PCI DSS 4.0 6.4.3 for pages that take an order): the
 * shell leaves out the help chat, whose only job is to load the vendor's script.
 */
export const NO_THIRD_PARTY_PAGES: readonly PageType[] = ['checkout']

/** Everything a page type hydrates at load: the shell's islands, then its own. */
export function eagerIslands(pageType: PageType): readonly IslandName[] {
  const shell = NO_THIRD_PARTY_PAGES.includes(pageType) ? SHELL_ISLANDS.filter((name) => name !== 'help-chat') : SHELL_ISLANDS
  return [...shell, ...PAGE_ISLANDS[pageType].filter((name) => !(SHELL_ISLANDS as readonly IslandName[]).includes(name))]
}
