/**
 * @module
 * Registers the service worker (SPEC §4) once the page has loaded, so its precaching never
 * competes with the page's own downloads. SPEC §8 names the message for browsers without one.
 */

export const SERVICE_WORKER_URL = '/sw.js'

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) {
    console.error('serviceWorker is not supported in current browser!')
    return
  }
  const register = () => {
    // `updateViaCache: 'none'`: a new build's worker is found at the next visit, whatever caches say.
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' }).catch((error: unknown) => {
      console.error('service worker registration failed', error)
    })
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
