import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

/** Seeded products of each type the cart takes (the catalogue is deterministic). */
const SIMPLE = '/hp-963-yellow-ink-cartridge-3ja25ae.html'
const CONFIGURABLE = '/brother-bp60-inkjet-paper-72gsm.html'
const BUNDLE = '/brother-lc223-black-ink-cartridge-twin-pack.html'
const GROUPED = '/hp-963xl-ink-and-photo-paper-office-set.html'
const VIRTUAL = '/1-year-extended-printer-warranty.html'
const DOWNLOADABLE = '/cartridge-corner-label-studio-download.html'
const GIFT_CARD = '/cartridge-corner-gift-card.html'
const OUT_OF_STOCK = '/brother-dr-2400-drum-unit.html'

const buyBox = (page: Page) => page.locator('form[data-product-form]')
const basketBadge = (page: Page, count: number) => page.getByRole('link', { name: count === 1 ? 'Basket, 1 item' : `Basket, ${count} items` }).first()

/** The page's scripts are running: the add form is sent in the background from then on. */
const scriptsReady = (page: Page) => page.locator('html[data-catalogue-bound]').waitFor({ state: 'attached' })

async function addAndSeeModal(page: Page, quantity: number): Promise<void> {
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  await buyBox(page).getByRole('button', { name: 'Add to basket' }).click()
  const dialog = page.getByRole('dialog', { name: 'Added to your basket' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(`${quantity} × ${name}`)
  await dialog.getByRole('button', { name: 'Continue' }).click()
}

test.describe('adding to the basket from a product page with JavaScript', () => {
  test('a simple product, two of them', async ({ page, consoleErrors }) => {
    await page.goto(SIMPLE)
    await scriptsReady(page)
    await buyBox(page).getByLabel('Quantity').fill('2')
    await addAndSeeModal(page, 2)
    await expect(basketBadge(page, 2)).toBeAttached()
    expect(consoleErrors).toEqual([])
  })

  test('a configurable product once an option is chosen', async ({ page, consoleErrors }) => {
    await page.goto(CONFIGURABLE)
    await scriptsReady(page)
    await buyBox(page).getByRole('radio').first().check()
    await addAndSeeModal(page, 1)
    await expect(basketBadge(page, 1)).toBeAttached()
    expect(consoleErrors).toEqual([])
  })

  test('a bundle with its chosen items', async ({ page, consoleErrors }) => {
    await page.goto(BUNDLE)
    await scriptsReady(page)
    await addAndSeeModal(page, 1)
    await expect(basketBadge(page, 1)).toBeAttached()
    expect(consoleErrors).toEqual([])
  })

  test('a grouped product: one line per child, each with the quantity', async ({ page, consoleErrors }) => {
    await page.goto(GROUPED)
    await scriptsReady(page)
    const children = await buyBox(page).locator('input[name="child"]').count()
    expect(children).toBeGreaterThan(1)
    await buyBox(page).getByRole('button', { name: 'Add to basket' }).click()
    await expect(page.getByRole('dialog', { name: 'Added to your basket' })).toBeVisible()
    await expect(basketBadge(page, children)).toBeAttached()
    expect(consoleErrors).toEqual([])
  })

  test('virtual and downloadable products', async ({ page, consoleErrors }) => {
    await page.goto(VIRTUAL)
    await scriptsReady(page)
    await addAndSeeModal(page, 1)
    await page.goto(DOWNLOADABLE)
    await scriptsReady(page)
    await addAndSeeModal(page, 1)
    await expect(basketBadge(page, 2)).toBeAttached()
    expect(consoleErrors).toEqual([])
  })

  test('a gift card says the basket cannot take it', async ({ page }) => {
    await page.goto(GIFT_CARD)
    await expect(page.getByText('Product Type GiftCardProduct not supported in add to cart yet')).toBeVisible()
    await expect(buyBox(page)).toHaveCount(0)
  })

  test('an out-of-stock product takes a back-in-stock request in the modal', async ({ page, consoleErrors }) => {
    await page.goto(OUT_OF_STOCK)
    await scriptsReady(page)
    await expect(page.locator('[data-stock="out"]')).toContainText('Out of stock')
    await page.getByRole('link', { name: 'Email me when it is back in stock' }).click()
    const dialog = page.getByRole('dialog', { name: 'Tell me when it is back' })
    await dialog.getByLabel('Email address').fill('back-soon@example.co.uk')
    await dialog.getByRole('button', { name: 'Email me' }).click()
    await expect(dialog.getByRole('status')).toContainText('Thank you. We will email you as soon as')
    expect(consoleErrors).toEqual([])
  })
})

test.describe('a product page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('adds a simple product with the form and lands on the basket', async ({ page }) => {
    await page.goto(SIMPLE)
    await buyBox(page).getByLabel('Quantity').fill('3')
    await buyBox(page).getByRole('button', { name: 'Add to basket' }).click()
    await expect(page).toHaveURL('/cart')
    await expect(page.getByText('The product was added to your basket.')).toBeVisible()
  })

  test('a configurable product cannot be added until an option is chosen', async ({ page }) => {
    await page.goto(CONFIGURABLE)
    await buyBox(page).getByRole('button', { name: 'Add to basket' }).click()
    await expect(page).toHaveURL(CONFIGURABLE)
    await buyBox(page).getByRole('radio').first().check()
    await buyBox(page).getByRole('button', { name: 'Add to basket' }).click()
    await expect(page).toHaveURL('/cart')
    await expect(page.getByText('The product was added to your basket.')).toBeVisible()
  })

  test('asks to be told when a product is back, and thanks the shopper', async ({ page }) => {
    await page.goto(OUT_OF_STOCK)
    await page.locator('#stock-alert').getByLabel('Email address').fill('plain-form@example.co.uk')
    await page.locator('#stock-alert').getByRole('button', { name: 'Email me' }).click()
    await expect(page).toHaveURL(OUT_OF_STOCK)
    await expect(page.getByText('Thank you. We will email you as soon as it is back in stock.')).toBeVisible()
  })

  test('every section is there to read, tabs being links to them', async ({ page }) => {
    await page.goto(SIMPLE)
    // Reviews and cards are in the page itself, not waiting for a script to show them.
    await expect(page.locator('#reviews').getByText(/^By .+ on \d/).first()).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'More in this range' })).toBeVisible()
    for (const name of ['Specifications', 'Reasons to buy']) {
      await page.getByRole('navigation', { name: 'About this product' }).getByRole('link', { name }).click()
      await expect(page.getByRole('heading', { level: 2, name })).toBeInViewport()
    }
  })
})

test.describe('a product page is accessible', () => {
  for (const path of [SIMPLE, CONFIGURABLE, OUT_OF_STOCK]) {
    test(`axe finds nothing on ${path}`, async ({ page }) => {
      await page.goto(path)
      await expectNoAxeViolations(page)
    })
  }
})
