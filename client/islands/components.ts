/**
 * @module
 * Every island by name, for the server: it renders them synchronously inside `<Island>`.
 * The browser never imports this file; it loads each island lazily through `registry.ts`.
 */
import type { ComponentType } from 'react'
import { AccountMenu } from './account-menu'
import { CartCount } from './cart-count'
import { HelpChat } from './help-chat'
import { MobileNav } from './mobile-nav'
import { ModalHost } from './modal-host'
import { NotificationArea } from './notification-area'
import { PriceDisplaySwitch } from './price-display-switch'
import { PrinterFinder } from './printer-finder'
import { ReviewForm } from './review-form'
import { SavedPrinter } from './saved-printer'
import { WishlistToggle } from './wishlist-toggle'

export const islandComponents = {
  'cart-count': CartCount,
  'account-menu': AccountMenu,
  'price-display-switch': PriceDisplaySwitch,
  'notification-area': NotificationArea,
  'mobile-nav': MobileNav,
  'help-chat': HelpChat,
  'modal-host': ModalHost,
  'printer-finder': PrinterFinder,
  'saved-printer': SavedPrinter,
  'review-form': ReviewForm,
  'wishlist-toggle': WishlistToggle,
} as const

export type IslandName = keyof typeof islandComponents
export type IslandProps<N extends IslandName> =
  (typeof islandComponents)[N] extends ComponentType<infer P> ? P : never
