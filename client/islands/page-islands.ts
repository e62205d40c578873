/**
 * @module
 * The islands each page type may hydrate after load without the shopper reaching them: those in
 * the `personal` mode, which a signed-in shopper (or one who chose the help chat before) needs
 * (`shopper-needs.ts`). A guest's untouched page hydrates none and loads no React (issue 26,
 * `hydration-mode.ts`): every other island waits for the shopper's first interaction, its store, or
 * its view. This is the list the size budget (`npm run budget`) adds up as what a signed-in shopper's
 * page loads after first paint, and that `worker/routes/page-islands.test.ts` holds against the HTML
 * the pages really render: that test fails when a page marks an island without a mode that waits,
 * or marks one `personal` that this list leaves out. A page type's first load is the entry with its
 * static imports alone, with no React in it: the budget holds that to DESIGN "Numbers" (40 KB
 * brotli per page type). Islands hydrated on first interaction (the shell's, the printer finder) or
 * once in view (the review form) are listed by the budget with what loads later.
 *
 * The budget finds an island's chunk by its module, `client/islands/<name>.tsx`, which is what
 * `registry.ts` imports for it.
 */
import type { IslandName } from './components'

export const PAGE_TYPES = ['home', 'category', 'search', 'product', 'cart', 'checkout', 'account', 'content'] as const
export type PageType = (typeof PAGE_TYPES)[number]

/**
 * The shell's `personal` islands, on every page: the account menu (signed in) and the help chat
 * (chosen before; only when CHAT_SCRIPT_URL is set, which the budget counts anyway, as the heavier
 * case). The shell's other islands (VAT switch, basket badge, mobile nav, notifications, modal host)
 * hydrate when reached or asked for.
 */
export const SHELL_ISLANDS = ['account-menu', 'help-chat'] as const satisfies readonly IslandName[]

/**
 * A page type's own `personal` islands, beyond the shell's: the shopper's saved printers on the
 * home page (and on a printer model's category page, not the plain one the test renders), the
 * wish-list heart on the product page.
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

/** Everything a page type may hydrate after load for a shopper who needs it: the shell's, then its own. */
export function personalIslands(pageType: PageType): readonly IslandName[] {
  const shell = NO_THIRD_PARTY_PAGES.includes(pageType) ? SHELL_ISLANDS.filter((name) => name !== 'help-chat') : SHELL_ISLANDS
  return [...shell, ...PAGE_ISLANDS[pageType].filter((name) => !(SHELL_ISLANDS as readonly IslandName[]).includes(name))]
}
