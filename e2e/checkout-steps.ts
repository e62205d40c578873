/**
 * The checkout steps as a shopper goes through them, shared by the basket's, the checkout's and the
 * guest order's browser tests.
 */
import type { Page } from '@playwright/test'
import { expectNoAxeViolations as expectNoAxeViolationsAtBothWidths } from './axe'
import { expect } from './fixtures'

export const main = (page: Page) => page.locator('main')

/** axe needs the page's scripts, so it runs only where they are on. */
export async function expectNoAxeViolations(page: Page, check: boolean) {
  if (check) await expectNoAxeViolationsAtBothWidths(page)
}

/** A simple product in stock, bought in the checkout journeys. */
export const SIMPLE = '/hp-963-yellow-ink-cartridge-3ja25ae.html'

/**
 * Adds a product from its page (without scripts the form posts to /checkout/cart/add and lands on the
 * basket; with them it is sent in the background), then opens the first step.
 */
export async function basketToFirstStep(page: Page, email: string, scripts: boolean) {
  await page.goto(SIMPLE)
  await page.locator('form[data-product-form]').getByRole('button', { name: 'Add to basket' }).click()
  if (scripts) await expect(page.getByRole('link', { name: 'Basket, 1 item' }).first()).toBeVisible()
  else await expect(page).toHaveURL('/cart')
  await page.goto('/checkout/user-account')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout: sign in or continue as a guest')
  await expect(main(page).getByRole('link', { name: 'Sign in to check out faster' })).toHaveAttribute('href', /^\/customer\/account\/login\?return=/)
  await expectNoAxeViolations(page, scripts)
  await main(page).getByLabel('Email address').fill(email)
  await main(page).getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL('/checkout/shipping')
}

/** Fills the delivery address, takes the first delivery method and billing the same; answers the method's label. */
export async function deliveryToPayment(page: Page, axe: boolean): Promise<string> {
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
  const firstMethod = main(page).getByRole('group', { name: 'Delivery method' }).locator('label').first()
  await expect(firstMethod.getByRole('radio')).toBeChecked()
  const methodLabel = ((await firstMethod.textContent()) ?? '').trim()
  await expectNoAxeViolations(page, axe)
  await main(page).getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL('/checkout/billing')
  await expect(main(page).getByLabel('My billing address is the same as my delivery address')).toBeChecked()
  await expectNoAxeViolations(page, axe)
  await main(page).getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL('/checkout/payment')
  await expectNoAxeViolations(page, axe)
  return methodLabel
}

export async function placeByCheque(page: Page): Promise<void> {
  await main(page).getByRole('radio', { name: 'Cheque' }).check()
  await main(page).getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL('/checkout/thank-you')
}

