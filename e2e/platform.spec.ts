import type { Page } from '@playwright/test'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { pageReady, scriptsReady, searchBox } from './shell-controls'

/** SPEC §9: the chat script loads 1000 ms after the click. */
const CHAT_LOAD_DELAY_MS = 1000
/** Where playwright.config.ts points CHAT_SCRIPT_URL: the stand-in vendor of e2e/chat-vendor.mjs. */
const VENDOR_SCRIPT = /^http:\/\/127\.0\.0\.1:\d+\/widget\.js$/

const hydrated = (name: string) => `[data-island="${name}"][data-hydrated]`
const attached = { state: 'attached' } as const

test.describe('help chat', () => {
  test('loads the vendor only after a click, 1000 ms later, and silently on later visits', async ({ page, consoleErrors }) => {
    const vendorRequests: string[] = []
    page.on('request', (request) => {
      if (VENDOR_SCRIPT.test(request.url())) vendorRequests.push(request.url())
    })
    await page.goto('/')
    // The launcher hydrates when reached; a click before that is kept and done then (early-clicks.ts).
    await scriptsReady(page)
    const button = page.getByRole('button', { name: 'Help: chat with our team' })
    await expect(button).toBeVisible()
    await expect(button).toHaveText('Help')
    expect(vendorRequests).toEqual([])
    expect(await axeViolations(page)).toEqual([])

    // The click and the script request, both on the page's own clock.
    await page.evaluate(() => {
      document.addEventListener('click', () => Object.assign(window, { chatClickedAt: performance.now() }), { capture: true, once: true })
    })
    await button.click()
    await expect(page.getByRole('button', { name: 'Opening the chat…' })).toBeVisible()
    const widget = page.getByRole('complementary', { name: 'Live chat' })
    await expect(widget).toBeVisible()
    await expect(page.locator('[data-island="help-chat"] button')).toHaveCount(0)
    expect(vendorRequests).toHaveLength(1)
    const { clickedAt, requestedAt } = await page.evaluate(() => ({
      clickedAt: (window as unknown as { chatClickedAt: number }).chatClickedAt,
      requestedAt: performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/widget.js'))?.startTime ?? -1,
    }))
    expect(requestedAt - clickedAt).toBeGreaterThanOrEqual(CHAT_LOAD_DELAY_MS)
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'help_chat')?.value).toBe('1')

    await page.reload()
    await page.locator(hydrated('help-chat')).waitFor(attached)
    await expect(widget).toBeVisible()
    expect(vendorRequests).toHaveLength(2)
    await expect(page.locator('[data-island="help-chat"] button')).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { __chatLoaded?: boolean }).__chatLoaded)).toBe(true)
    expect(consoleErrors).toEqual([])
  })

  test('is offered in the German store too', async ({ page }) => {
    await page.goto('/de/')
    await scriptsReady(page)
    await expect(page.getByRole('button', { name: 'Hilfe: mit unserem Team chatten' })).toHaveText('Hilfe')
  })

  test('a keyboard user who opens the chat lands in the vendor’s widget, not on the page body', async ({ page }) => {
    await page.goto('/')
    await scriptsReady(page)
    const button = page.getByRole('button', { name: 'Help: chat with our team' })
    await button.focus()
    await page.keyboard.press('Enter')
    const widget = page.getByRole('complementary', { name: 'Live chat' })
    await expect(widget).toBeVisible()
    await expect(button).toHaveCount(0)
    await expect(widget).toBeFocused()
    await page.context().clearCookies({ name: 'help_chat' })
  })
})

type NetworkEvent = 'online' | 'offline'
type RecordingWindow = { networkEvents?: NetworkEvent[] }

/** Starts recording the window's online and offline events (what the offline notice listens for). */
async function recordNetworkEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const recording = window as unknown as RecordingWindow
    recording.networkEvents = []
    for (const type of ['online', 'offline'] as const) window.addEventListener(type, () => recording.networkEvents?.push(type))
  })
}

