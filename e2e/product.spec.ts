import type { Page } from '@playwright/test'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { pageReady, scriptsReady } from './shell-controls'

/** A genuine cartridge with reviews, three pictures, a buy-together companion and an own-brand alternative. */
const GENUINE = '/hp-963-yellow-ink-cartridge-3ja25ae.html'
const GENUINE_NAME = 'HP 963 Yellow Ink Cartridge (3JA25AE)'
/** A configurable product: paper in two sizes at two prices. */
const CONFIGURABLE = '/brother-bp60-inkjet-paper-72gsm.html'

/** The product page's behaviours are bound once its tabs are (their chunk loads after the page). */
const behavioursReady = (page: Page) => page.getByRole('tablist').waitFor()
/** The modal host hydrates when something opens a modal: the page's scripts are what must be there. */
const modalHostReady = (page: Page) => pageReady(page)

/** The main price as shown: both VAT ways are in the page and CSS shows the shopper's choice. */
const shownPrice = (page: Page) => page.locator('[data-product-price] p').first().locator(':scope > span:visible')

type CartLine = { quantity: number; product: { sku: string } }

/** The guest basket's lines, read from the back end with the cart the browser's httpOnly cookie holds. */
async function basketLines(page: Page): Promise<CartLine[]> {
  const cartId = (await page.context().cookies()).find((cookie) => cookie.name === 'cart')?.value
  expect(cartId, 'the basket has a cart cookie').toBeTruthy()
  const response = await page.request.post('/graphql', {
    data: { query: 'query C($id: String!) { cart(cart_id: $id) { items { quantity product { sku } } } }', variables: { id: cartId } },
  })
  return ((await response.json()) as { data: { cart: { items: CartLine[] } } }).data.cart.items
}

