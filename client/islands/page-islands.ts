/**
 * @module
 * The islands each page type hydrates once the browser is idle after load: the list the size
 * budget (`npm run budget`) adds up as what comes after first paint, and that
 * `worker/routes/page-islands.test.ts` holds against the HTML the pages really render. No island
 * hydrates at load (issue 26 point 4, `hydration-mode.ts`), so a page type's first load is the
 * entry with its static imports alone, with no React in it: the budget holds that to DESIGN
 * "Numbers" (40 KB brotli per page type). That test fails when a page marks an island without a
 * mode that waits, or hydrates an island when idle that this list leaves out: a page type that
 * gains such an island adds it here. Islands hydrated once in view (the product page's review
 * form) or on first interaction (the home page's printer finder) load only when the shopper goes
 * there; the budget lists them with what loads later.
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
  'modal-host',
] as const satisfies readonly IslandName[]

/**
 * The islands a page type hydrates when idle after load, beyond the shell's: the shopper's saved
 * printers on the home page (and on a printer model's category page, not the plain one the test
 * renders), the wish-list heart on the product page.
 */
export const PAGE_ISLANDS: { readonly [P in PageType]: readonly IslandName[] } = {
  home: ['saved-printer'],
  category: [],
  search: [],
  product: ['wishlist-toggle'],
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

/** Everything a page type hydrates when idle after load: the shell's islands, then its own. */
export function idleIslands(pageType: PageType): readonly IslandName[] {
  const shell = NO_THIRD_PARTY_PAGES.includes(pageType) ? SHELL_ISLANDS.filter((name) => name !== 'help-chat') : SHELL_ISLANDS
  return [...shell, ...PAGE_ISLANDS[pageType].filter((name) => !(SHELL_ISLANDS as readonly IslandName[]).includes(name))]
}
