import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { pageReady } from './shell-controls'
import { signedInCustomer } from './shopper'
import { BOTH_WIDTHS } from './viewports'

/**
 * Issue 26 point 4: React is no part of a page's first load, and none of an untouched guest's page.
 * The islands hydrate after first paint, at the shopper's first interaction (or, for a signed-in
 * shopper's personal islands, after load), and what the shopper clicks before React has arrived is
 * done once it has.
 */

/** What every build of React's packages (react, react-dom, the JSX runtime) carries in its code, in whichever quotes the minifier chose. */
const REACT_MARK = /Symbol\.for\(["'`]react\./

const hydrated = (name: string) => `[data-island="${name}"][data-hydrated]`

/** The page's scripts with when each was requested, and its first paint and load event, on its own clock. */
async function scriptTimeline(page: Page) {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    return {
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      loadEvent: navigation.loadEventStart,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ url: entry.name, requestedAt: entry.startTime })),
    }
  })
}

async function isReact(request: APIRequestContext, url: string): Promise<boolean> {
  return (await (await request.get(url)).text()).match(REACT_MARK) !== null
}

/** Holds back every script that carries React until `release` is called; the others pass. */
async function holdReact(page: Page): Promise<() => Promise<void>> {
  const held: (() => Promise<void>)[] = []
  let released = false
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    const pass = () => route.fulfill({ response, body })
    if (released || !REACT_MARK.test(body)) await pass()
    else held.push(pass)
  })
  return async () => {
    released = true
    for (const pass of held.splice(0)) await pass()
  }
}

// A held or passing script may still be on its way when a test ends (a chunk the click asked
// for): its handler must not fail the test as the page closes under it.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

test('a page nobody touches requests no React; the first island the shopper reaches brings it, after first paint and the load event', async ({ page, request, consoleErrors }) => {
  await page.goto('/')
  await pageReady(page)
  const untouched = await scriptTimeline(page)
  for (const script of untouched.scripts) expect(await isReact(request, script.url), `${script.url} on an untouched page`).toBe(false)
  // The entry itself came before the load event, without React.
  const entry = untouched.scripts.find((script) => /\/assets\/entry-[^/]+\.js$/.test(script.url))
  expect(entry?.requestedAt).toBeLessThan(untouched.loadEvent)
  // SPEC §2: the basket badge shows the session's count all the same.
  await expect(page.locator('[data-island="cart-count"]').getByTestId('cart-count')).toHaveText('0')

  // The shopper reaches the VAT switch: its island hydrates, and React comes with it.
  await page.getByRole('switch', { name: 'Show prices' }).focus()
  await page.locator(hydrated('price-display-switch')).waitFor({ state: 'attached' })
  const timeline = await scriptTimeline(page)
  const react = []
  for (const script of timeline.scripts) if (await isReact(request, script.url)) react.push(script)
  expect(react.length).toBeGreaterThan(0)
  expect(timeline.firstPaint).not.toBeNull()
  for (const script of react) {
    expect(script.requestedAt, `${script.url} before the first paint`).toBeGreaterThan(timeline.firstPaint!)
    expect(script.requestedAt, `${script.url} before the load event`).toBeGreaterThanOrEqual(timeline.loadEvent)
  }
  expect(consoleErrors).toEqual([])
})

test('the islands work once hydrated after load: the account menu, or the mobile nav', { tag: BOTH_WIDTHS }, async ({ page, request, consoleErrors }, testInfo) => {
  if (testInfo.project.name === 'mobile') {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Shop menu' })
    await nav.getByRole('button', { name: 'Menu', exact: true }).click()
    await expect(page.locator('#mobile-nav-menu').getByRole('link', { name: 'Ink Cartridges', exact: true })).toBeVisible()
  } else {
    await signedInCustomer(page, request, 'Hana')
    await page.goto('/')
    await page.getByRole('button', { name: 'Hi Hana' }).click()
    await expect(page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Order history' })).toBeVisible()
  }
  expect(consoleErrors).toEqual([])
})

test('a click on the VAT switch before React has come is done once it has', async ({ page, consoleErrors }) => {
  const release = await holdReact(page)
  await page.goto('/')
  const vatSwitch = page.getByRole('switch', { name: 'Show prices' })
  await vatSwitch.click()
  await expect(page.locator(hydrated('price-display-switch'))).toHaveCount(0)
  await expect(page.locator('html')).not.toHaveClass(/\bex-vat\b/)
  await release()
  await expect(vatSwitch).toHaveAttribute('aria-checked', 'false')
  await expect(page.locator('html')).toHaveClass(/\bex-vat\b/)
  expect(consoleErrors).toEqual([])
})

test('a tap on the mobile nav’s Menu tab before React has come opens it once it has', async ({ page, consoleErrors }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the tabs show below 1024 px')
  const release = await holdReact(page)
  await page.goto('/')
  const menuTab = page.getByRole('navigation', { name: 'Shop menu' }).getByRole('button', { name: 'Menu', exact: true })
  await menuTab.click()
  await expect(page.locator(hydrated('mobile-nav'))).toHaveCount(0)
  await expect(menuTab).toHaveAttribute('aria-expanded', 'false')
  await release()
  await expect(menuTab).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator('#mobile-nav-menu').getByRole('link', { name: 'Ink Cartridges', exact: true })).toBeVisible()
  expect(consoleErrors).toEqual([])
})
