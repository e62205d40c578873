/**
 * @module
 * The texts of every modal and side panel. The server picks them once for the modal host island,
 * so opening a modal never waits for words; the catalogue itself never reaches the browser.
 */
import { enGB, type MessageKey } from '../../shared/messages/en-gb'
import type { Messages } from '../../shared/messages/pick-messages'

/** The basket page's words the basket panel shows too (its totals and prices), so both say the same. */
const BASKET_PANEL_KEYS = ['basket.totals.', 'basket.freeDelivery.', 'basket.empty', 'basket.itemCount', 'basket.itemCount.one', 'basket.checkout', 'basket.removeNamed', 'basket.quantity', 'price.inclVatAmount', 'price.exclVatAmount'] as const
type BasketPanelKey = Extract<MessageKey, `basket.totals.${string}` | `basket.freeDelivery.${string}` | (typeof BASKET_PANEL_KEYS)[number]>

export type ModalTextKey = Extract<MessageKey, `modal.${string}` | `panel.${string}`> | BasketPanelKey
export type ModalTexts = Messages<ModalTextKey>

const isModalTextKey = (key: string): key is ModalTextKey =>
  key.startsWith('modal.') || key.startsWith('panel.') || BASKET_PANEL_KEYS.some((prefix) => (prefix.endsWith('.') ? key.startsWith(prefix) : key === prefix))

/** Every modal and panel key, in catalogue order (server only: it reads the catalogue's keys). */
export const MODAL_TEXT_KEYS: readonly ModalTextKey[] = Object.keys(enGB).filter(isModalTextKey)
