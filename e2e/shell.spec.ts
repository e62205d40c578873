import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { pageReady, scriptsReady, searchBox } from './shell-controls'
import { addToCustomerCart, signedInCustomer } from './shopper'
import { BOTH_WIDTHS } from './viewports'


test.describe('search box', () => {
  test('strips tags from the term and goes to /search?q=', async ({ page }, testInfo) => {
    await page.goto('/')
    await scriptsReady(page)
    const search = await searchBox(page, testInfo)
    await search.fill('<b>brother</b> tn-2420')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=brother\+tn-2420$/)
  })

  test('an empty term, or one of tags only, does nothing', async ({ page }, testInfo) => {
    await page.goto('/')
    await scriptsReady(page)
    const search = await searchBox(page, testInfo)
    await search.fill('<i></i>')
    await page.getByRole('search').filter({ has: search }).getByRole('button', { name: 'Search', exact: true }).click()
    await search.fill('   ')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/$/)
    await expect(search).toBeFocused()
  })
})

test('the VAT switch is remembered across reloads and applied before any bundle runs', async ({ page, consoleErrors }) => {
  await page.goto('/')
  const vatSwitch = page.getByRole('switch', { name: 'Show prices' })
  await scriptsReady(page)
  await expect(vatSwitch).toHaveAttribute('aria-checked', 'true')
  await vatSwitch.click()
  await expect(vatSwitch).toHaveAttribute('aria-checked', 'false')
  await expect(page.locator('html')).toHaveClass(/\bex-vat\b/)
  const cookie = (await page.context().cookies()).find((c) => c.name === 'price_display_type')
  expect(cookie).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' })

  // Without the bundle, only the head script can have set the class: no flash of inc. VAT prices.
  // The page's chunks are in first, so none of this page's meets the block.
  await pageReady(page)
  await page.route('**/assets/**/*.js', (route) => route.abort())
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/\bex-vat\b/)
  const excluding = page.getByRole('switch', { name: 'Show prices' }).getByText('ex. VAT')
  await expect(excluding).toHaveCSS('font-weight', '600')
  await page.unroute('**/assets/**/*.js')

  await page.reload()
  // Before its island hydrates, the switch already says the shopper's choice.
  await scriptsReady(page)
  await expect(vatSwitch).toHaveAttribute('aria-checked', 'false')
  await vatSwitch.click()
  await expect(page.locator('html')).not.toHaveClass(/\bex-vat\b/)
  expect((await page.context().cookies()).find((c) => c.name === 'price_display_type')?.value).toBe('2')
  expect(consoleErrors.filter((e) => !e.includes('ERR_FAILED'))).toEqual([])
})

