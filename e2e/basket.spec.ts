import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { deliveryToPayment, main, placeByCheque } from './checkout-steps'
import { keepDataLayerWhenLeft, leftDataLayerEvents } from './data-layer'
import { expect, test } from './fixtures'
import { pageReady } from './shell-controls'

/** Seeded products (the catalogue is deterministic): two product pages and a category's cards. */
const SIMPLE = '/hp-963-yellow-ink-cartridge-3ja25ae.html'
const CONFIGURABLE = '/brother-bp60-inkjet-paper-72gsm.html'
const CATEGORY = '/ink-cartridges/brother.html'

const buyBox = (page: Page) => page.locator('form[data-product-form]')
const lines = (page: Page) => page.locator('li[data-basket-line]')
const total = (page: Page, name: string) => page.locator(`[data-total="${name}"]`)

/** Three different products, each through its own plain form, as a shopper without scripts adds them. */
async function fillBasket(page: Page): Promise<void> {
  await page.goto(SIMPLE)
  await buyBox(page).getByLabel('Quantity').fill('2')
  await buyBox(page).getByRole('button', { name: 'Add to basket' }).click()
  await expect(page).toHaveURL('/cart')
  await page.goto(CONFIGURABLE)
  await buyBox(page).getByRole('radio').first().check()
  await buyBox(page).getByRole('button', { name: 'Add to basket' }).click()
  await expect(page).toHaveURL('/cart')
  await page.goto(CATEGORY)
  await page.locator('[data-listing] ul[data-item-list-name]').getByRole('button', { name: /Add to basket/ }).first().click()
  await expect(page).toHaveURL('/cart')
  await expect(page.getByText('The product was added to your basket.')).toBeVisible()
}

test.describe('the basket without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows the empty basket with somewhere to go', async ({ page }) => {
    const response = await page.goto('/cart')
    expect(response?.headers()['cache-control']).toBe('no-store')
    await expect(page.getByText('Your basket is empty.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible()
  })

  test('changes a quantity, removes a line, applies and removes a coupon, then goes to checkout', async ({ page }) => {
    await fillBasket(page)
    await expect(lines(page)).toHaveCount(3)
    await expect(page.getByText('4 items in your basket')).toBeVisible()
    const grandBefore = await total(page, 'grand').textContent()

    await lines(page).first().getByRole('spinbutton').fill('3')
    await lines(page).first().getByRole('button', { name: 'Update' }).click()
    await expect(page.getByText('Your basket was updated.')).toBeVisible()
    await expect(page.getByText('5 items in your basket')).toBeVisible()
    expect(await total(page, 'grand').textContent()).not.toBe(grandBefore)

    const last = lines(page).last()
    const name = (await last.getByRole('link').first().textContent())!.trim()
    await last.getByRole('button', { name: `Remove ${name} from your basket` }).click()
    await expect(page.getByText(`${name} has been successfully removed from your cart`)).toBeVisible()
    await expect(lines(page)).toHaveCount(2)

    const grandWithout = await total(page, 'grand').textContent()
    await page.getByLabel('Enter your discount code').fill('SAVE10')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('Your discount code was applied.')).toBeVisible()
    await expect(total(page, 'discount')).toBeVisible()
    expect(await total(page, 'grand').textContent()).not.toBe(grandWithout)

    await page.getByRole('button', { name: 'Remove code' }).click()
    await expect(page.getByText('Your discount code was removed.')).toBeVisible()
    await expect(total(page, 'discount')).toHaveCount(0)
    expect(await total(page, 'grand').textContent()).toBe(grandWithout)

    await page.getByLabel('Enter your discount code').fill('NOT-A-CODE')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('The discount code is not valid.')).toBeVisible()

    await page.getByRole('link', { name: 'Go to checkout' }).click()
    await expect(page).toHaveURL('/checkout/user-account')
  })
})

