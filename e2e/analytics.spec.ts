/**
 * Analytics that survive checkout (issue 25 point 5): GA4's events on `window.dataLayer`, where the
 * tag manager reads them. The catalogue's views, a removal from the basket panel, sign-up and
 * sign-in; and the checkout's events, which its payment pages (no third-party script there, PCI DSS
 * 4.0 6.4.3) keep for the thank-you page, once per order, however the shopper came into checkout.
 */
import type { Page } from '@playwright/test'
import { main, placeByCheque } from './checkout-steps'
import { dataLayer, dataLayerEvents, expectEcommerce, foreignScripts, onlyEntry } from './data-layer'
import { expect, test } from './fixtures'
import { pageReady, scriptsReady } from './shell-controls'
import { mailedParameter } from './outbox'
import { createdCustomer, PASSWORD } from './shopper'

const SIMPLE = '/hp-963-yellow-ink-cartridge-3ja25ae.html'
const CATEGORY = '/ink-cartridges/hp.html'

const buyBox = (page: Page) => page.locator('form[data-product-form]')
const attached = { state: 'attached' } as const

let counter = 0
const uniqueEmail = (name: string) => `${name}-${Date.now().toString(36)}${(counter++).toString(36)}@example.co.uk`

/** Adds the simple product from its page with scripts on (sent in the background). */
async function addFromProductPage(page: Page): Promise<string> {
  await page.goto(SIMPLE)
  await page.locator('html[data-catalogue-bound]').waitFor(attached)
  await buyBox(page).getByRole('button', { name: 'Add to basket' }).click()
  await expect(page.getByRole('dialog', { name: 'Added to your basket' })).toBeVisible()
  return (await page.locator('[data-product-sku]').getAttribute('data-product-sku'))!
}

/** The delivery address, the first delivery method, billing the same; each step in place. */
async function addressAndDelivery(page: Page): Promise<void> {
  const address = main(page).getByRole('group', { name: 'Delivery address' })
  await address.getByLabel('First name').fill('Ada')
  await address.getByLabel('Last name').fill('Lovelace')
  await address.getByLabel('Address line 1').fill('12 Analytical Row')
  await address.getByLabel('Town or city').fill('London')
  await address.getByLabel('Postcode').fill('SW1A 1AA')
  await address.getByLabel('Telephone').fill('020 7946 0000')
  await main(page).getByRole('button', { name: 'Save address and choose delivery' }).click()
  await expect(main(page).getByRole('group', { name: 'Delivery method' }).getByRole('radio').first()).toBeChecked()
  await main(page).getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL('/checkout/billing')
}

/**
 * The checkout's events on the thank-you page: each once, in order, GA4-shaped, the purchase with
 * the order number; and the page views of the steps, which no tag manager saw either.
 */
async function expectCheckoutEventsOnce(page: Page, sku: string, before: string[] = []): Promise<string> {
  const number = ((await page.locator('[data-order-number]').textContent()) ?? '').trim()
  expect(number).toMatch(/^\d+$/)
  await expect.poll(() => dataLayerEvents(page)).toContain('purchase')
  expect((await dataLayerEvents(page)).filter((event) => event !== 'page_view')).toEqual([...before, 'add_shipping_info', 'add_payment_info', 'purchase'])
  const pageViews = (await dataLayer(page)).filter((entry) => entry.event === 'page_view').map((entry) => new URL(String((entry as { page_location?: string }).page_location)).pathname)
  expect(pageViews).toContain('/checkout/payment')
  const shipping = await onlyEntry(page, 'add_shipping_info')
  expect(expectEcommerce(shipping)).toEqual([expect.objectContaining({ item_id: sku, quantity: 1 })])
  expect(shipping.ecommerce?.shipping_tier).toMatch(/\S/)
  const payment = await onlyEntry(page, 'add_payment_info')
  expectEcommerce(payment)
  expect(payment.ecommerce?.payment_type).toBe('checkmo')
  const purchase = await onlyEntry(page, 'purchase')
  expect(expectEcommerce(purchase)).toEqual([expect.objectContaining({ item_id: sku, quantity: 1 })])
  expect(purchase.ecommerce?.transaction_id).toBe(number)
  expect(purchase.ecommerce?.value).toBe(shipping.ecommerce?.value)
  return number
}

