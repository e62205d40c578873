import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const SIMPLE = '/hp-963-yellow-ink-cartridge-3ja25ae.html'

const main = (page: Page) => page.locator('main')

/** axe needs the page's scripts, so it runs only where they are on. */
async function expectNoAxeViolations(page: Page, check: boolean) {
  if (!check) return
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/**
 * Adds a product from its page (without scripts the form posts to /checkout/cart/add and lands on the
 * basket; with them it is sent in the background), then opens the first step.
 */
async function basketToFirstStep(page: Page, email: string, scripts: boolean) {
  await page.goto(SIMPLE)
  await page.locator('form[data-product-form]').getByRole('button', { name: 'Add to basket' }).click()
  if (scripts) await expect(page.getByRole('link', { name: 'Basket, 1 items' }).first()).toBeVisible()
  else await expect(page).toHaveURL('/cart')
  await page.goto('/checkout/user-account')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout: sign in or continue as a guest')
  await expect(main(page).getByRole('link', { name: 'Sign in to check out faster' })).toHaveAttribute('href', /^\/customer\/account\/login\?return=/)
  await expectNoAxeViolations(page, scripts)
  await main(page).getByLabel('Email address').fill(email)
  await main(page).getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL('/checkout/shipping')
}

/** From the delivery step to the payment step: a UK address, the first method, billing the same. */
async function deliveryToPayment(page: Page, axe: boolean) {
  await expectNoAxeViolations(page, axe)
  const address = main(page).getByRole('group', { name: 'Delivery address' })
  await address.getByLabel('First name').fill('Ada')
  await address.getByLabel('Last name').fill('Lovelace')
  await address.getByLabel('Address line 1').fill('12 Analytical Row')
  await address.getByLabel('Town or city').fill('London')
  await address.getByLabel('Postcode').fill('sw1a1aa')
  await expect(address.getByLabel('Postcode')).toHaveAttribute('autocomplete', 'shipping postal-code')
  await address.getByLabel('Telephone').fill('020 7946 0000')
  await main(page).getByRole('button', { name: 'Save address and choose delivery' }).click()

  await expect(page).toHaveURL('/checkout/shipping')
  await expect(main(page).getByLabel('Postcode')).toHaveValue('SW1A 1AA')
  await expect(main(page).getByRole('group', { name: 'Delivery method' }).getByRole('radio').first()).toBeChecked()
  await expectNoAxeViolations(page, axe)
  await main(page).getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL('/checkout/billing')
  await expect(main(page).getByLabel('My billing address is the same as my delivery address')).toBeChecked()
  await expectNoAxeViolations(page, axe)
  await main(page).getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL('/checkout/payment')
  await expectNoAxeViolations(page, axe)
}

async function placeByCheque(page: Page): Promise<void> {
  await main(page).getByRole('radio', { name: 'Cheque' }).check()
  await main(page).getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL('/checkout/thank-you')
}

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
