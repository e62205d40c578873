import { expect, test } from './fixtures'
import { PrerenderingBrowser, type TabPage } from './prerender-browser'

/**
 * Issue 26 point 3: a product page prerendered from a listing is shown within 100 ms of the click.
 * Chromium does not prerender in a tab Playwright drives (it reports `PrerenderingDisabledByDevTools`
 * for a client attached to the page's own target), so this test drives a Chromium of its own through
 * its tab (e2e/prerender-browser.ts). It times the browser, so it runs alone, after every other test
 * (the `timing` project in playwright.config.ts): beside other browsers on two cores, the same
 * activation took from 60 to 600 ms.
 */

const CATEGORY = '/ink-cartridges/hp.html'
/** The bar: a prefetched product page's content within 100 ms of the click. */
const CLICK_TO_CONTENT_LIMIT_MS = 100

/**
 * Whether a page is ready: loaded, and its scripts ran (the entry claims every island as it starts;
 * a guest's untouched page hydrates none, so hydration is no sign).
 */
const READY = `document.readyState === 'complete' && document.querySelector('[data-island][data-island-claimed]') !== null`
/** The events the page pushed onto its data layer, and whether it asked who the shopper is. */
const SIDE_EFFECTS = `({
  events: (window.dataLayer ?? []).filter((entry) => 'event' in entry).map((entry) => entry.event),
  sessionCalls: performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === '/api/magento/session').length,
})`

/** Whether the page's service worker has taken over its scope (the listing itself, loaded before it, stays uncontrolled). */
const SERVICE_WORKER_ACTIVE = `navigator.serviceWorker.getRegistration().then((registration) => registration?.active?.state === 'activated')`

async function until(browser: PrerenderingBrowser, expression: string, page?: TabPage, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await browser.evaluate<boolean>(expression, page))) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms: ${expression}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

test.describe('a product page prerendered from a listing', () => {
  test('is shown within 100 ms of the click, and sent no analytics event and asked for no session before it was shown', async ({ baseURL }) => {
    const browser = await PrerenderingBrowser.launch()
    try {
      await browser.goto(new URL(CATEGORY, baseURL).href)
      await until(browser, `document.documentElement.hasAttribute('data-catalogue-bound')`)
      // Its start-up work done, so that the press and the click are not queued
      // behind it: the time measured is the product page's.
      await until(browser, READY)
      // The listing registers the service worker once loaded. Chromium never serves a navigation
      // from a prefetch made before a worker took over the URL, and gives up a prerender waiting on
      // such a prefetch (PrerenderFailedDuringPrefetch): whenever the worker's install ended
      // between the rest and the press, this test failed. So the shopper here is one whose worker
      // already runs, as it does from their second page on.
      await until(browser, SERVICE_WORKER_ACTIVE)
      const card = await browser.evaluate<{ x: number; y: number; path: string; name: string }>(`(() => {
        const link = document.querySelector('[data-listing] article h3 a')
        link.scrollIntoView({ block: 'center' })
        // The first line's box: a name on two lines has a bounding box whose centre may miss the text.
        const box = link.getClientRects()[0]
        // The click, on the shared clock: the listing's own record of it.
        document.addEventListener('click', (event) => localStorage.setItem('clickedAt', String(performance.timeOrigin + event.timeStamp)), true)
        return { x: box.x + box.width / 2, y: box.y + box.height / 2, path: new URL(link.href).pathname, name: link.textContent.trim() }
      })()`)

      // The pointer rests on the card (moderate: prefetch), then presses (conservative: prerender).
      await browser.hover(card.x, card.y)
      await new Promise((resolve) => setTimeout(resolve, 400))
      const prerendering = browser.nextPage()
      await browser.pointerDown(card.x, card.y)
      const product = await prerendering
      expect(product.subtype).toBe('prerender')
      await until(browser, READY, product)
      // A moment for anything the page would start by itself once ready.
      await browser.evaluate(`new Promise((resolve) => setTimeout(resolve, 500))`, product)

      // Hidden, ready, and silent: no analytics event, no session call.
      expect(await browser.evaluate<boolean>('document.prerendering', product)).toBe(true)
      expect(await browser.evaluate(SIDE_EFFECTS, product)).toEqual({ events: [], sessionCalls: 0 })
      await browser.evaluate(`document.addEventListener('prerenderingchange', () => requestAnimationFrame(() => {
        const heading = document.querySelector('[data-page-kind="product"] h1')
        if (heading && heading.checkVisibility()) localStorage.setItem('headingVisibleAt', String(performance.timeOrigin + performance.now()))
      }))`, product)

      await browser.pointerUp(card.x, card.y)
      await until(browser, `document.prerendering === false && localStorage.getItem('headingVisibleAt') !== null`, product)
      browser.shown = product
      const shown = await browser.evaluate<{ path: string; heading: string; activationStart: number; clickToContent: number }>(`({
        path: location.pathname,
        heading: document.querySelector('h1').textContent.trim(),
        activationStart: performance.getEntriesByType('navigation')[0].activationStart,
        clickToContent: Number(localStorage.getItem('headingVisibleAt')) - Number(localStorage.getItem('clickedAt')),
      })`)
      expect(shown.path).toBe(card.path)
      expect(shown.heading).toBe(card.name)
      // Activated from the prerender, not loaded again.
      expect(shown.activationStart).toBeGreaterThan(0)
      test.info().annotations.push({ type: 'click-to-content (prerender)', description: `${shown.clickToContent.toFixed(1)} ms` })
      expect(shown.clickToContent).toBeGreaterThan(0)
      expect(shown.clickToContent).toBeLessThanOrEqual(CLICK_TO_CONTENT_LIMIT_MS)

      // Once shown: its view and the session call, each once.
      await until(browser, `${SIDE_EFFECTS}.events.includes('view_item') && ${SIDE_EFFECTS}.sessionCalls === 1`)
      const after = await browser.evaluate<{ events: string[]; sessionCalls: number }>(SIDE_EFFECTS)
      expect(after.events.filter((event) => event === 'view_item')).toHaveLength(1)
      expect(after.sessionCalls).toBe(1)
    } catch (error) {
      throw new Error(`${String(error)}; Chromium's prerender and prefetch statuses: ${browser.prerenderStatuses.join(', ') || 'none'}`, { cause: error })
    } finally {
      await browser.close()
    }
  })
})