/** A basket filled by plain forms in a context of its own, then carried into `page`'s context. */
async function carryFilledBasket(browser: import('@playwright/test').Browser, page: Page, use: object): Promise<void> {
  const plain = await browser.newContext({ ...use, javaScriptEnabled: false })
  await fillBasket(await plain.newPage())
  await page.context().addCookies((await plain.storageState()).cookies)
  await plain.close()
}

type DataLayerEntry = { event?: string; ecommerce?: { items?: { item_id: string; quantity: number }[]; value?: number; coupon?: string } | null }
const dataLayerEvents = (page: Page) => page.evaluate(() => ((window as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).filter((entry) => entry.event).map((entry) => entry.event))

test.describe('the basket with JavaScript', () => {
  test('sends a burst of quantity changes once, asks before removing, applies a coupon in place, and tells the data layer', async ({ browser, page, consoleErrors }, testInfo) => {
    await carryFilledBasket(browser, page, testInfo.project.use)
    await page.goto('/cart')
    await expect(lines(page)).toHaveCount(3)
    // The basket's scripts are bound once view_cart has gone to the data layer.
    await expect.poll(() => dataLayerEvents(page)).toContain('view_cart')
    await expect(page.getByRole('link', { name: 'Basket, 4 items' }).first()).toBeAttached()
    // A full page load would lose this mark: every change below is shown in place.
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }))
    const historyLength = await page.evaluate(() => history.length)

    const updates: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/checkout/cart/update') updates.push(request.postData() ?? '')
    })
    const quantity = lines(page).first().getByRole('spinbutton')
    await quantity.fill('')
    await quantity.pressSequentially('5', { delay: 150 })
    await quantity.press('Backspace')
    await quantity.pressSequentially('3', { delay: 150 })
    await expect(page.getByText('Your basket was updated.')).toBeVisible()
    await expect(page.getByText('5 items in your basket')).toBeVisible()
    expect(updates).toHaveLength(1)
    expect(new URLSearchParams(updates[0]).get('quantity')).toBe('3')
    await expect(lines(page).first().getByRole('spinbutton')).toHaveValue('3')
    await expect(lines(page).first().getByRole('spinbutton')).toBeFocused()
    await expect(page.getByRole('link', { name: 'Basket, 5 items' }).first()).toBeAttached()

    const last = lines(page).last()
    const name = (await last.getByRole('link').first().textContent())!.trim()
    await last.getByRole('button', { name: `Remove ${name} from your basket` }).click()
    const dialog = page.getByRole('dialog', { name: 'Remove this item?' })
    await expect(dialog).toContainText(`Do you want to remove ${name} from your basket?`)
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(page.locator('[data-notification-type="success"]')).toContainText(`${name} has been successfully removed from your cart`)
    await expect(lines(page)).toHaveCount(2)
    expect(await dataLayerEvents(page)).toContain('remove_from_cart')

    await page.getByLabel('Enter your discount code').fill('SAVE10')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('Your discount code was applied.')).toBeVisible()
    await expect(total(page, 'discount')).toBeVisible()
    await page.getByRole('button', { name: 'Remove code' }).click()
    await expect(page.getByText('Your discount code was removed.')).toBeVisible()
    await expect(total(page, 'discount')).toHaveCount(0)

    expect(await page.evaluate(() => (window as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true)
    expect(await page.evaluate(() => history.length)).toBe(historyLength)
    // Shown again in place, the basket is not viewed again.
    expect((await dataLayerEvents(page)).filter((event) => event === 'view_cart')).toHaveLength(1)

    // The checkout's payment pages are documents of their own (PCI DSS 4.0 6.4.3): the basket's data layer is read as it was left.
    await keepDataLayerWhenLeft(page)
    await page.getByRole('link', { name: 'Go to checkout' }).click()
    await expect(page).toHaveURL('/checkout/user-account')
    expect(await leftDataLayerEvents(page)).toContain('begin_checkout')
    // On through the five steps to the order number.
    await main(page).getByLabel('Email address').fill('three-products@example.co.uk')
    await main(page).getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL('/checkout/shipping')
    await deliveryToPayment(page, false)
    await placeByCheque(page)
    await expect(page.locator('[data-order-number]')).toHaveText(/^\d+$/)
    await expect(page.getByRole('link', { name: 'Basket, 0 items' }).first()).toBeAttached()
    expect(consoleErrors).toEqual([])
  })
})

