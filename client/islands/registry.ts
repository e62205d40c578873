/**
 * @module
 * The browser's island registry: a lazy import per island, so each is its own chunk and a page
 * downloads only the islands it has. Each island's module is `./<name>`, where the size budget
 * looks for its chunk; which page types hydrate it at load is in `page-islands.ts`.
 */
import type { ComponentType } from 'react'
import type { IslandName, IslandProps } from './components'

export type IslandLoaders = { [N in IslandName]: () => Promise<ComponentType<IslandProps<N>>> }

export const islandLoaders: IslandLoaders = {
  'cart-count': () => import('./cart-count').then((m) => m.CartCount),
  'account-menu': () => import('./account-menu').then((m) => m.AccountMenu),
  'price-display-switch': () => import('./price-display-switch').then((m) => m.PriceDisplaySwitch),
  'notification-area': () => import('./notification-area').then((m) => m.NotificationArea),
  'mobile-nav': () => import('./mobile-nav').then((m) => m.MobileNav),
  'help-chat': () => import('./help-chat').then((m) => m.HelpChat),
  // Hydrated on first interaction (`<Island defer="interaction">`), so not part of any first load.
  'printer-finder': () => import('./printer-finder').then((m) => m.PrinterFinder),
  // Deferred (`<Island defer>`): hydrated when the browser is idle, after the first load.
  'saved-printer': () => import('./saved-printer').then((m) => m.SavedPrinter),
  // Deferred, on the product page: writing a review and the wish-list heart.
  'review-form': () => import('./review-form').then((m) => m.ReviewForm),
  'wishlist-toggle': () => import('./wishlist-toggle').then((m) => m.WishlistToggle),
  // Deferred (hydrated on first use or when idle): see deferred-islands.ts.
  'modal-host': () => import('./deferred-islands').then((m) => m.loadModalHost()),
}
