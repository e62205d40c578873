/**
 * @module
 * The catalogue texts each island shows, in one table. The server picks an island's texts from it
 * (`pickMessages`) to draw the island; the browser gets them not in every page but from one file
 * per locale that the build writes from this table (`islandTextsFile`, scripts/build-client.mjs):
 * hashed, kept by the browser and the service worker, and a few kilobytes off every page
 * (issue 26: a kept page's bytes are most of what a cached answer costs).
 */
import type { StoreView } from '../../shared/constants/stores'
import type { MessageKey } from '../../shared/messages/translate'
import { translate } from '../../shared/messages/translate'
import { MODAL_TEXT_KEYS } from '../modals/modal-texts'
import type { AccountMenuText } from './account-menu'
import { HELP_CHAT_TEXT_KEYS } from './help-chat'
import type { MobileNavText } from './mobile-nav'
import { CART_REFUSAL_TEXTS } from '../effects/cart-refusal-texts'
import { PRINTER_FINDER_TEXTS } from './printer-finder-texts'
import type { ReviewFormText } from './review-form'
import type { SavedPrinterText } from './saved-printer'
import { SUGGESTION_TEXTS } from './suggestion-texts'
import type { WishlistToggleText } from './wishlist-toggle'

const ACCOUNT_MENU: readonly AccountMenuText[] = [
  'header.account.myAccount',
  'header.account.greeting',
  'header.account.menu',
  'page.account',
  'page.account.orders',
  'page.account.printers',
  'page.account.quickReorder',
  'page.account.returns',
  'header.account.signOut',
  'header.wishlist.count',
  'header.wishlist.count.one',
]

const MOBILE_NAV: readonly MobileNavText[] = [
  'nav.mobile.label',
  'nav.mobile.menu',
  'nav.mobile.account',
  'nav.mobile.loading',
  'nav.mobile.loadFailed',
  'nav.mobile.retry',
  'nav.submenu.toggle',
  'page.signIn',
  'page.register',
  'page.account',
  'page.account.orders',
  'page.account.printers',
  'page.account.quickReorder',
  'page.account.returns',
  'page.account.wishlist',
  'header.wishlist.count',
  'header.wishlist.count.one',
  'header.account.signOut',
]

const REVIEW_FORM: readonly ReviewFormText[] = [
  'reviews.form.title',
  'reviews.form.intro',
  'reviews.form.signInHint',
  'reviews.form.signIn',
  'reviews.form.nickname',
  'reviews.form.summary',
  'reviews.form.text',
  'reviews.form.minLength',
  'reviews.form.rating',
  'reviews.form.stars',
  'reviews.form.stars.one',
  'reviews.form.submit',
  'reviews.form.required',
  'reviews.form.tooShort',
  'reviews.form.chooseStars',
  'reviews.form.thanks',
  'reviews.form.failed',
]

const SAVED_PRINTER: readonly SavedPrinterText[] = ['printers.save', 'printers.saved', 'printers.signInToSave', 'printers.yours', 'printers.manage', 'printers.saveFailed', 'printers.savedNotice']

const WISHLIST_TOGGLE: readonly WishlistToggleText[] = ['wishlist.add', 'wishlist.remove', 'wishlist.added', 'wishlist.removed', 'wishlist.failed']

/**
 * Each island's texts by the island's name (`components.ts`), and those of the page's scripts
 * outside islands (`PageTexts`): the search suggestions and a refused add to the basket.
 */
export const ISLAND_TEXT_KEYS = {
  'add-to-cart': Object.values(CART_REFUSAL_TEXTS),
  'search-suggestions': SUGGESTION_TEXTS,
  'account-menu': ACCOUNT_MENU,
  'help-chat': HELP_CHAT_TEXT_KEYS,
  'mobile-nav': MOBILE_NAV,
  'modal-host': MODAL_TEXT_KEYS,
  'notification-area': ['notification.region', 'notification.close', 'notification.success', 'notification.warning', 'notification.danger', 'notification.info'],
  'price-display-switch': ['header.vat.label', 'header.vat.including', 'header.vat.excluding'],
  'printer-finder': PRINTER_FINDER_TEXTS,
  'review-form': REVIEW_FORM,
  'saved-printer': SAVED_PRINTER,
  'wishlist-toggle': WISHLIST_TOGGLE,
} as const satisfies Record<string, readonly MessageKey[]>

/** Every key of the table once: what the locale's file holds. */
export const ISLAND_TEXT_KEY_SET: ReadonlySet<string> = new Set(Object.values(ISLAND_TEXT_KEYS).flat())

/** Whether a page's texts can come from its locale's file: it has one, and that file holds every key. */
export const textsFileHolds = (file: string | undefined, keys: readonly string[]): file is string => file !== undefined && keys.every((key) => ISLAND_TEXT_KEY_SET.has(key))

/** The locale's file: every island's texts in one object, each key once (the build writes it). */
export function islandTextsFile(locale: StoreView['locale']): Record<string, string> {
  const texts: Record<string, string> = {}
  for (const key of [...ISLAND_TEXT_KEY_SET].sort()) texts[key] = translate(locale, key as MessageKey)
  return texts
}