/** Shown again, the thank-you page sends nothing of the order a second time. */
async function expectNothingAgainOnReload(page: Page, number: string): Promise<void> {
  await page.reload()
  await expect(page.locator('[data-order-number]')).toHaveText(number)
  await pageReady(page)
  const events = await dataLayerEvents(page)
  expect(events.filter((event) => ['purchase', 'add_shipping_info', 'add_payment_info', 'login'].includes(event))).toEqual([])
}

test.describe('the catalogue and the basket panel', () => {
  test('a category and a search send view_item_list, a product page view_item', async ({ page, consoleErrors }) => {
    await page.goto(CATEGORY)
    await page.locator('html[data-catalogue-bound]').waitFor(attached)
    await expect.poll(() => dataLayerEvents(page)).toContain('view_item_list')
    const list = await onlyEntry(page, 'view_item_list')
    const cards = await page.locator('[data-listing] [data-product-card]').evaluateAll((articles) => articles.map((article) => article.getAttribute('data-product-card')))
    const items = expectEcommerce(list, 'GBP', { valued: false })
    expect(items.map((item) => item.item_id)).toEqual(cards)
    expect(items[0]).toMatchObject({ index: 0, item_list_name: list.ecommerce?.item_list_name })

    await page.goto('/search?q=toner')
    await page.locator('html[data-catalogue-bound]').waitFor(attached)
    await expect.poll(() => dataLayerEvents(page)).toContain('view_item_list')
    const results = await onlyEntry(page, 'view_item_list')
    expect(results.ecommerce?.item_list_name).toBe('Search results')
    expectEcommerce(results, 'GBP', { valued: false })

    await page.goto(SIMPLE)
    const sku = await page.locator('[data-product-sku]').getAttribute('data-product-sku')
    await expect.poll(() => dataLayerEvents(page)).toContain('view_item')
    const item = await onlyEntry(page, 'view_item')
    expect(expectEcommerce(item)).toEqual([expect.objectContaining({ item_id: sku, item_name: (await page.getByRole('heading', { level: 1 }).textContent())!.trim(), quantity: 1 })])
    expect(item.ecommerce?.value).toBe(item.ecommerce?.items?.[0]?.price)
    expect(consoleErrors).toEqual([])
  })

  test('removing a line in the basket panel sends remove_from_cart', async ({ page, consoleErrors }) => {
    const sku = await addFromProductPage(page)
    const added = page.getByRole('dialog', { name: 'Added to your basket' })
    await added.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(added).toBeHidden()
    // The header's basket icon opens the panel (the modal's View basket is the basket page).
    await page.getByRole('link', { name: 'Basket, 1 item' }).filter({ visible: true }).first().click()
    const panel = page.getByRole('dialog', { name: 'Your basket' })
    await expect(panel.locator('[data-panel-line]')).toHaveCount(1)
    const name = (await panel.locator('[data-panel-line] a').first().textContent())!.trim()
    await panel.getByRole('button', { name: `Remove ${name} from your basket` }).click()
    await page.getByRole('dialog', { name: 'Remove this item?' }).getByRole('button', { name: 'Remove', exact: true }).click()
    await expect(panel).toContainText('Your basket is empty.')
    const removed = await onlyEntry(page, 'remove_from_cart')
    expect(expectEcommerce(removed)).toEqual([expect.objectContaining({ item_id: sku, item_name: name, quantity: 1 })])
    expect(consoleErrors).toEqual([])
  })
})

