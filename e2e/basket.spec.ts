import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** Seeded products (the catalogue is deterministic): two product pages and a category's cards. */
const SIMPLE = '/hp-963-yellow-ink-cartridge-3ja25ae.html'
const CONFIGURABLE = '/brother-bp60-inkjet-paper-72gsm.html'
const CATEGORY = '/ink-cartridges/brother.html'

const buyBox = (page: Page) => page.locator('form[data-product-form]')
const lines = (page: Page) => page.locator('li[data-basket-line]')
const total = (page: Page, name: string) => page.locator(`[data-total="${name}"]`)

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** Three different products, each through its own plain form, as a shopper without scripts adds them. */
async function fillBasket(page: Page): Promise<void> {
  await page.goto(SIMPLE)
  await buyBox(page).getByLabel('Quantity').fill('2')
  await buyBox(page).getByRole('button', { name: 'Add to basket' }).click()
  await expect(page).toHaveURL('/cart')
  await page.goto(CONFIGURABLE)
  await buyBox(page).getByRole('radio').first().check()
  await buyBox(page).getByRole('button', { name: 'Add to basket' }).click()
  await expect(page).toHaveURL('/cart')
  await page.goto(CATEGORY)
  await page.locator('[data-listing] ul[data-item-list-name]').getByRole('button', { name: /Add to basket/ }).first().click()
  await expect(page).toHaveURL('/cart')
  await expect(page.getByText('The product was added to your basket.')).toBeVisible()
}

test.describe('the basket without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows the empty basket with somewhere to go', async ({ page }) => {
    const response = await page.goto('/cart')
    expect(response?.headers()['cache-control']).toBe('no-store')
    await expect(page.getByText('Your basket is empty.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible()
  })

  test('changes a quantity, removes a line, applies and removes a coupon, then goes to checkout', async ({ page }) => {
    await fillBasket(page)
    await expect(lines(page)).toHaveCount(3)
    await expect(page.getByText('4 items in your basket')).toBeVisible()
    const grandBefore = await total(page, 'grand').textContent()

    await lines(page).first().getByRole('spinbutton').fill('3')
    await lines(page).first().getByRole('button', { name: 'Update' }).click()
    await expect(page.getByText('Your basket was updated.')).toBeVisible()
    await expect(page.getByText('5 items in your basket')).toBeVisible()
    expect(await total(page, 'grand').textContent()).not.toBe(grandBefore)

    const last = lines(page).last()
    const name = (await last.getByRole('link').first().textContent())!.trim()
    await last.getByRole('button', { name: `Remove ${name} from your basket` }).click()
    await expect(page.getByText('has been successfully removed from your cart')).toBeVisible()
    await expect(lines(page)).toHaveCount(2)

    const grandWithout = await total(page, 'grand').textContent()
    await page.getByLabel('Enter your discount code').fill('SAVE10')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('Your discount code was applied.')).toBeVisible()
    await expect(total(page, 'discount')).toBeVisible()
    expect(await total(page, 'grand').textContent()).not.toBe(grandWithout)

    await page.getByRole('button', { name: 'Remove code' }).click()
    await expect(page.getByText('Your discount code was removed.')).toBeVisible()
    await expect(total(page, 'discount')).toHaveCount(0)
    expect(await total(page, 'grand').textContent()).toBe(grandWithout)

    await page.getByLabel('Enter your discount code').fill('NOT-A-CODE')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('The discount code is not valid.')).toBeVisible()

    await page.getByRole('link', { name: 'Go to checkout' }).click()
    await expect(page).toHaveURL('/checkout/user-account')
  })
})

// axe runs as a script in the page, so these checks run with JavaScript on; the desktop and mobile
// projects give the desktop and phone widths. The basket is filled without scripts first.
test.describe('the basket is accessible', () => {
  test('axe finds nothing on the empty basket', async ({ page }) => {
    await page.goto('/cart')
    await expectNoAxeViolations(page)
  })

  test('axe finds nothing on a filled basket', async ({ browser, page }, testInfo) => {
    const plain = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false })
    await fillBasket(await plain.newPage())
    await page.context().addCookies((await plain.storageState()).cookies)
    await plain.close()
    await page.goto('/cart')
    await expect(lines(page)).toHaveCount(3)
    await expectNoAxeViolations(page)
  })
})
