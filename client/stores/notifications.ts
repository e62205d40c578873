/**
 * @module
 * The notification area's state (SPEC §4 "Notifications", §9): at most 3 shown, a message already
 * on screen is not shown twice, and each goes away after 3000 ms unless it is persistent.
 */
import { proxy } from 'valtio/vanilla'
import { NOTIFICATION_DISMISS_MS, NOTIFICATIONS_SHOWN_MAX } from '../../shared/constants/timings'

export type NotificationType = 'success' | 'warning' | 'danger' | 'info'

export type NotificationInput = {
  type: NotificationType
  /** Already translated: stores hold catalogue texts, never raw error messages. */
  title?: string
  message: string
  persistent?: boolean
}

export type ShownNotification = NotificationInput & { id: number }

export const notifications = proxy<{ shown: ShownNotification[] }>({ shown: [] })

let nextId = 1
const timers = new Map<number, ReturnType<typeof setTimeout>>()

/**
 * Shows a notification and returns its id, or null when the same message is already shown. When 3
 * are shown, the oldest makes room.
 */
export function notify(input: NotificationInput): number | null {
  if (notifications.shown.some((shown) => shown.message === input.message)) return null
  const id = nextId++
  notifications.shown.push({ ...input, id })
  while (notifications.shown.length > NOTIFICATIONS_SHOWN_MAX) dismiss(notifications.shown[0]!.id)
  if (!input.persistent) timers.set(id, setTimeout(() => dismiss(id), NOTIFICATION_DISMISS_MS))
  return id
}

export function dismiss(id: number): void {
  clearTimeout(timers.get(id))
  timers.delete(id)
  const index = notifications.shown.findIndex((shown) => shown.id === id)
  if (index >= 0) notifications.shown.splice(index, 1)
}

/** SPEC §4 "Remove": any open notification is dismissed first. */
export function dismissAll(): void {
  for (const { id } of [...notifications.shown]) dismiss(id)
}
