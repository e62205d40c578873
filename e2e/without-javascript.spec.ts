/**
 * Issue 25 points 7 and 10: the shell's controls work without JavaScript. The "Show prices" switch
 * is a form that sets the VAT choice and comes back to the same page; the footer's newsletter
 * sign-up reaches a page with a form a guest can use; the help launcher leads to the contact page.
 */
import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { scriptsReady } from './shell-controls'

const CATEGORY = '/ink-cartridges/hp.html?sort=price_ASC'
const showPrices = (page: Page) => page.getByRole('group', { name: 'Show prices' })
/** The first product card's main price line; both prices are in the HTML and CSS shows one. */
const firstPrice = (page: Page) => page.locator('[data-listing] ul[data-item-list-name] > li').first().locator('p.text-xl')
const shownAs = (page: Page, label: 'inc. VAT' | 'ex. VAT') => firstPrice(page).getByText(label, { exact: true })

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the VAT switch is a form: it sets the choice and comes back to the same page', async ({ page }) => {
    await page.goto(CATEGORY)
    const including = showPrices(page).getByRole('button', { name: 'inc. VAT' })
    const excluding = showPrices(page).getByRole('button', { name: 'ex. VAT' })
    await expect(including).toHaveAttribute('aria-pressed', 'true')
    await expect(shownAs(page, 'inc. VAT')).toBeVisible()
    await expect(shownAs(page, 'ex. VAT')).toBeHidden()

    await excluding.click()
    await expect(page).toHaveURL(CATEGORY)
    await expect(excluding).toHaveAttribute('aria-pressed', 'true')
    await expect(shownAs(page, 'ex. VAT')).toBeVisible()
    await expect(shownAs(page, 'inc. VAT')).toBeHidden()
    const cookie = (await page.context().cookies()).find((c) => c.name === 'price_display_type')
    expect(cookie).toMatchObject({ value: '1', path: '/', sameSite: 'Lax', httpOnly: false })

    // The choice holds on the next page, and switches back the same way.
    await page.getByRole('link', { name: 'Cartridge Corner home page' }).click()
    await expect(showPrices(page).getByRole('button', { name: 'ex. VAT' })).toHaveAttribute('aria-pressed', 'true')
    await page.goto(CATEGORY)
    await showPrices(page).getByRole('button', { name: 'inc. VAT' }).click()
    await expect(page).toHaveURL(CATEGORY)
    await expect(shownAs(page, 'inc. VAT')).toBeVisible()
    expect((await page.context().cookies()).find((c) => c.name === 'price_display_type')?.value).toBe('2')
  })

  test('the newsletter link reaches a sign-up form a guest can send', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sign up to our newsletter' }).click()
    await expect(page).toHaveURL('/newsletter')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up to our newsletter' })).toBeVisible()

    const email = page.locator('main').getByLabel('Email address')
    await email.fill('not an address')
    await page.locator('main').getByRole('button', { name: 'Subscribe' }).click()
    await expect(email).toHaveAccessibleDescription('The email field must be a valid email')

    await email.fill(`guest.${Date.now()}.${test.info().project.name}@example.co.uk`)
    await page.locator('main').getByRole('button', { name: 'Subscribe' }).click()
    await expect(page).toHaveURL('/newsletter')
    await expect(page.getByRole('status').filter({ hasText: /You are subscribed to our newsletter\.|please confirm your subscription/ })).toBeVisible()
  })

  test('the help launcher is a link to the contact page', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Help: contact our team' }).click()
    await expect(page).toHaveURL('/contact.html')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
  })
})

// Axe runs as a script in the page, so these scans run with JavaScript on.
test('the newsletter page has no accessibility violations', async ({ page }) => {
  await page.goto('/newsletter')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up to our newsletter' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the header’s VAT form, as shown without scripts, has no accessibility violations', async ({ page }) => {
  await page.goto('/contact.html')
  // The page as it looks before scripts mark it: the form shows, the switch's island steps aside.
  await page.evaluate(() => document.documentElement.classList.remove('js'))
  await expect(showPrices(page)).toBeVisible()
  await expectNoAxeViolations(page, (axe) => axe.include('header'))
})

test('with JavaScript the switch is the island, and the form and the help link step aside', async ({ page }) => {
  await page.goto('/contact.html')
  await scriptsReady(page)
  await expect(page.getByRole('switch', { name: 'Show prices' })).toBeVisible()
  await expect(showPrices(page)).toBeHidden()
  await expect(page.getByRole('link', { name: 'Help: contact our team' })).toBeHidden()
})
