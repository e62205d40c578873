/**
 * @module
 * The browser bundle's entry: arm the islands the server marked and start the shell's behaviours.
 * Kept small and free of React: islands and React load after first paint, as lazy chunks, and the
 * rest of the page is plain server HTML.
 */
import { storeFromPath, storePath } from '../shared/rules/store-from-path'
import { startBasketPage } from './effects/basket'
import { startCatalogue } from './effects/catalogue'
import { startCartBadge } from './effects/cart-badge'
import { startCheckout } from './effects/checkout'
import { startProductPage } from './effects/product'
import { startVatSwitchState } from './effects/vat-switch-state'
import { startFooterColumns } from './effects/footer-columns'
import { startFormErrorNotice } from './effects/form-error-notice'
import { startNavigation } from './effects/navigation'
import { listenForModalOpeners } from './effects/modal-openers'
import { listenForNotifyEvents } from './effects/notification-events'
import { startProgressBar } from './effects/progress-bar'
import { startSearchSuggestions } from './effects/search-suggestions'
import { hydrateIslands } from './islands/hydrate'
import { whenActivated } from './platform/activation'
import { startPlatform } from './platform/start'
import { startSoftNavigation } from './runtime/soft-navigation'
import { runInTurns } from './runtime/yield-to-main'
import { listenForEndedSessions, loadSession } from './stores/customer'

const homePath = storePath(storeFromPath(location.pathname).store, '/')

/**
 * Starts the page in short tasks rather than one long one (a slow phone's first tap waits for
 * whatever task is running, and a phone runs this code ten times slower than a laptop): each step
 * is a task of its own. First what a click or a key needs, then the rest of the shell, then what
 * reaches beyond the page.
 */
async function start(): Promise<void> {
  await runInTurns([
    () => startNavigation(document),
    () => startSearchSuggestions(document),
    // Before soft navigation: a link that opens a modal must not also navigate.
    () => listenForModalOpeners(document),
    () => startSoftNavigation(),
    () => listenForNotifyEvents(),
    // Listings and product cards: filters, sort, layout and add to basket, a chunk of their own.
    () => startCatalogue(document),
    // The product page: tabs, gallery, choices and offers, a chunk of its own.
    () => startProductPage(document),
    // The basket: the debounced quantity, the remove confirmation, changes shown in place.
    () => startBasketPage(document),
    // The checkout steps: their data-layer events.
    () => startCheckout(document),
    // Islands hydrate after first paint, each when it is needed (islands/hydration-mode.ts), so
    // React is no part of the first load (issue 26 point 4). Claiming them comes last of what a
    // click needs: a claimed island says the shell's listeners are bound (the browser tests wait
    // for it).
    () => hydrateIslands(document),
    // SPEC §2: the basket badge shows the session's count without React (its islands wait for the shopper).
    () => startCartBadge(document),
    // SPEC §2: the VAT switch says the shopper's choice (aria-checked) before its island hydrates.
    () => startVatSwitchState(document),
    () => startFooterColumns(document),
    () => startProgressBar(),
    // SPEC §8: a sign-in, registration or captcha refusal is also a persistent "Registration error".
    () => startFormErrorNotice(document),
    () => listenForEndedSessions(homePath),
  ])

  // Issue 26: a page prerendered from a speculation rule hydrates and binds at once (it is ready
  // when shown) but starts what has effects beyond it only once the shopper sees it: the analytics
  // it would send, the session call (whose basket count could be stale by then), the service worker.
  whenActivated(() => {
    // SPEC §4: service worker, online/offline notice, idle image prefetch, analytics events.
    void startPlatform()
    // SPEC §2: the basket badge and the greeting; one no-store call per full page load (the shell
    // and its state outlive soft navigations).
    void loadSession()
  })
}

void start()
