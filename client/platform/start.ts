/**
 * @module
 * The platform behaviours of SPEC §4 that every page has, started once per full page load: the
 * service worker, the online/offline notice, idle image prefetching and the shell's analytics
 * events. (The chunk-load guard sits where chunks load, in islands/hydrate.ts.)
 */
import { sendKeptEvents } from './analytics-kept'
import { trackOneShotEvents, trackPageViews, trackSearches } from './analytics-listeners'
import { startImagePrefetch } from './image-prefetch'
import { startOnlineStatus } from './online-status'
import { registerServiceWorker } from './service-worker-registration'
import { runInTurns } from '../runtime/yield-to-main'

/** Each step a task of its own, as the entry's start (a phone's first tap waits for the running task). */
export function startPlatform(): Promise<void> {
  return runInTurns([
    () => startOnlineStatus(document),
    // First what the checkout's pages kept, so the tag manager hears events in the order they happened.
    () => sendKeptEvents(document),
    () => trackPageViews(),
    () => trackSearches(document),
    () => trackOneShotEvents(document),
    () => startImagePrefetch(),
    () => registerServiceWorker(),
  ])
}