/** Waits until the page has received `type` as its `count`-th event of that type. */
const receivedNetworkEvent = (page: Page, type: NetworkEvent, count = 1) =>
  page.waitForFunction(
    ([name, times]) => ((window as unknown as RecordingWindow).networkEvents ?? []).filter((event) => event === name).length >= times,
    [type, count] as const,
  )

test('the offline notice shows while the network is gone and hides when it returns', async ({ page, context }) => {
  await page.goto('/')
  // The page's chunks are loaded first (no island hydrates untouched), so nothing is still loading
  // when the network goes.
  await pageReady(page)
  const notice = page.getByRole('status').filter({ hasText: 'You are offline.' })
  await expect(notice).toBeHidden()
  await recordNetworkEvents(page)
  await context.setOffline(true)
  await receivedNetworkEvent(page, 'offline')
  await expect(notice).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await context.setOffline(false)
  await receivedNetworkEvent(page, 'online')
  await expect(notice).toBeHidden()
})

test.describe('on the narrowest phone', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('no page is wider than the screen, in either store', async ({ page }) => {
    for (const path of ['/', '/de/', '/ink-cartridges/hp.html', '/cart', '/de/customer/account/login', '/terms.html', '/contact.html', '/Faq']) {
      await page.goto(path)
      await scriptsReady(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320)
    }
  })

  test('the offline notice and the chat button never overlap, in either language or while the chat loads', async ({ page, context }) => {
    const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    for (const path of ['/', '/de/']) {
      await page.goto(path)
      // The shopper reaches the launcher (it hydrates then) before the network goes.
      await pageReady(page)
      await page.locator('[data-island="help-chat"] button').focus()
      await page.locator(hydrated('help-chat')).waitFor(attached)
      await recordNetworkEvents(page)
      await context.setOffline(true)
      await receivedNetworkEvent(page, 'offline')
      const notice = page.locator('[data-offline-indicator]')
      await expect(notice).toBeVisible()
      const chat = page.locator('[data-island="help-chat"] button')
      expect(overlap((await notice.boundingBox())!, (await chat.boundingBox())!), `${path} idle`).toBe(false)
      // While it loads the button says more and grows to the left.
      await chat.click()
      await expect(chat).toHaveAttribute('data-help-chat-state', 'waiting')
      expect(overlap((await notice.boundingBox())!, (await chat.boundingBox())!), `${path} loading`).toBe(false)
      await context.setOffline(false)
      await receivedNetworkEvent(page, 'online')
      await page.context().clearCookies({ name: 'help_chat' })
    }
  })
})

test('a chunk that fails while offline leaves the page in place, and reloads it once the connection is back', async ({ page, context }) => {
  const MODAL_HOST_CHUNK = /\/assets\/chunks\/modal-host-[^/]+\.js$/
  // The modal host's chunk is held until the network is gone, then fails as it would offline.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(MODAL_HOST_CHUNK, async (route) => {
    await held
    await route.abort('internetdisconnected')
  })
  const requested = page.waitForRequest(MODAL_HOST_CHUNK)
  await page.goto('/')
  // React comes with the first island the shopper reaches (here the VAT switch): in before the
  // network goes, so the modal host's chunk, asked for by the next opener, is the one that fails.
  await pageReady(page)
  await page.getByRole('switch', { name: 'Show prices' }).focus()
  await page.locator(hydrated('price-display-switch')).waitFor(attached)
  await page.evaluate(() => document.querySelector<HTMLElement>('footer [data-modal-open="newsletter"]')?.click())
  await requested
  await page.evaluate(() => ((window as unknown as { samePage?: boolean }).samePage = true))
  await recordNetworkEvents(page)
  await context.setOffline(true)
  await receivedNetworkEvent(page, 'offline')

  // The failed import surfaces as an uncaught rejection once the guard has decided.
  const rejected = page.waitForEvent('pageerror')
  release()
  await rejected
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible()

  await page.unroute(MODAL_HOST_CHUNK)
  const reloaded = page.waitForEvent('load')
  await context.setOffline(false)
  await reloaded
  await scriptsReady(page)
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBeUndefined()
})

