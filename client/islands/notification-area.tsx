import { useSnapshot } from 'valtio/react'
import type { Messages } from '../../shared/messages/pick-messages'
import { dismiss, notifications, type NotificationType } from '../stores/notifications'
import { useHydrated } from './use-hydrated'

export type NotificationAreaProps = {
  texts: Messages<'notification.close' | 'notification.region' | 'notification.success' | 'notification.warning' | 'notification.danger' | 'notification.info'>
}

const TONE: Record<NotificationType, string> = {
  success: 'border-green-700 bg-green-50 text-green-900',
  warning: 'border-amber-600 bg-amber-50 text-amber-950',
  danger: 'border-red-700 bg-red-50 text-red-900',
  info: 'border-brand-700 bg-ink-100 text-ink-900',
}

/** One path per type, so the type is not told by colour alone (WCAG 1.4.1). */
const ICON: Record<NotificationType, string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  warning: 'M12 4l9 16H3L12 4zm0 6v4m0 3v.01',
  danger: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 5v5m0 3v.01',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 8v5m0-8v.01',
}

/**
 * The notification area (SPEC §2 "On demand", §4): up to three messages, newest last, announced
 * politely to screen readers; danger ones assertively. The store enforces the limit and timing.
 */
export function NotificationArea({ texts }: NotificationAreaProps) {
  const snapshot = useSnapshot(notifications)
  const shown = useHydrated() ? snapshot.shown : []
  return (
    <section aria-label={texts['notification.region']} className="pointer-events-none fixed top-4 right-4 z-[60] flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2">
      <div role="status" aria-live="polite" className="contents">
        {shown.map((item) => (
          <div
            key={item.id}
            role={item.type === 'danger' ? 'alert' : undefined}
            data-notification-type={item.type}
            className={`pointer-events-auto flex gap-3 rounded-md border-l-4 p-3 shadow-lg ${TONE[item.type]}`}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d={ICON[item.type]} />
            </svg>
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{item.title ?? texts[`notification.${item.type}`]}</p>
              <p className="text-sm">{item.message}</p>
            </div>
            <button
              type="button"
              onClick={() => dismiss(item.id)}
              aria-label={texts['notification.close']}
              className="-m-1 self-start rounded p-1 hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
        ))}
      </div>
    </section>
  )
}
