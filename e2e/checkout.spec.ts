import type { Page } from '@playwright/test'
import { basketToFirstStep, deliveryToPayment, expectNoAxeViolations, main, placeByCheque, SIMPLE } from './checkout-steps'
import { expect, test } from './fixtures'
import { pageReady, scriptsReady } from './shell-controls'
import { addToCustomerCart, PASSWORD, signedInCustomer } from './shopper'

test.describe('checking out without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a guest goes from the basket to a placed order, and sending the order again shows the same one', async ({ page, context }) => {
    await basketToFirstStep(page, 'no-script@example.co.uk', false)
    await deliveryToPayment(page, false)
    // The same payment form in a second tab: a double submit, or Back and send again.
    const second = await context.newPage()
    await second.goto('/checkout/payment')
    await placeByCheque(page)
    const number = (await page.locator('[data-order-number]').textContent()) ?? ''
    expect(number).toMatch(/^\d+$/)
    await expect(main(page).getByRole('link', { name: 'Create an account' })).toBeVisible()

    await placeByCheque(second)
    await expect(second.locator('[data-order-number]')).toHaveText(number)
    // Back from the thank-you page: the order again, not an error or an empty basket.
    await page.goBack()
    await expect(page.locator('[data-order-number]')).toHaveText(number)

    // Later, the guest finds the order again by its number, e-mail and billing surname (what
    // Magento 2.4.8 and later ask, the shop's default version; 2.4.7's postcode is tested in workerd).
    await page.goto('/customer/account/login')
    await main(page).getByRole('link', { name: 'Ordered without an account? Find your order' }).click()
    await expect(main(page)).toContainText('the surname on the billing address')
    await main(page).getByLabel('Order number').fill(number)
    await main(page).getByLabel('Email address').fill('no-script@example.co.uk')
    await main(page).getByLabel('Billing surname').fill('lovelace')
    await main(page).getByRole('button', { name: 'Find my order' }).click()
    await expect(page.locator(`[data-order-detail="${number}"]`)).toContainText('SW1A 1AA')
  })

  test('a refused address comes back with what was typed and a message per field', async ({ page }) => {
    await basketToFirstStep(page, 'typo@example.co.uk', false)
    await main(page).getByLabel('Address line 1').fill('1 Short Street')
    await main(page).getByLabel('Postcode').fill('not a postcode')
    await main(page).getByRole('button', { name: 'Save address and choose delivery' }).click()
    await expect(main(page).getByLabel('Address line 1')).toHaveValue('1 Short Street')
    await expect(main(page).getByLabel('Postcode')).toHaveAccessibleDescription('Enter a UK postcode, for example SW1A 1AA.')
    await expect(main(page).getByLabel('First name')).toHaveAccessibleDescription('This field is required')
  })
})

test.describe('the checkout steps are accessible', () => {
  test('axe finds nothing on any step, a refused form or the thank-you page', async ({ page }) => {
    await basketToFirstStep(page, 'axe@example.co.uk', true)
    await main(page).getByRole('button', { name: 'Save address and choose delivery' }).click()
    await expect(main(page).getByLabel('First name')).toHaveAccessibleDescription('This field is required')
    await expectNoAxeViolations(page, true)
    await deliveryToPayment(page, true)
    await placeByCheque(page)
    await expectNoAxeViolations(page, true)
  })
})