test.describe('the product page’s tabs', () => {
  test('show one panel from the first paint, before their script has bound them', async ({ page }) => {
    // The product page's behaviours never arrive: what shows is the stylesheet's doing alone.
    await page.route(/\/product-behaviours-[\w-]+\.js$/, () => {})
    await page.goto(GENUINE)
    await expect(page.getByRole('link', { name: 'Specifications' })).toBeVisible()
    await expect(page.getByRole('region', { name: /^Reviews/ })).toBeVisible()
    // The other panels wait for their tabs; every heading is still there for screen readers.
    await expect(page.locator('#specifications')).toBeHidden()
    await expect(page.locator('#about')).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Specifications', level: 2, includeHidden: true })).toHaveCount(1)
    await expect(page.locator('#reviews > h2')).toHaveCSS('position', 'absolute')
    await expect(page.locator('[data-product-tabs]')).not.toHaveAttribute('data-tabs-bound')
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  test('are operated by keyboard: arrows move between tabs, Enter opens one, Home and End jump', async ({ page, consoleErrors }) => {
    await page.goto(GENUINE)
    await behavioursReady(page)
    const tabs = page.getByRole('tablist', { name: 'About this product' }).getByRole('tab')
    const reviews = page.getByRole('tab', { name: /^Reviews \(\d+\)$/ })
    const about = page.getByRole('tab', { name: 'About this product' })
    await expect(reviews).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toHaveCount(1)
    await expect(page.getByRole('tabpanel', { name: /^Reviews/ })).toBeVisible()

    await reviews.focus()
    await page.keyboard.press('ArrowRight')
    await expect(about).toBeFocused()
    await expect(reviews).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Enter')
    await expect(about).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: 'About this product' })).toBeVisible()
    await expect(page.getByRole('tabpanel', { name: /^Reviews/ })).toBeHidden()
    await expect(page).toHaveURL(/#about$/)

    await page.keyboard.press('End')
    await expect(tabs.last()).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(reviews).toBeFocused()
    await page.keyboard.press('End')
    await page.keyboard.press('Home')
    await expect(reviews).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press(' ')
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true')
    // Tab leaves the tab list for the open panel.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('tabpanel')).toBeFocused()
    expect(consoleErrors).toEqual([])
  })

  test('open the tab the address names, and the rating’s link opens and scrolls to the reviews', async ({ page, consoleErrors }) => {
    await page.goto(`${GENUINE}#specifications`)
    await behavioursReady(page)
    await expect(page.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: 'Specifications' })).toBeVisible()

    await page.evaluate(() => window.scrollTo(0, 0))
    await page.locator('main a[href="#reviews"]').first().click()
    await expect(page.getByRole('tab', { name: /^Reviews/ })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tab', { name: /^Reviews/ })).toBeFocused()
    await expect(page.getByRole('tabpanel', { name: /^Reviews/ })).toBeInViewport()
    expect(consoleErrors).toEqual([])
  })

  test('the manufacturer’s name opens the manufacturer tooltip, and Escape closes it', async ({ page, consoleErrors }) => {
    await page.goto(GENUINE)
    await behavioursReady(page)
    await modalHostReady(page)
    const name = page.locator('main dl').getByRole('link', { name: 'HP', exact: true })
    const { title, text } = JSON.parse((await name.getAttribute('data-modal-props'))!) as { title: string; text: string }
    await name.click()
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(text.split('\n')[0]!)
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    expect(consoleErrors).toEqual([])
  })

  test('have no accessibility violations once scripted', async ({ page }) => {
    await page.goto(GENUINE)
    await behavioursReady(page)
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('the product gallery', () => {
  test('opens the lightbox with Enter, moves on with ArrowRight, and Escape gives focus back', async ({ page, consoleErrors }) => {
    await page.goto(GENUINE)
    await behavioursReady(page)
    const main = page.locator('a[data-gallery-main]')
    await main.focus()
    await page.keyboard.press('Enter')
    const lightbox = page.getByRole('dialog', { name: `Pictures of ${GENUINE_NAME}` })
    await expect(lightbox).toBeVisible()
    await expect(lightbox).toContainText('Picture 1 of 3')
    await expect(lightbox.getByRole('img', { name: GENUINE_NAME })).toBeVisible()
    // Focus is inside the dialog, so the page behind cannot be reached.
    expect(await lightbox.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('ArrowRight')
    await expect(lightbox).toContainText('Picture 2 of 3')
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(lightbox).toBeHidden()
    await expect(main).toBeFocused()
    // The page has not moved to the picture's own address.
    await expect(page).toHaveURL((url) => url.pathname === GENUINE)
    expect(consoleErrors).toEqual([])
  })

  test('shows a thumbnail’s picture as the main one', async ({ page }) => {
    await page.goto(GENUINE)
    await behavioursReady(page)
    const second = page.locator('ul a[data-gallery-item]').nth(1)
    const href = (await second.getAttribute('href'))!
    await second.click()
    await expect(page.locator('a[data-gallery-main]')).toHaveAttribute('href', href)
    await expect(page.locator('a[data-gallery-main] img')).toHaveAttribute('src', new RegExp(`^${href.replace(/[.?]/g, '\\$&')}\\?width=540`))
  })
})

test.describe('prices on the product page', () => {
  test('follow the VAT switch', async ({ page }) => {
    await page.goto(GENUINE)
    await scriptsReady(page)
    const price = shownPrice(page)
    await expect(price).toHaveText(/^£\d+\.\d\d inc\. VAT$/)
    const including = await price.textContent()
    await page.getByRole('switch', { name: 'Show prices' }).click()
    await expect(price).toHaveText(/^£\d+\.\d\d ex\. VAT$/)
    expect(await price.textContent()).not.toBe(including)
  })

  test('of a configurable product show the chosen variant’s price and picture', async ({ page }) => {
    await page.goto(CONFIGURABLE)
    await behavioursReady(page)
    type Variant = { optionUids: string[]; price: { incl: number; excl: number }; imageUrl: string | null }
    const variants = JSON.parse((await page.locator('script[data-product-variants]').textContent())!) as Variant[]
    const shown = (await shownPrice(page).textContent())!
    // The variant whose price differs from the one shown before a choice.
    const variant = variants.find((entry) => !shown.includes((entry.price.incl / 100).toFixed(2)))!
    await page.locator(`input[type="radio"][value="${variant.optionUids[0]}"]`).check()
    await expect(shownPrice(page)).toHaveText(`£${(variant.price.incl / 100).toFixed(2)} inc. VAT`)
    // The other VAT way is replaced too, for shoppers who chose it.
    await expect(page.locator('[data-product-price]')).toContainText(`£${(variant.price.excl / 100).toFixed(2)} ex. VAT`)
    if (variant.imageUrl) await expect(page.locator('a[data-gallery-main]')).toHaveAttribute('href', variant.imageUrl)
  })
})

test.describe('the product page’s offers with scripts', () => {
  test('buy together adds both products: the badge counts two and the modal names both', async ({ page, consoleErrors }) => {
    await page.goto(GENUINE)
    await behavioursReady(page)
    await modalHostReady(page)
    const offer = page.getByRole('region', { name: /^Buy together and save/ })
    const companion = (await offer.getByRole('link').first().textContent())!
    await offer.getByRole('button', { name: 'Add both to basket' }).click()
    const dialog = page.getByRole('dialog', { name: 'Added to your basket' })
    await expect(dialog).toContainText(`1 × ${GENUINE_NAME}`)
    await expect(dialog).toContainText(`1 × ${companion}`)
    await expect(page.getByRole('link', { name: 'Basket, 2 items' }).first()).toBeAttached()
    await expect(page).toHaveURL((url) => url.pathname === GENUINE)
    expect((await basketLines(page)).map((line) => line.quantity)).toEqual([1, 1])
    expect(consoleErrors).toEqual([])
  })

  test('switch and save puts the alternative in the basket in place of the genuine cartridge', async ({ page, consoleErrors }) => {
    await page.goto(GENUINE)
    await behavioursReady(page)
    await modalHostReady(page)
    const original = (await page.locator('[data-product-sku]').getAttribute('data-product-sku'))!
    // The genuine cartridge goes in first, as the buy box's script sends it.
    const added = await page.evaluate(async (sku) => {
      const response = await fetch('/api/magento/addProductsToCart', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ variables: { sku, quantity: 1 } }) })
      return ((await response.json()) as { data: { added: boolean } }).data.added
    }, original)
    expect(added).toBe(true)
    expect((await basketLines(page)).map((line) => line.product.sku)).toEqual([original])

    const panel = page.getByRole('region', { name: 'Switch and save' })
    const alternative = (await panel.getByRole('article').getAttribute('data-alternative'))!
    await panel.getByRole('button', { name: /^Switch and add to basket/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Added to your basket' })
    await expect(dialog).toContainText('1 × ')
    await expect(page.getByRole('link', { name: 'Basket, 1 item' }).first()).toBeAttached()
    expect((await basketLines(page)).map((line) => [line.product.sku, line.quantity])).toEqual([[alternative, 1]])
    expect(consoleErrors).toEqual([])
  })
})

test.describe('the product page’s chunk', () => {
  test('loads only on product pages, also after soft navigation, which binds the new page', async ({ page, consoleErrors }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    const productChunk = () => requested.filter((path) => /\/product-behaviours-[\w-]+\.js$/.test(path))
    await page.goto('/ink-cartridges/hp.html')
    await pageReady(page)
    expect(productChunk()).toEqual([])

    await page.evaluate(() => Object.assign(window, { softMarker: true }))
    // From the keyboard: a pointer's click on a card opens the page the browser fetched ahead instead.
    await page.locator('[data-listing] a[href$=".html"]').filter({ hasText: /\S/ }).first().press('Enter')
    await expect(page.locator('[data-page-kind="product"]')).toBeAttached()
    await behavioursReady(page)
    expect(await page.evaluate(() => (window as unknown as { softMarker?: boolean }).softMarker)).toBe(true)
    expect(productChunk()).toHaveLength(1)
    await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true')
    expect(consoleErrors).toEqual([])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every section shows under its heading and the switch form posts, landing on the basket', async ({ page }) => {
    await page.goto(GENUINE)
    await expect(page.getByRole('heading', { name: 'Specifications', level: 2 })).toBeVisible()
    await expect(page.getByRole('heading', { name: /^Reviews/, level: 2 })).toBeVisible()
    await page.getByRole('region', { name: 'Switch and save' }).getByRole('button', { name: /^Switch and add to basket/ }).click()
    await expect(page).toHaveURL(/\/cart$/)
    await expect(page.getByText('Switched: our alternative is in your basket instead.')).toBeVisible()
  })
})
