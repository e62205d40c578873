/**
 * What a shopper without an account does after ordering, without JavaScript: finding the order again
 * (with what the shop's Magento version asks), cancelling it by the e-mailed link (Magento 2.4.8
 * on), and, for a new account, having the confirmation link sent again. The server runs the shop
 * on Magento 2.4.9, the default, and at E2E_MAGENTO_2_4_7_HOST the same shop set to 2.4.7
 * (scripts/serve-e2e.mjs).
 */
import type { Page } from '@playwright/test'
import { basketToFirstStep, deliveryToPayment, main, placeByCheque } from './checkout-steps'
import { expect, test } from './fixtures'
import { mailCount, mailedLink } from './outbox'
import { E2E_MAGENTO_2_4_7_HOST, E2E_PORT } from './server-settings.mjs'
import { createdCustomer, PASSWORD } from './shopper'

test.use({ javaScriptEnabled: false })

/** A unique address per test and run, so one test's e-mails are never another's. */
const addressFor = (name: string) => `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.co.uk`

/** A guest's order placed through the checkout (billing Ada Lovelace, SW1A 1AA); answers its number. */
async function guestOrder(page: Page, email: string): Promise<string> {
  await basketToFirstStep(page, email, false)
  await deliveryToPayment(page, false)
  await placeByCheque(page)
  return (await page.locator('[data-order-number]').textContent()) ?? ''
}

/** From the sign-in page's link to the guest order form of the shop at `origin`. */
async function openGuestOrderForm(page: Page, origin = '') {
  await page.goto(`${origin}/customer/account/login`)
  await main(page).getByRole('link', { name: 'Ordered without an account? Find your order' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your order')
}

/** The guest order form, from the sign-in page, filled as Magento 2.4.8 and later ask (the billing surname). */
async function findBySurname(page: Page, number: string, email: string) {
  await openGuestOrderForm(page)
  await main(page).getByLabel('Order number').fill(number)
  await main(page).getByLabel('Email address').fill(email)
  await main(page).getByLabel('Billing surname').fill('Lovelace')
  await main(page).getByRole('button', { name: 'Find my order' }).click()
}

test('a guest finds an unshipped order, asks to cancel it, and cancels it with the e-mailed link', async ({ page }) => {
  const email = addressFor('cancel')
  const number = await guestOrder(page, email)

  await findBySurname(page, number, email)
  await expect(page.locator(`[data-order-detail="${number}"]`)).toContainText('SW1A 1AA')

  const reasons = main(page).getByRole('group', { name: 'Why are you cancelling?' })
  await reasons.getByRole('radio').last().check()
  await main(page).getByRole('button', { name: 'Ask to cancel the order' }).click()
  await expect(page.getByText('We have emailed you a link. Open it to confirm that the order should be cancelled.')).toBeVisible()

  // Opening the link asks first (a link alone changes nothing); the button cancels.
  await page.goto(await mailedLink(email, 'order_cancellation_confirmation'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancel your order')
  await main(page).getByRole('button', { name: 'Yes, cancel my order' }).click()
  await expect(page.getByText('Your order was cancelled.')).toBeVisible()

  // The order, looked up again, is cancelled and offers no second cancellation.
  await findBySurname(page, number, email)
  await expect(page.locator(`[data-order-detail="${number}"]`)).toContainText('Status: Cancelled.')
  await expect(main(page).getByRole('button', { name: 'Ask to cancel the order' })).toHaveCount(0)
})

test('on Magento 2.4.7 the guest order form asks for the billing postcode, and finds the order with it', async ({ page }) => {
  const email = addressFor('legacy')
  const number = await guestOrder(page, email)
  const legacy = `http://${E2E_MAGENTO_2_4_7_HOST}:${E2E_PORT}`

  await openGuestOrderForm(page, legacy)
  await expect(main(page)).toContainText('the postcode of the billing address')
  await expect(main(page).getByLabel('Billing surname')).toHaveCount(0)
  await main(page).getByLabel('Order number').fill(number)
  await main(page).getByLabel('Email address').fill(email)
  await main(page).getByLabel('Billing postcode').fill('sw1a 1aa')
  await main(page).getByRole('button', { name: 'Find my order' }).click()
  await expect(page.locator(`[data-order-detail="${number}"]`)).toContainText('SW1A 1AA')
  // 2.4.7 has no guest cancellation.
  await expect(main(page).getByRole('button', { name: 'Ask to cancel the order' })).toHaveCount(0)
})

test('a new account not yet confirmed has its confirmation link sent again from the sign-in page', async ({ page, request }) => {
  const email = addressFor('resend')
  await createdCustomer(request, { firstname: 'Grace', lastname: 'Hopper', email })
  expect(await mailCount(email, 'account_confirmation')).toBe(1)

  await page.goto('/customer/account/login')
  await main(page).getByLabel('Email address').fill(email)
  await main(page).getByLabel('Password').fill(PASSWORD)
  await main(page).getByRole('button', { name: 'Sign in' }).click()
  await expect(main(page).getByRole('alert')).toHaveText('This account is not confirmed yet. Please open the link in the email we sent you.')

  await main(page).getByRole('link', { name: 'Send the confirmation link again' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send the confirmation link again')
  await expect(main(page).getByLabel('Email address')).toHaveValue(email)
  await main(page).getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByText('If that account is waiting to be confirmed, we have sent the link to confirm it again.')).toBeVisible()
  expect(await mailCount(email, 'account_confirmation')).toBe(2)

  // The link sent again confirms the account.
  await page.goto(await mailedLink(email, 'account_confirmation'))
  await page.goto('/customer/account/login')
  await main(page).getByLabel('Email address').fill(email)
  await main(page).getByLabel('Password').fill(PASSWORD)
  await main(page).getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/customer')
})