test.describe('checkout', () => {
  test('entered by a direct link and steps reloaded, the events reach the thank-you page once, and no third-party script runs on the payment step', async ({ page, consoleErrors }) => {
    const sku = await addFromProductPage(page)
    // A third-party script running in this page: the help chat (the tag manager is not configured here).
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Help: chat with our team' }).click()
    await expect(page.getByRole('complementary', { name: 'Live chat' })).toBeVisible()
    expect(await foreignScripts(page)).not.toEqual([])

    // A direct link into checkout.
    await page.goto('/checkout/user-account')
    await main(page).getByLabel('Email address').fill(uniqueEmail('direct'))
    await main(page).getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL('/checkout/shipping')
    await addressAndDelivery(page)
    await expect.poll(() => dataLayerEvents(page)).toContain('add_shipping_info')
    // The billing step reloaded, then opened again by its address: still one add_shipping_info for the order.
    await page.reload()
    await page.goto('/checkout/billing')
    await expect(main(page).getByLabel('My billing address is the same as my delivery address')).toBeChecked()
    await main(page).getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL('/checkout/payment')
    await page.reload()
    await expect(main(page).getByRole('radio', { name: 'Cheque' })).toBeVisible()

    // PCI DSS 4.0 6.4.3: only the shop's own scripts on the payment step.
    expect(await foreignScripts(page)).toEqual([])
    expect(await page.evaluate(() => (window as { __chatLoaded?: boolean }).__chatLoaded)).toBeUndefined()
    await expect(page.getByRole('complementary', { name: 'Live chat' })).toHaveCount(0)
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0)

    await placeByCheque(page)
    const number = await expectCheckoutEventsOnce(page, sku)
    await expectNothingAgainOnReload(page, number)
    expect(consoleErrors).toEqual([])
  })

  test('a shopper who signs up, then signs in on the way through checkout: sign_up, login and the order’s events', async ({ page, consoleErrors }) => {
    const email = uniqueEmail('signs-in')
    await page.goto('/customer/account/create')
    await main(page).getByLabel('First name').fill('Hedy')
    await main(page).getByLabel('Last name').fill('Lamarr')
    await main(page).getByLabel('Email address').fill(email)
    await main(page).getByLabel('Password', { exact: true }).fill(PASSWORD)
    await main(page).getByLabel('Confirm password').fill(PASSWORD)
    await main(page).getByRole('button', { name: 'Create an account' }).click()
    await expect(page).toHaveURL('/customer/account/login')
    await expect.poll(() => dataLayerEvents(page)).toContain('sign_up')
    expect(await onlyEntry(page, 'sign_up')).toEqual({ event: 'sign_up', method: 'password' })
    // Sent once: the page shown again does not count the account twice.
    await page.reload()
    await pageReady(page)
    expect(await dataLayerEvents(page)).not.toContain('sign_up')
    await page.goto(`/customer/account/confirm/?email=${encodeURIComponent(email)}&key=${encodeURIComponent(await mailedParameter(email, 'account_confirmation', 'key'))}`)

    const sku = await addFromProductPage(page)
    await page.goto('/checkout/user-account')
    // The sign-in page (a plain form that posts and redirects) brings the shopper back into checkout.
    await page.goto((await main(page).getByRole('link', { name: 'Sign in to check out faster' }).getAttribute('href'))!)
    await main(page).getByLabel('Email address').fill(email)
    await main(page).getByLabel('Password').fill(PASSWORD)
    await main(page).getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL('/checkout/shipping')
    await expect.poll(() => dataLayerEvents(page)).toContain('login')
    expect(await foreignScripts(page)).toEqual([])

    await addressAndDelivery(page)
    await main(page).getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL('/checkout/payment')
    await placeByCheque(page)
    const number = await expectCheckoutEventsOnce(page, sku, ['login'])
    expect(await onlyEntry(page, 'login')).toEqual({ event: 'login', method: 'password' })
    await expectNothingAgainOnReload(page, number)
    expect(consoleErrors).toEqual([])
  })

  test('signing in from the login modal on the first step sends login to the thank-you page', async ({ page, request, consoleErrors }) => {
    const email = uniqueEmail('modal')
    await createdCustomer(request, { firstname: 'Grace', lastname: 'Hopper', email })
    await page.goto(`/customer/account/confirm/?email=${encodeURIComponent(email)}&key=${encodeURIComponent(await mailedParameter(email, 'account_confirmation', 'key'))}`)

    const sku = await addFromProductPage(page)
    await page.goto('/checkout/user-account')
    await scriptsReady(page)
    await main(page).getByRole('link', { name: 'Sign in to check out faster' }).click()
    const modal = page.getByRole('dialog', { name: 'Sign in' })
    await modal.getByLabel('Email address').fill(email)
    await modal.getByLabel('Password').fill(PASSWORD)
    await modal.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL('/checkout/shipping')
    expect((await dataLayer(page)).filter((entry) => entry.event === 'login')).toEqual([{ event: 'login', method: 'password' }])

    await addressAndDelivery(page)
    await main(page).getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL('/checkout/payment')
    await placeByCheque(page)
    await expectCheckoutEventsOnce(page, sku, ['login'])
    expect(consoleErrors).toEqual([])
  })
})
