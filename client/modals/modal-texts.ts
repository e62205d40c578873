/**
 * @module
 * The texts of every modal and side panel. The server picks them once for the modal host island,
 * so opening a modal never waits for words; the catalogue itself never reaches the browser.
 */
import { enGB, type MessageKey } from '../../shared/messages/en-gb'
import type { Messages } from '../../shared/messages/pick-messages'

/**
 * The basket and wish-list pages' words their side panels show too (totals, prices, the move
 * button), so a panel and its page say the same.
 */
const PANEL_PAGE_KEYS = [
  'basket.totals.',
  'basket.freeDelivery.',
  'basket.empty',
  'basket.itemCount',
  'basket.itemCount.one',
  'basket.checkout',
  'basket.removeNamed',
  'basket.quantity',
  'price.inclVatAmount',
  'price.exclVatAmount',
  'account.wishlist.none',
  'account.wishlist.move',
  'account.wishlist.moveNamed',
  // SPEC §5: one invalid-e-mail text on every form, the modals' too.
  'form.email',
] as const
type PanelPageKey = Extract<MessageKey, `basket.totals.${string}` | `basket.freeDelivery.${string}` | (typeof PANEL_PAGE_KEYS)[number]>

export type ModalTextKey = Extract<MessageKey, `modal.${string}` | `panel.${string}`> | PanelPageKey
export type ModalTexts = Messages<ModalTextKey>

const isModalTextKey = (key: string): key is ModalTextKey =>
  key.startsWith('modal.') || key.startsWith('panel.') || PANEL_PAGE_KEYS.some((prefix) => (prefix.endsWith('.') ? key.startsWith(prefix) : key === prefix))

/** Every modal and panel key, in catalogue order (server only: it reads the catalogue's keys). */
export const MODAL_TEXT_KEYS: readonly ModalTextKey[] = Object.keys(enGB).filter(isModalTextKey)
