import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { mailedParameter } from './outbox'
import { BOTH_WIDTHS } from './viewports'

const SIGN_IN_FAILED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.'
const main = (page: Page) => page.locator('main')

let counter = 0
const uniqueEmail = (name: string) => `${name}-${Date.now().toString(36)}${(counter++).toString(36)}@example.co.uk`

async function register(page: Page, email: string, password: string) {
  await page.goto('/customer/account/create')
  await main(page).getByLabel('First name').fill('Hedy')
  await main(page).getByLabel('Last name').fill('Lamarr')
  await main(page).getByLabel('Email address').fill(email)
  await main(page).getByLabel('Password', { exact: true }).fill(password)
  await main(page).getByLabel('Confirm password').fill(password)
  await main(page).getByRole('button', { name: 'Create an account' }).click()
  await expect(page).toHaveURL('/customer/account/login')
  await expect(main(page)).toContainText('You must confirm your account. Please check your email for the confirmation link.')
}

async function signIn(page: Page, email: string, password: string) {
  await main(page).getByLabel('Email address').fill(email)
  await main(page).getByLabel('Password').fill(password)
  await main(page).getByRole('button', { name: 'Sign in' }).click()
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a shopper registers, confirms from the e-mail, is refused a wrong password and signs in', async ({ page }) => {
    const email = uniqueEmail('hedy')
    await page.goto('/customer/account/login')
    await main(page).getByRole('link', { name: 'Create an account' }).click()
    await expect(page).toHaveURL('/customer/account/create')
    // A refused form keeps what was typed and says what to fix next to the field.
    await main(page).getByLabel('Email address').fill(email)
    await main(page).getByRole('button', { name: 'Create an account' }).click()
    await expect(main(page).getByLabel('First name')).toHaveAccessibleDescription('This field is required')
    await expect(main(page).getByLabel('Email address')).toHaveValue(email)
    await register(page, email, 'Frequency-42')

    const key = await mailedParameter(email, 'account_confirmation', 'key')
    await page.goto(`/customer/account/confirm/?email=${encodeURIComponent(email)}&key=${encodeURIComponent(key)}`)
    await expect(page).toHaveURL('/customer/account/login')
    await expect(main(page)).toContainText('Thank you for confirming your account.')

    await signIn(page, email, 'not-the-password')
    await expect(main(page).getByRole('alert')).toHaveText(SIGN_IN_FAILED)
    await expect(main(page).getByLabel('Email address')).toHaveValue(email)
    await signIn(page, email, 'Frequency-42')
    await expect(page).toHaveURL('/customer')
    await expect(main(page)).toContainText('You are signed in.')
  })

  test('repeated wrong passwords lock the account for a while: even the right one is then refused with the same words', async ({ page }) => {
    const email = uniqueEmail('lockout')
    await register(page, email, 'Frequency-42')
    await page.goto(`/customer/account/confirm/?email=${encodeURIComponent(email)}&key=${encodeURIComponent(await mailedParameter(email, 'account_confirmation', 'key'))}`)
    // The back end blocks an address after six failed requests (Magento's token-request limit).
    for (let attempt = 0; attempt < 6; attempt++) {
      await signIn(page, email, `wrong-${attempt}`)
      await expect(main(page).getByRole('alert')).toHaveText(SIGN_IN_FAILED)
    }
    await signIn(page, email, 'Frequency-42')
    await expect(main(page).getByRole('alert')).toHaveText(SIGN_IN_FAILED)
    await expect(page).toHaveURL('/customer/account/login')
  })

  test('a shopper who forgot the password sets a new one from the e-mail and signs in with it', async ({ page }) => {
    const email = uniqueEmail('grace')
    await register(page, email, 'Compiler-1952')
    await page.goto(`/customer/account/confirm/?email=${encodeURIComponent(email)}&key=${encodeURIComponent(await mailedParameter(email, 'account_confirmation', 'key'))}`)
    await main(page).getByRole('link', { name: 'Forgotten your password?' }).click()
    await expect(page).toHaveURL('/customer/account/forgotpassword')
    await main(page).getByLabel('Email address').fill(email)
    await main(page).getByRole('button', { name: 'Email me a link' }).click()
    await expect(page).toHaveURL('/customer/account/login')
    await expect(main(page)).toContainText('you will receive an email with a link to set a new password')

    const token = await mailedParameter(email, 'password_reset', 'token')
    await page.goto(`/customer/account/createpassword/?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`)
    await main(page).getByLabel('New password', { exact: true }).fill('Debugger-1947')
    await main(page).getByLabel('Confirm new password').fill('Debugger-1948')
    await main(page).getByRole('button', { name: 'Set my new password' }).click()
    await expect(main(page).getByLabel('Confirm new password')).toHaveAccessibleDescription('The passwords do not match.')
    await main(page).getByLabel('New password', { exact: true }).fill('Debugger-1947')
    await main(page).getByLabel('Confirm new password').fill('Debugger-1947')
    await main(page).getByRole('button', { name: 'Set my new password' }).click()
    await expect(main(page)).toContainText('Your new password is set. Please sign in with it.')
    await signIn(page, email, 'Debugger-1947')
    await expect(page).toHaveURL('/customer')
  })
})

test.describe('with JavaScript', () => {
  test('a refused sign-in is also the persistent "Registration error"; the sign-in page signs in and the header greets the customer', { tag: BOTH_WIDTHS }, async ({ page }, testInfo) => {
    const email = uniqueEmail('ada')
    await register(page, email, 'Analytical-1843')
    await page.goto(`/customer/account/confirm/?email=${encodeURIComponent(email)}&key=${encodeURIComponent(await mailedParameter(email, 'account_confirmation', 'key'))}`)
    await signIn(page, email, 'not-the-password')
    const notice = page.locator('[data-notification-type="danger"]')
    await expect(notice).toContainText('Registration error')
    await expect(notice).toContainText(SIGN_IN_FAILED)
    await signIn(page, email, 'Analytical-1843')
    await expect(page).toHaveURL('/customer')
    if (testInfo.project.name === 'desktop') await expect(page.getByRole('button', { name: 'Hi Hedy' })).toBeVisible()
  })

  test('axe finds nothing on the sign-in, registration and password pages, nor on a refused form', async ({ page }) => {
    for (const path of ['/customer/account/login', '/customer/account/create', '/customer/account/forgotpassword', '/customer/account/createpassword?email=a%40example.co.uk&token=abcdefgh12345678']) {
      await page.goto(path)
      await expectNoAxeViolations(page)
    }
    await page.goto('/customer/account/create')
    await main(page).getByRole('button', { name: 'Create an account' }).click()
    await expect(main(page).getByLabel('First name')).toHaveAccessibleDescription('This field is required')
    await expectNoAxeViolations(page)
  })
})
