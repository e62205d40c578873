/**
 * @module
 * SPEC §4 "Online/offline status is tracked": the shell's `[data-offline-indicator]` status
 * (offline-indicator.tsx) shows while the browser reports no network and hides when the
 * connection returns.
 */

export function startOnlineStatus(root: Document): () => void {
  const indicator = root.querySelector<HTMLElement>('[data-offline-indicator]')
  if (!indicator) return () => {}
  const update = () => {
    indicator.hidden = navigator.onLine
  }
  update()
  window.addEventListener('online', update)
  window.addEventListener('offline', update)
  return () => {
    window.removeEventListener('online', update)
    window.removeEventListener('offline', update)
  }
}
