import type { Locator, Page, TestInfo } from '@playwright/test'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'

/**
 * SPEC §2 "Search box and search": suggestions as the shopper types, against the seeded catalogue.
 * The header's box, in sight on every width.
 */

const BOX = '#header-search'

/** Presses Tab until `target` has focus (at most 30 times). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 30 && !(await target.evaluate((el) => el === document.activeElement)); presses++) await page.keyboard.press('Tab')
  await expect(target).toBeFocused()
}

/** Focuses the header's search box with the keyboard alone, from the top of the page. */
async function focusSearchBox(page: Page, _testInfo: TestInfo, boxName = 'Search the shop') {
  const box = page.locator(BOX)
  await tabTo(page, box)
  await expect(box).toHaveAccessibleName(boxName)
  return box
}

const suggestions = (page: Page, name = 'Suggestions') => page.getByRole('listbox', { name })

test.describe('search suggestions', () => {
  test('typed with the keyboard alone: the list appears, ArrowDown and Enter open a product', async ({ page, consoleErrors }, testInfo) => {
    await page.goto('/')
    const box = await focusSearchBox(page, testInfo)
    await page.keyboard.type('hp 963')

    const list = suggestions(page)
    await expect(list).toBeVisible()
    await expect(box).toHaveRole('combobox')
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!)
    const products = list.getByRole('group', { name: 'Products' }).getByRole('option')
    await expect(products.first()).toContainText('963')
    const count = await list.getByRole('option').count()
    expect(count).toBeGreaterThan(1)
    expect(count).toBeLessThanOrEqual(10)
    await expect(page.getByRole('status').filter({ hasText: 'suggestions' })).toHaveText(`${count} suggestions. Use the up and down arrow keys to choose one.`)

    // Each product shows its picture, its name and its price including VAT (the default mode).
    const first = products.first()
    await expect(first.locator('img')).toHaveAttribute('width', '40')
    await expect(first).toHaveAccessibleName(/£\d+\.\d\d inc\. VAT$/)

    await page.keyboard.press('ArrowDown')
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
    await page.keyboard.press('ArrowDown')
    await expect(products.nth(1)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowUp')
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(box).toBeFocused()

    const name = (await first.locator('span').first().textContent())!
    const href = (await first.getAttribute('href'))!
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.]/g, '\\.')}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(list).toBeHidden()
    expect(consoleErrors).toEqual([])
  })

  test('Escape closes the list, a second Escape clears the box; Enter without a choice still searches', async ({ page }, testInfo) => {
    await page.goto('/')
    const box = await focusSearchBox(page, testInfo)
    await page.keyboard.type('brother')
    await expect(suggestions(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(suggestions(page)).toBeHidden()
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expect(box).toHaveValue('brother')
    await page.keyboard.press('Escape')
    await expect(box).toHaveValue('')

    await page.keyboard.type('toner')
    await expect(suggestions(page)).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=toner$/)
  })

  test('has no accessibility violations with the list open', async ({ page }, testInfo) => {
    await page.goto('/')
    await focusSearchBox(page, testInfo)
    await page.keyboard.type('hp')
    await expect(suggestions(page).getByRole('group', { name: 'Categories and printers' })).toBeVisible()
    await page.keyboard.press('ArrowDown')
    expect(await axeViolations(page)).toEqual([])
  })

  test('suggests printer models, and clicking one opens its cartridges; a click outside closes the list', async ({ page, consoleErrors }, testInfo) => {
    await page.goto('/')
    await focusSearchBox(page, testInfo)
    await page.keyboard.type('officejet pro 9010')
    const model = suggestions(page).getByRole('group', { name: 'Categories and printers' }).getByRole('option', { name: /^HP OfficeJet Pro 9010\b/ })
    await expect(model).toBeVisible()
    await expect(model).toContainText('Printer model · Ink Cartridges')

    await page.mouse.click(5, 5)
    await expect(suggestions(page)).toBeHidden()
    await page.locator(BOX).focus()
    await expect(model).toBeVisible()

    await model.click()
    await expect(page).toHaveURL(/\/ink-cartridges\/hp\/officejet-pro\/officejet-pro-9010\.html$/)
    await expect(suggestions(page)).toBeHidden()
    expect(consoleErrors).toEqual([])
  })

  test('shows prices excluding VAT when the shopper has chosen so', async ({ page, context }, testInfo) => {
    await page.goto('/')
    await context.addCookies([{ name: 'price_display_type', value: '1', url: page.url() }])
    await page.reload()
    await focusSearchBox(page, testInfo)
    await page.keyboard.type('963')
    const first = suggestions(page).getByRole('option').first()
    // Both prices are in the list; the page's VAT mode shows one, and only that one is announced.
    await expect(first.getByText('ex. VAT')).toBeVisible()
    await expect(first.getByText('inc. VAT')).toBeHidden()
    await expect(first).toHaveAccessibleName(/£\d+\.\d\d ex\. VAT$/)
  })

  test('keeps what was typed before the suggestions loaded, and answers it', async ({ page }, testInfo) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/chunks/search-suggestions-*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/')
    const box = await focusSearchBox(page, testInfo)
    await page.keyboard.type('963')
    await expect(box).toHaveValue('963')
    await expect(box).toHaveRole('searchbox')
    release()
    await expect(suggestions(page).getByRole('option').first()).toContainText('963')
    await expect(box).toHaveValue('963')
  })

  test('an answer arriving late never replaces the newer one', async ({ page }, testInfo) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/magento/searchSuggestions?*', async (route) => {
      const { term } = JSON.parse(new URL(route.request().url()).searchParams.get('variables')!) as { term: string }
      if (term === 'brother') await held
      await route.continue().catch(() => {}) // the browser may have cancelled it meanwhile
    })
    await page.goto('/')
    await focusSearchBox(page, testInfo)
    const slow = page.waitForRequest((request) => request.url().includes('brother'))
    await page.keyboard.type('brother')
    await slow
    await page.keyboard.press('Control+A')
    await page.keyboard.type('963')
    const options = suggestions(page).getByRole('option')
    await expect(options.first()).toContainText('963')
    release()
    await page.waitForTimeout(300) // time for a stale answer to land, were it still wanted
    await expect(options.first()).toContainText('963')
    await expect(suggestions(page)).not.toContainText('Brother')
  })

  test('the German store suggests in German, links to /de/ pages and prices in euros', async ({ page }, testInfo) => {
    await page.goto('/de/')
    await focusSearchBox(page, testInfo, 'Im Shop suchen')
    await page.keyboard.type('hp')
    const list = suggestions(page, 'Vorschläge')
    await expect(list.getByRole('group', { name: 'Produkte' })).toBeVisible()
    await expect(list.getByRole('group', { name: 'Kategorien und Drucker' })).toBeVisible()
    for (const href of await list.getByRole('option').evaluateAll((options) => options.map((o) => o.getAttribute('href')))) expect(href).toMatch(/^\/de\//)
    await expect(list.getByRole('group', { name: 'Produkte' }).getByRole('option').first()).toContainText(/€ inkl\. MwSt\./)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the search box stays the plain search form', async ({ page }) => {
    await page.goto('/')
    const box = page.getByRole('searchbox', { name: 'Search the shop' })
    await expect(box).not.toHaveAttribute('role', /./)
    await expect(page.getByRole('listbox')).toHaveCount(0)
    await box.fill('963')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=963$/)
  })
})