test('soft navigation keeps the shell and its basket badge, shows the progress bar, and Back works', async ({ page, request, consoleErrors }) => {
  await signedInCustomer(page, request, 'Ada')
  await addToCustomerCart(page, 2)
  await page.goto('/aboutus.html')
  // One basket link is shown per viewport: the header's, or the mobile nav's below 1024 px.
  const badge = page.getByRole('link', { name: 'Basket, 2 items' })
  await expect(badge).toBeVisible()
  await page.evaluate(() => Object.assign(window, { shellMarker: 'kept' }))

  // A slow page, so the bar (shown only after 200 ms) has time to appear.
  await page.route('**/', async (route) => {
    if (route.request().resourceType() === 'fetch') await new Promise((resolve) => setTimeout(resolve, 900))
    await route.continue()
  })
  const bar = page.locator('[data-progress-bar]')
  await page.getByRole('link', { name: 'Cartridge Corner home page' }).click()
  await expect(bar).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Printer supplies for home, business and schools')
  await expect(page).toHaveTitle('Cartridge Corner: ink, toner, label tape, paper and printers')
  await expect(bar).toBeHidden()
  expect(await page.evaluate(() => (window as unknown as { shellMarker?: string }).shellMarker)).toBe('kept')
  await expect(badge).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL(/\/aboutus\.html$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Printer supplies for home, business and schools')
  expect(await page.evaluate(() => (window as unknown as { shellMarker?: string }).shellMarker)).toBe('kept')
  expect(consoleErrors).toEqual([])
})

test('the account menu greets a signed-in customer and lists the account pages', { tag: BOTH_WIDTHS }, async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'below 1024 px the Account tab holds these links (navigation.spec.ts)')
  await signedInCustomer(page, request, 'Grace')
  await page.goto('/')
  const trigger = page.getByRole('button', { name: 'Hi Grace' })
  const menu = page.getByRole('navigation', { name: 'Your account' })
  await trigger.hover()
  await expect(menu).toBeVisible()
  await page.getByRole('heading', { level: 1 }).hover()
  await expect(menu).toBeHidden()
  await trigger.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/$/)
  await expect(menu).toBeVisible()
  for (const [name, href] of [
    ['My Account', '/customer'],
    ['Order history', '/customer/order-history'],
    ['My saved printers', '/customer/my-printers'],
    ['Quick reorder', '/customer/quick-reorder'],
    ['My returns', '/customer/returns'],
  ] as const) {
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(trigger).toBeFocused()

  await trigger.click()
  await menu.getByRole('button', { name: 'Sign out' }).click()
  // The home page it goes to says so (the worker's one-off notice) and offers signing in again.
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('status').filter({ hasText: 'You have been signed out.' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible()
})

test('notifications: at most three, a repeated message once, and only persistent ones stay', async ({ page }) => {
  await page.goto('/')
  // The notification area hydrates for the first notification (its store asks for it).
  await scriptsReady(page)
  const area = page.getByRole('region', { name: 'Notifications' })
  await page.evaluate(() => {
    const send = (detail: object) => window.dispatchEvent(new CustomEvent('shop:notify', { detail }))
    send({ type: 'danger', title: 'Sign-in error', message: 'First, persistent', persistent: true })
    send({ type: 'info', message: 'Second' })
    send({ type: 'info', message: 'Second' })
    send({ type: 'success', message: 'Third' })
  })
  await expect(area.getByText(/^(First, persistent|Second|Third)$/)).toHaveCount(3)
  await expect(area.getByRole('alert')).toContainText('Sign-in error')
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('shop:notify', { detail: { type: 'warning', message: 'Fourth' } })))
  await expect(area.getByText('Fourth')).toBeVisible()
  await expect(area.getByText('First, persistent')).toBeHidden()
  await expect(area.locator('[data-notification-type]')).toHaveCount(3)
  // Not persistent: each goes by itself (SPEC §9: after 3000 ms).
  await expect(area.locator('[data-notification-type]')).toHaveCount(0, { timeout: 8000 })

  await page.evaluate(() => window.dispatchEvent(new CustomEvent('shop:notify', { detail: { type: 'danger', message: 'Stays', persistent: true } })))
  const stays = area.getByText('Stays')
  await expect(stays).toBeVisible()
  await page.waitForTimeout(3500)
  await expect(stays).toBeVisible()
  await area.getByRole('button', { name: 'Dismiss notification' }).click()
  await expect(stays).toBeHidden()
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('pages, links and the search box still work', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Printer supplies for home, business and schools')
    await expect(page.getByRole('link', { name: 'Basket' }).first()).toHaveAttribute('href', '/cart')
    await expect(page.getByRole('link', { name: 'My account' }).first()).toHaveAttribute('href', '/customer/account/login')
    // Controls that need scripts step aside: the mobile nav's tabs and the VAT switch.
    await expect(page.getByRole('navigation', { name: 'Shop menu' })).toBeHidden()
    await expect(page.getByRole('switch', { name: 'Show prices' })).toBeHidden()
    // At every width: the mobile nav's tabs need scripts, so the category bar stays.
    const categories = page.getByRole('navigation', { name: 'Shop by category' })
    await expect(categories.getByRole('link', { name: 'Toner Cartridges', exact: true })).toBeVisible()
    await expect(categories.getByRole('link', { name: 'Toner Cartridges', exact: true })).toHaveAttribute('href', '/toner-cartridges.html')
    const search = page.getByRole('searchbox', { name: 'Search the shop' })
    await search.fill('<b>toner</b>')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('toner')
    await page.getByRole('link', { name: 'Cartridge Corner home page' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})
