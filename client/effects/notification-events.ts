/**
 * @module
 * A DOM event for showing a notification from code that cannot import the store: server-rendered
 * behaviours, the help-chat vendor or the tag manager dispatch
 * `new CustomEvent('shop:notify', { detail: { type, title?, message, persistent? } })` on window.
 * Anything malformed is ignored; the store applies the spec's limit and dedupe as for any other.
 */
import { notify, type NotificationInput, type NotificationType } from '../stores/notifications'

export const NOTIFY_EVENT = 'shop:notify'

const TYPES: ReadonlySet<string> = new Set<NotificationType>(['success', 'warning', 'danger', 'info'])
const MAX_TEXT_LENGTH = 500

function readDetail(detail: unknown): NotificationInput | null {
  if (detail === null || typeof detail !== 'object') return null
  const { type, title, message, persistent } = detail as Record<string, unknown>
  if (typeof type !== 'string' || !TYPES.has(type)) return null
  if (typeof message !== 'string' || !message.trim()) return null
  return {
    type: type as NotificationType,
    message: message.slice(0, MAX_TEXT_LENGTH),
    ...(typeof title === 'string' && title ? { title: title.slice(0, MAX_TEXT_LENGTH) } : {}),
    persistent: persistent === true,
  }
}

export function listenForNotifyEvents(): void {
  window.addEventListener(NOTIFY_EVENT, (event) => {
    const input = readDetail((event as CustomEvent<unknown>).detail)
    if (input) notify(input)
  })
}
