/**
 * @module
 * The texts of every modal and side panel. The server picks them once for the modal host island,
 * so opening a modal never waits for words; the catalogue itself never reaches the browser.
 */
import { enGB, type MessageKey } from '../../shared/messages/en-gb'
import type { Messages } from '../../shared/messages/pick-messages'

export type ModalTextKey = Extract<MessageKey, `modal.${string}` | `panel.${string}`>
export type ModalTexts = Messages<ModalTextKey>

const isModalTextKey = (key: string): key is ModalTextKey => key.startsWith('modal.') || key.startsWith('panel.')

/** Every modal and panel key, in catalogue order (server only: it reads the catalogue's keys). */
export const MODAL_TEXT_KEYS: readonly ModalTextKey[] = Object.keys(enGB).filter(isModalTextKey)
