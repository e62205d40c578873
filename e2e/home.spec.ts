import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { searchBox } from './shell-controls'

test('the home page renders the shell and hydrates the basket island without errors', async ({ page, consoleErrors }, testInfo) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('Cartridge Corner: ink, toner, label tape, paper and printers')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Printer supplies for home, business and schools')
  await expect(await searchBox(page, testInfo)).toHaveAttribute('placeholder', 'Search by printer or cartridge')
  // SPEC §2: the badge shows the session's count (0 here) without waiting for React.
  await expect(page.locator('[data-island="cart-count"]').getByTestId('cart-count')).toHaveText('0')
  await expect(page.getByRole('link', { name: 'Basket' })).toHaveAttribute('href', '/cart')
  expect(consoleErrors).toEqual([])
})

test('the search box submits the term to /search', async ({ page }, testInfo) => {
  await page.goto('/')
  const search = await searchBox(page, testInfo)
  await search.fill('hp 301')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=hp\+301$/)
})

test('hashed assets are served with a one-year immutable cache', async ({ page, request }) => {
  await page.goto('/')
  const css = await page.locator('link[rel="stylesheet"]').getAttribute('href')
  const entry = await page.locator('script[type="module"]').getAttribute('src')
  for (const path of [css, entry]) {
    const response = await request.get(path!)
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  }
})

test('the home page has no accessibility violations', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('[data-island="cart-count"]').getByTestId('cart-count')).toHaveText('0')
  await expectNoAxeViolations(page)
})

test('the German store speaks German', async ({ page, consoleErrors }, testInfo) => {
  await page.goto('/de/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
  await expect(await searchBox(page, testInfo, 'Im Shop suchen')).toBeVisible()
  await expect(page.locator('[data-island="cart-count"]').getByTestId('cart-count')).toHaveText('0')
  await expect(page.getByRole('link', { name: 'Warenkorb' })).toHaveAttribute('href', '/de/cart')
  expect(consoleErrors).toEqual([])
})
