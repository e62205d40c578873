/**
 * @module
 * The browser's island registry: a lazy import per island, so each is its own chunk and a page
 * downloads only the islands it has, when they hydrate (never at load: `hydration-mode.ts`). Each
 * island's module is `./<name>`, where the size budget looks for its chunk.
 */
import type { ComponentType } from 'react'
import type { IslandName, IslandProps } from './components'

export type IslandLoaders = { [N in IslandName]: () => Promise<ComponentType<IslandProps<N>>> }

export const islandLoaders: IslandLoaders = {
  // The shell's (`page-islands.ts`): when the browser is idle after load, or when first used.
  'cart-count': () => import('./cart-count').then((m) => m.CartCount),
  'account-menu': () => import('./account-menu').then((m) => m.AccountMenu),
  'price-display-switch': () => import('./price-display-switch').then((m) => m.PriceDisplaySwitch),
  'notification-area': () => import('./notification-area').then((m) => m.NotificationArea),
  'mobile-nav': () => import('./mobile-nav').then((m) => m.MobileNav),
  'help-chat': () => import('./help-chat').then((m) => m.HelpChat),
  'modal-host': () => import('./modal-host').then((m) => m.ModalHost),
  // The home page's printer finder: on first interaction only.
  'printer-finder': () => import('./printer-finder').then((m) => m.PrinterFinder),
  // A printer page's saved printers and the product page's wish-list heart: when idle after load.
  'saved-printer': () => import('./saved-printer').then((m) => m.SavedPrinter),
  'wishlist-toggle': () => import('./wishlist-toggle').then((m) => m.WishlistToggle),
  // The product page's review form: once in view after load.
  'review-form': () => import('./review-form').then((m) => m.ReviewForm),
}