type DataLayerEntry = { event?: string; ecommerce?: { transaction_id?: string; shipping_tier?: string; payment_type?: string; items?: unknown[] } | null }
const dataLayer = (page: Page) => page.evaluate(() => ((window as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).filter((entry) => entry.event))
const events = async (page: Page) => (await dataLayer(page)).map((entry) => entry.event)

test.describe('checking out with JavaScript', () => {
  test('a guest goes through every step in place, and the data layer hears each one and the purchase once', async ({ page, consoleErrors }) => {
    await basketToFirstStep(page, 'scripted@example.co.uk', true)
    // A full page load would lose this mark: each step is sent in place.
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }))
    await expect(main(page).locator('[data-summary-line]')).toHaveCount(1)
    const methodLabel = await deliveryToPayment(page, false)
    // The tier is the chosen method's title, as its radio reads it before the price in brackets.
    const shipping = (await dataLayer(page)).find((entry) => entry.event === 'add_shipping_info')
    expect(shipping?.ecommerce?.shipping_tier).toBe(methodLabel.replace(/ \([^)]*\)$/, ''))
    expect(await page.evaluate(() => (window as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true)
    await placeByCheque(page)
    const number = (await page.locator('[data-order-number]').textContent()) ?? ''
    expect(number).toMatch(/^\d+$/)
    // The thank-you page is a document of its own, which may load the tag manager the payment pages leave out.
    expect(await page.evaluate(() => (window as { stayedOnPage?: boolean }).stayedOnPage)).toBeUndefined()
    const layer = await dataLayer(page)
    expect(layer.find((entry) => entry.event === 'add_payment_info')?.ecommerce?.payment_type).toBe('checkmo')
    const purchase = layer.find((entry) => entry.event === 'purchase')
    expect(purchase?.ecommerce?.transaction_id).toBe(number)
    expect(purchase?.ecommerce?.items).toHaveLength(1)
    // Shown again (a reload), the order is not counted twice.
    await page.reload()
    await expect(page.locator('[data-order-number]')).toHaveText(number)
    await page.waitForLoadState('networkidle')
    expect(await events(page)).not.toContain('purchase')
    expect(consoleErrors).toEqual([])
  })

  test('a signed-in customer delivers to a saved address, and the order is in their order history', async ({ page, request }) => {
    await signedInCustomer(page, request, 'Grace')
    await page.goto('/')
    const saved = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation A($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }',
          variables: { input: { firstname: 'Grace', lastname: 'Tester', street: ['1 Compiler Close'], city: 'Leeds', postcode: 'LS1 1AA', telephone: '0113 496 0000', country_code: 'GB', default_shipping: true, default_billing: true } },
        }),
      })
      return ((await response.json()) as { data?: { createCustomerAddress: { id: number } } }).data?.createCustomerAddress.id
    })
    expect(saved).toBeGreaterThan(0)
    await addToCustomerCart(page, 1)
    // A customer orders under their own e-mail: the first step is skipped.
    await page.goto('/checkout/user-account')
    await expect(page).toHaveURL('/checkout/shipping')
    const savedAddresses = main(page).getByRole('group', { name: 'Your saved addresses' })
    await expect(savedAddresses.getByRole('radio', { name: /1 Compiler Close/ })).toBeChecked()
    await main(page).getByRole('button', { name: 'Deliver to this address' }).click()
    await expect(main(page).getByRole('group', { name: 'Delivery method' }).getByRole('radio').first()).toBeChecked()
    await main(page).getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL('/checkout/billing')
    await main(page).getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL('/checkout/payment')
    await placeByCheque(page)
    const number = (await page.locator('[data-order-number]').textContent()) ?? ''
    await expect(main(page).getByRole('link', { name: 'Create an account' })).toHaveCount(0)
    await expect(main(page).getByRole('region', { name: 'What you ordered' })).toContainText('Grace Tester, 1 Compiler Close, Leeds, LS1 1AA')
    const orders = await page.evaluate(async () => {
      const response = await fetch(`/graphql?query=${encodeURIComponent('{ customer { orders { items { number } } } }')}`)
      return ((await response.json()) as { data: { customer: { orders: { items: { number: string }[] } } } }).data.customer.orders.items.map((order) => order.number)
    })
    expect(orders).toContain(number)
    await expect(page.getByRole('link', { name: 'Basket, 0 items' }).first()).toBeAttached()
  })

  test('a guest who signs in from the first step goes on to delivery with the basket brought along', async ({ page, request }) => {
    const email = await signedInCustomer(page, request, 'Linus')
    await page.context().clearCookies()
    await page.goto(SIMPLE)
    await pageReady(page)
    await page.locator('form[data-product-form]').getByRole('button', { name: 'Add to basket' }).click()
    await expect(page.getByRole('link', { name: 'Basket, 1 item' }).first()).toBeAttached()
    await page.goto('/checkout/user-account')
    await scriptsReady(page)
    await main(page).getByRole('link', { name: 'Sign in to check out faster' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sign in' })
    await dialog.getByLabel('Email address').fill(email)
    await dialog.getByLabel('Password').fill(PASSWORD)
    await dialog.getByRole('button', { name: 'Sign in' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL('/checkout/shipping')
    await expect(main(page).locator('[data-summary-line]')).toHaveCount(1)
  })
})
