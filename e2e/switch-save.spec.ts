import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

const PATH = '/switch-save'

const pairs = (page: Page) => page.locator('[data-switch-pairs] article')

test.describe('the switch-and-save page with JavaScript', () => {
  test('adds the alternative to the basket in the background: the modal opens and the badge counts it', async ({ page, consoleErrors }) => {
    await page.goto(PATH)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Switch and save')
    // The add-to-basket behaviour is a lazy chunk: wait until the page has loaded what it asks for.
    await page.waitForLoadState('networkidle')
    const pair = pairs(page).first()
    const alternative = (await pair.getAttribute('data-alternative'))!
    const name = (await pair.locator('h3').nth(1).textContent())!.trim()
    await pair.getByRole('button', { name: /Add to basket/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Added to your basket' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(`1 × ${name}`)
    await expect(page.getByRole('link', { name: 'Basket, 1 item' }).first()).toBeAttached()
    await expect(page).toHaveURL(PATH)
    expect(alternative).not.toBe(await pair.getAttribute('data-switch-pair'))
    expect(consoleErrors).toEqual([])
  })

  test('shows the price difference without VAT to a shopper who chose ex. VAT prices', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'price_display_type', value: '1', url: baseURL! }])
    await page.goto(PATH)
    const difference = pairs(page).first().locator('[data-price-difference]')
    await expect(difference.getByText(/ex\. VAT/)).toBeVisible()
    await expect(difference.getByText(/inc\. VAT/)).toBeHidden()
  })

  test('links to both products’ pages', async ({ page }) => {
    await page.goto(PATH)
    const pair = pairs(page).first()
    const genuine = pair.locator('h3').first().getByRole('link')
    const href = (await genuine.getAttribute('href'))!
    await genuine.click()
    await expect(page).toHaveURL(href)
    await page.goBack()
    const ours = pairs(page).first().locator('h3').nth(1).getByRole('link')
    const ourHref = (await ours.getAttribute('href'))!
    await ours.click()
    await expect(page).toHaveURL(ourHref)
  })

  test('has no accessibility violations', async ({ page }) => {
    await page.goto(PATH)
    await expect(pairs(page).first()).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('the German page speaks German and adds in the German store', async ({ page }) => {
    await page.goto(`/de${PATH}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wechseln und sparen')
    await expect(pairs(page).first().locator('form[data-add-to-cart]')).toHaveAttribute('action', '/de/checkout/cart/add')
    await expect(pairs(page).first().locator('[data-price-difference]')).toContainText('€')
  })
})

test.describe('the switch-and-save page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the alternative’s form posts and lands on the basket', async ({ page }) => {
    await page.goto(PATH)
    const pair = pairs(page).first()
    await pair.getByRole('button', { name: /Add to basket/ }).click()
    await expect(page).toHaveURL('/cart')
    await expect(page.getByText('The product was added to your basket.')).toBeVisible()
  })
})
