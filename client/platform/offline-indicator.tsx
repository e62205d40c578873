import type { PageProps } from '../components/page-props'

/**
 * The shell's offline notice (SPEC §4), server-rendered hidden and shown by online-status.ts while
 * the browser has no network. A polite status: screen readers announce it when it appears.
 */
export function OfflineIndicator({ t }: Pick<PageProps, 't'>) {
  return (
    <p
      data-offline-indicator=""
      role="status"
      aria-live="polite"
      hidden
      className="fixed bottom-20 left-4 z-[65] max-w-[calc(100vw-2rem)] rounded-md bg-ink-900 px-4 py-2 text-sm font-semibold text-white shadow-lg"
    >
      {t('offline.status')}
    </p>
  )
}