test.describe('the basket panel', () => {
  test('after adding, View basket is the basket page; the header icon opens the panel with the lines and totals; a line is removed there', async ({ page, consoleErrors }) => {
    await page.goto(SIMPLE)
    await pageReady(page)
    await buyBox(page).getByRole('button', { name: 'Add to basket' }).click()
    const added = page.getByRole('dialog', { name: 'Added to your basket' })
    await expect(added.getByRole('button', { name: 'Continue', exact: true })).toBeVisible()
    // Issue 25: one step to the basket page, not a panel with a second "View basket".
    await added.getByRole('link', { name: 'View basket' }).click()
    await expect(page).toHaveURL('/cart')
    await expect(added).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping basket' })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(SIMPLE)

    await page.getByRole('link', { name: 'Basket, 1 item' }).filter({ visible: true }).first().click()
    const panel = page.getByRole('dialog', { name: 'Your basket' })
    await expect(panel.locator('[data-panel-line]')).toHaveCount(1)
    await expect(panel).toContainText('1 item in your basket')
    await expect(panel.locator('[data-total="grand"]')).toHaveText(/£\d+\.\d\d/)
    await expect(panel.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/checkout/user-account')
    expect(await dataLayerEvents(page)).toContain('view_cart')
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()

    await page.getByRole('link', { name: 'Basket, 1 item' }).filter({ visible: true }).first().click()
    await expect(panel.locator('[data-panel-line]')).toHaveCount(1)
    const name = (await panel.locator('[data-panel-line] a').first().textContent())!.trim()
    await panel.getByRole('button', { name: `Remove ${name} from your basket` }).click()
    const confirm = page.getByRole('dialog', { name: 'Remove this item?' })
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click()
    await expect(confirm).toBeHidden()
    await expect(panel).toContainText('Your basket is empty.')
    await expect(page.getByRole('link', { name: 'Basket, 0 items' }).first()).toBeAttached()
    await expect(page).toHaveURL(SIMPLE)
    expect(consoleErrors).toEqual([])
  })
})

test.describe('nothing typed is lost', () => {
  test('a quantity typed as soon as the basket page shows, reached from the panel, is the one Update sends', async ({ page, consoleErrors }) => {
    await page.goto(SIMPLE)
    await pageReady(page)
    await buyBox(page).getByRole('button', { name: 'Add to basket' }).click()
    await page.getByRole('dialog', { name: 'Added to your basket' }).getByRole('button', { name: 'Continue', exact: true }).click()
    await page.getByRole('link', { name: 'Basket, 1 item' }).filter({ visible: true }).first().click()
    await page.getByRole('dialog', { name: 'Your basket' }).getByRole('link', { name: 'View basket' }).first().click()
    await expect(page).toHaveURL('/cart')
    // At once, while the panel is still fading: the page is the shopper's already.
    const quantity = main(page).getByLabel(/^Quantity of /)
    await quantity.fill('3')
    await main(page).getByRole('button', { name: 'Update' }).click()
    await expect(page.getByRole('link', { name: 'Basket, 3 items' }).first()).toBeAttached()
    await expect(quantity).toHaveValue('3')
    expect(consoleErrors).toEqual([])
  })
})

// axe runs as a script in the page, so these checks run with JavaScript on; the desktop and mobile
// projects give the desktop and phone widths. The basket is filled without scripts first.
test.describe('the basket is accessible', () => {
  test('axe finds nothing on the empty basket', async ({ page }) => {
    await page.goto('/cart')
    await expectNoAxeViolations(page)
  })

  test('axe finds nothing on a filled basket', async ({ browser, page }, testInfo) => {
    await carryFilledBasket(browser, page, testInfo.project.use)
    await page.goto('/cart')
    await expect(lines(page)).toHaveCount(3)
    await expectNoAxeViolations(page)
  })
})
