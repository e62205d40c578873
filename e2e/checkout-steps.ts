/**
 * The checkout steps as a shopper goes through them, shared by the basket's and the checkout's
 * browser tests.
 */
import type { Page } from '@playwright/test'
import { expectNoAxeViolations as expectNoAxeViolationsAtBothWidths } from './axe'
import { expect } from './fixtures'

export const main = (page: Page) => page.locator('main')

/** axe needs the page's scripts, so it runs only where they are on. */
export async function expectNoAxeViolations(page: Page, check: boolean) {
  if (check) await expectNoAxeViolationsAtBothWidths(page)
}

/** From the delivery step to the payment step: a UK address, the first method, billing the same. */
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

