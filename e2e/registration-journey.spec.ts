import type { Page, TestInfo } from '@playwright/test'
import { expect, test } from './fixtures'
import { scriptsReady } from './shell-controls'
import { mailedParameter } from './outbox'
import { BOTH_WIDTHS } from './viewports'

/**
 * Issue 25 point 1: a new shopper finds registration where shoppers look for it, by visible text
 * only: the header's account entry (phone: the Account tab), the sign-in dialog's "Create an
 * account", the form, the e-mail's confirmation link, and signing in.
 */
const main = (page: Page) => page.locator('main')
let counter = 0
const uniqueEmail = (name: string) => `${name}-${Date.now().toString(36)}${(counter++).toString(36)}@example.co.uk`

/** The header's way to sign in: "My account" on a desktop, the Account tab then "Sign in" on a phone. */
async function openSignIn(page: Page, testInfo: TestInfo) {
  // The header's islands and the modal host hydrate when reached or asked; the scripts must have run.
  await scriptsReady(page)
  if (testInfo.project.name === 'mobile') {
    await page.getByRole('navigation', { name: 'Shop menu' }).getByRole('button', { name: 'Account' }).click()
    await page.getByRole('link', { name: 'Sign in' }).click()
  } else {
    await page.getByRole('link', { name: 'My account' }).click()
  }
  return page.getByRole('dialog', { name: 'Sign in' })
}

async function fillRegistration(page: Page, email: string, password: string) {
  await main(page).getByLabel('First name').fill('Mary')
  await main(page).getByLabel('Last name').fill('Somerville')
  await main(page).getByLabel('Email address').fill(email)
  await main(page).getByLabel('Password', { exact: true }).fill(password)
  await main(page).getByLabel('Confirm password').fill(password)
  await main(page).getByRole('button', { name: 'Create an account' }).click()
}

async function confirmFromEmail(page: Page, email: string) {
  const key = await mailedParameter(email, 'account_confirmation', 'key')
  await page.goto(`/customer/account/confirm/?email=${encodeURIComponent(email)}&key=${encodeURIComponent(key)}`)
}

test('a new shopper goes from the home page to a confirmed account, finding each step by its words', { tag: BOTH_WIDTHS }, async ({ page, consoleErrors }, testInfo) => {
  const email = uniqueEmail('mary')
  await page.goto('/')
  const dialog = await openSignIn(page, testInfo)
  await dialog.getByRole('link', { name: 'Create an account' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible()
  await fillRegistration(page, email, 'Mechanism-1831')
  await expect(main(page)).toContainText('You must confirm your account. Please check your email for the confirmation link.')

  await confirmFromEmail(page, email)
  await expect(main(page)).toContainText('Thank you for confirming your account.')
  await main(page).getByLabel('Email address').fill(email)
  await main(page).getByLabel('Password').fill('Mechanism-1831')
  await main(page).getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/customer')
  await expect(main(page)).toContainText('You are signed in.')
  expect(consoleErrors).toEqual([])
})

test('registration started in the sign-in dialog comes back to the page it was opened on', { tag: BOTH_WIDTHS }, async ({ page }, testInfo) => {
  const email = uniqueEmail('ada')
  await page.goto('/contact.html')
  const dialog = await openSignIn(page, testInfo)
  await dialog.getByRole('link', { name: 'Create an account' }).click()
  await expect(page).toHaveURL('/customer/account/create?return=%2Fcontact.html')
  await fillRegistration(page, email, 'Analytical-1843')
  // Told to confirm on the sign-in page, which still knows where the shopper came from.
  await expect(page).toHaveURL('/customer/account/login?return=%2Fcontact.html')
  // The e-mail's link is followed elsewhere (another tab): this page signs in afterwards.
  const key = await mailedParameter(email, 'account_confirmation', 'key')
  expect((await page.request.get(`/customer/account/confirm/?email=${encodeURIComponent(email)}&key=${encodeURIComponent(key)}`, { maxRedirects: 0 })).status()).toBe(302)
  await main(page).getByLabel('Email address').fill(email)
  await main(page).getByLabel('Password').fill('Analytical-1843')
  await main(page).getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/contact.html')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("a guest's footer Account link leads to sign-in, from which registration is one click", async ({ page }) => {
    await page.goto('/')
    const account = page.getByRole('contentinfo').getByRole('link', { name: 'Account', exact: true })
    // On a phone the footer's columns start closed: open "Customer services" as a shopper would.
    if (!(await account.isVisible())) await page.getByRole('contentinfo').getByText('Customer services').click()
    await account.click()
    await expect(page).toHaveURL('/customer/account/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await main(page).getByRole('link', { name: 'Create an account' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible()
  })
})