test.describe('service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('is served uncached from /sw.js', async ({ request }) => {
    const response = await request.get('/sw.js')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-cache')
    expect(response.headers()['content-type']).toMatch(/javascript/)
  })

  test('shows the offline page, in the store’s language, when a page cannot be loaded', async ({ page, context }) => {
    await page.goto('/')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await context.setOffline(true)

    await page.goto('/aboutus.html')
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText('You are offline')
    await expect(page).toHaveURL(/\/aboutus\.html$/)
    // The stylesheet came from the worker's cache.
    await expect(heading).toHaveCSS('font-weight', '700')
    expect(await axeViolations(page)).toEqual([])

    await page.goto('/de/aboutus.html')
    await expect(heading).toHaveText('Sie sind offline')

    // Back online, "Try again" asks for the same page, which now comes from the network.
    await context.setOffline(false)
    await page.getByRole('link', { name: 'Erneut versuchen' }).click()
    await expect(page).toHaveURL(/\/de\/aboutus\.html$/)
    await expect(heading).not.toHaveText('Sie sind offline')
    await expect(page.locator('header')).toBeVisible()
  })

  test('leaves pages to the network: a controlled page still gets fresh server HTML', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    const response = await page.goto('/aboutus.html')
    expect(response?.status()).toBe(200)
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    // Each page response carries its own nonce: it came from the worker, not from a cache.
    const nonces = new Set<string>()
    for (let i = 0; i < 2; i++) {
      const again = await page.reload()
      nonces.add(/'nonce-([^']+)'/.exec((await again?.allHeaders())?.['content-security-policy'] ?? '')?.[1] ?? '')
    }
    expect(nonces.size).toBe(2)
  })
})

test('a chunk that cannot be loaded reloads the page once, and not again within a minute', async ({ page }) => {
  // Page loads, counted by their document requests (history entries changing in place do not count).
  const navigations: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url())
  })
  // As after a deploy: the island's chunk is gone, and the shopper reaches the island (the VAT switch).
  await page.route('**/assets/chunks/price-display-switch-*.js', (route) => route.abort())
  await page.goto('/')
  await scriptsReady(page)
  await page.getByRole('switch', { name: 'Show prices' }).focus()
  await expect.poll(() => navigations.length).toBe(2)
  await page.waitForLoadState('networkidle')
  // Reached again on the reloaded page, the chunk fails again, and the page stays.
  await scriptsReady(page)
  await page.getByRole('switch', { name: 'Show prices' }).focus()
  await page.waitForLoadState('networkidle')
  expect(navigations).toHaveLength(2)
  expect(await page.evaluate(() => sessionStorage.getItem('chunkReloadAt'))).toMatch(/^\d+$/)
})

test.describe('analytics', () => {
  type Entry = Record<string, unknown>
  const dataLayer = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []).filter((e) => 'event' in e))

  test('a soft navigation sends a page_view, and a search sends its term', async ({ page, consoleErrors }, testInfo) => {
    await page.goto('/aboutus.html')
    await scriptsReady(page)
    await page.getByRole('link', { name: 'Cartridge Corner home page' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Printer supplies for home, business and schools')
    await expect.poll(() => dataLayer(page)).toContainEqual({
      event: 'page_view',
      page_location: new URL('/', page.url()).href,
      page_title: 'Cartridge Corner: ink, toner, label tape, paper and printers',
    })

    const search = await searchBox(page, testInfo)
    await search.fill('<b>hp</b> 301')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=hp\+301$/)
    await expect.poll(() => dataLayer(page)).toContainEqual({ event: 'search', search_term: 'hp 301' })
    expect(consoleErrors).toEqual([])
  })

  test('no tag manager is loaded when none is configured', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.goto('/')
    await pageReady(page)
    expect(requests.filter((url) => url.includes('googletagmanager'))).toEqual([])
  })
})
