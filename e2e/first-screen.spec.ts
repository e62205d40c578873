import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { BOTH_WIDTHS } from './viewports'

/**
 * Issue 25 point 2: what a shopper sees before scrolling. On a 390 x 844 phone the header (top bar,
 * logo, VAT switch, search field, tabs and the selling strip) stays within about 200 px with the
 * search field in it, and a product page shows its price and "Add to basket" in the first screen.
 * Layout, measured in the browser; no timing.
 */
const PRODUCTS = ['/hp-963-yellow-ink-cartridge-3ja25ae.html', '/hp-laserjet-m209dw-a4-mono-laser-printer.html', '/brother-bp60-inkjet-paper-72gsm.html']
const HEADER_MAX_PX = 200

/** Whether the element lies wholly inside the first screen. */
async function inFirstScreen(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox()
  const height = page.viewportSize()!.height
  return box !== null && box.y >= 0 && box.y + box.height <= height
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? 'with JavaScript' : 'without JavaScript', { tag: BOTH_WIDTHS }, () => {
    test.use({ javaScriptEnabled: javaScript })

    test('the search field is in sight on first paint, in a header of at most about 200 px on a phone', async ({ page }, testInfo) => {
      await page.goto('/')
      const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search the shop' })
      expect(await inFirstScreen(page, search)).toBe(true)
      if (testInfo.project.name === 'mobile' && javaScript) {
        const header = await page.getByRole('banner').boundingBox()
        expect(header!.height).toBeLessThanOrEqual(HEADER_MAX_PX)
      }
    })

    test('a product page shows its price and "Add to basket" before any scrolling', async ({ page }) => {
      for (const path of PRODUCTS) {
        await page.goto(path)
        const buy = page.locator('form[data-product-form]').getByRole('button', { name: 'Add to basket' })
        expect(await inFirstScreen(page, buy), `Add to basket on ${path}`).toBe(true)
        const price = page.locator('[data-product-price]').getByText(/£\d+\.\d\d/).first()
        expect(await inFirstScreen(page, price), `the price on ${path}`).toBe(true)
      }
    })
  })
}
