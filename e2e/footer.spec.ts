import type { Page } from '@playwright/test'
import { CUSTOMER_SERVICE_PHONE, HELP_CENTRE_URL } from '../shared/constants/customer-service'
import { BUSINESS_ACCOUNT_URL, RESOURCES_URL, TRUST_REVIEWS_URL } from '../shared/constants/external-links'
import { type AxeScope, expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { BOTH_WIDTHS } from './viewports'

const COLUMNS = ['Customer services', 'Company info', 'Our guarantees', 'Payment'] as const

/** SPEC §2 Shell "Footer": every column's links, in order, as [name, href] in the default store. */
const FOOTER_LINKS: readonly [string, string][] = [
  ['Account', '/customer/account/login'],
  ['Help', HELP_CENTRE_URL],
  ['Delivery', '/free-delivery.html'],
  ['Returns', '/customer/returns'],
  ['Contact us', '/contact.html'],
  ['About us', '/aboutus.html'],
  ['Recycling', '/recycling.html'],
  ['Resources', RESOURCES_URL],
  ['100% satisfaction', '/moneyback.html'],
  ['Lowest online price', '/lowprice.html'],
  ['Open a business account', BUSINESS_ACCOUNT_URL],
  ['Schools and local authorities', '/schools-and-local-authorities.html'],
]

const footer = (page: Page) => page.getByRole('contentinfo')
const column = (page: Page, heading: string) => footer(page).locator('details', { has: page.getByRole('heading', { name: heading, exact: true }) })
const columnLinks = (page: Page) => footer(page).locator('details a')

/** The footer effect has run once the columns carry its marks: closed below 768 px, untabbable above. */
async function footerBound(page: Page, wide: boolean): Promise<void> {
  const first = column(page, COLUMNS[0])
  if (wide) await expect(first.locator('summary')).toHaveAttribute('tabindex', '-1')
  else await expect(first).not.toHaveAttribute('open')
}

test.describe('footer columns', () => {
  test('from 768 px every column is open with its links, and a heading click keeps it open', { tag: BOTH_WIDTHS }, async ({ page, consoleErrors }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'the always-open rule is for wide screens')
    await page.goto('/')
    await footerBound(page, true)
    for (const heading of COLUMNS) await expect(column(page, heading)).toHaveAttribute('open', '')
    for (const [name] of FOOTER_LINKS) await expect(columnLinks(page).getByText(name, { exact: true })).toBeVisible()

    await column(page, 'Company info').getByRole('heading').click()
    await expect(column(page, 'Company info')).toHaveAttribute('open', '')
    await expect(footer(page).getByRole('link', { name: 'Recycling' })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('under 768 px the columns start collapsed and open and close by their headings', async ({ page, consoleErrors }, testInfo) => {
    test.skip(testInfo.project.name === 'desktop', 'collapsing is for narrow screens')
    await page.goto('/')
    await footerBound(page, false)
    for (const heading of COLUMNS) await expect(column(page, heading)).not.toHaveAttribute('open')
    await expect(footer(page).getByRole('link', { name: 'Delivery' })).toBeHidden()

    const services = column(page, 'Customer services')
    await services.locator('summary').click()
    await expect(services).toHaveAttribute('open', '')
    await expect(footer(page).getByRole('link', { name: 'Delivery' })).toBeVisible()
    await expect(column(page, 'Payment')).not.toHaveAttribute('open')

    // Keyboard: the heading is a disclosure button.
    await services.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(services).not.toHaveAttribute('open')
    expect(consoleErrors).toEqual([])
  })

  test('on a phone they are folded from the first paint, so nothing in the footer moves when scripts fold them', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'desktop', 'folding is for narrow screens')
    // Issue 26: folding them after first paint shifted the footer of a page short enough to show it.
    await page.addInitScript(() => {
      const moved: string[] = []
      const record = (entries: PerformanceEntryList) => {
        for (const entry of entries as (PerformanceEntry & { sources: { node: Node | null }[] })[]) {
          for (const { node } of entry.sources) if (node instanceof Element && node.closest('footer')) moved.push(node.outerHTML.slice(0, 80))
        }
      }
      const observer = new PerformanceObserver((list) => record(list.getEntries()))
      observer.observe({ type: 'layout-shift', buffered: true })
      Object.assign(window, { footerShifts: () => (record(observer.takeRecords()), moved) })
    })
    // The empty basket: short enough for the footer to be in a phone's first screen.
    await page.goto('/cart')
    await expect(page.getByText('Your basket is empty')).toBeVisible()
    await footerBound(page, false)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(await page.evaluate(() => (window as unknown as { footerShifts: () => string[] }).footerShifts())).toEqual([])
  })

  test('the columns follow the breakpoint when the window is resized', { tag: BOTH_WIDTHS }, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'starts wide and narrows; once is enough')
    await page.goto('/')
    await footerBound(page, true)
    await page.setViewportSize({ width: 700, height: 800 })
    await expect(column(page, 'Payment')).not.toHaveAttribute('open')
    await expect(column(page, 'Payment').locator('summary')).not.toHaveAttribute('tabindex')
    await page.setViewportSize({ width: 800, height: 800 })
    await expect(column(page, 'Payment')).toHaveAttribute('open', '')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('every column is open, so nothing is out of reach', { tag: BOTH_WIDTHS }, async ({ page }) => {
      await page.goto('/')
      for (const heading of COLUMNS) await expect(column(page, heading)).toHaveAttribute('open', '')
      await expect(footer(page).getByRole('link', { name: 'Schools and local authorities' })).toBeVisible()
      await expect(footer(page).getByRole('link', { name: 'Sign up to our newsletter' })).toHaveAttribute('href', '/newsletter')
    })
  })
})

test('the footer links lead to the right pages', async ({ page }) => {
  await page.goto('/')
  const links = columnLinks(page)
  await expect(links).toHaveCount(FOOTER_LINKS.length)
  for (const [index, [name, href]] of FOOTER_LINKS.entries()) {
    await expect(links.nth(index)).toHaveText(name)
    await expect(links.nth(index)).toHaveAttribute('href', href)
  }
  const signUp = footer(page).getByRole('link', { name: 'Sign up to our newsletter' })
  await expect(signUp).toHaveAttribute('data-modal-open', 'newsletter')
  await expect(signUp).toHaveAttribute('href', '/newsletter')
})

test('the German store keeps its own pages under /de/ and the external ones as they are', async ({ page }) => {
  await page.goto('/de/')
  const links = columnLinks(page)
  const expected = FOOTER_LINKS.map(([, href]) => (href.startsWith('/') ? `/de${href}` : href))
  await expect(links).toHaveCount(expected.length)
  for (const [index, href] of expected.entries()) await expect(links.nth(index)).toHaveAttribute('href', href)
  await expect(column(page, 'Kundenservice')).toBeAttached()
  await expect(footer(page).getByRole('link', { name: 'Newsletter abonnieren' })).toHaveAttribute('href', '/de/newsletter')
})

test('the footer shows the payments block, the regulatory marks, copyright and VAT', async ({ page }) => {
  await page.goto('/')
  const payments = footer(page).getByRole('region', { name: 'Ways to pay' })
  await expect(payments).toContainText('We accept:')
  await expect(payments.getByRole('listitem').filter({ hasText: 'PayPal' })).toBeVisible()
  await expect(payments).toContainText('Purchase orders (schools and local authorities)')

  const marks = footer(page).getByRole('list', { name: 'Product marks and registrations' })
  await expect(marks.getByRole('img', { name: 'UKCA marked' })).toBeVisible()
  await expect(marks.getByRole('img', { name: 'CE marked' })).toBeVisible()
  await expect(marks).toContainText(/WEEE registered producer: WEE\/\w+/)
  await expect(footer(page)).toContainText('All prices in GBP.')
  await expect(footer(page)).toContainText('Prices are shown with VAT at 20%')
})

test('the top bar links the phone number to contact, then quick reorder, help and contact', async ({ page }) => {
  await page.goto('/')
  const bar = page.getByRole('navigation', { name: 'Customer service' })
  const phone = bar.getByRole('link', { name: `Call us ${CUSTOMER_SERVICE_PHONE}` })
  await expect(phone).toBeVisible()
  await expect(phone).toHaveAttribute('href', '/contact.html')
  await expect(bar.getByRole('link', { name: 'Quick reorder' })).toHaveAttribute('href', '/customer/quick-reorder')
  await expect(bar.getByRole('link', { name: 'Help' })).toHaveAttribute('href', HELP_CENTRE_URL)
  await expect(bar.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/contact.html')
  // The row stays one line, on phones too (there the words beside the icons are visually hidden).
  const tops = await bar.getByRole('link').evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)))
  expect(new Set(tops).size).toBe(1)

  await page.goto('/de/')
  await expect(page.getByRole('navigation', { name: 'Kundenservice' }).getByRole('link', { name: 'Schnellnachbestellung' })).toHaveAttribute('href', '/de/customer/quick-reorder')
})

test('the selling strip links the trust rating to the review site and the guarantee to its page', async ({ page }) => {
  await page.goto('/')
  const strip = page.getByRole('list', { name: 'Our promises' })
  await expect(strip.getByRole('listitem').first()).toHaveText('Free next-day delivery on orders over £30')
  await expect(strip.getByRole('link', { name: 'Rated 4.9 out of 5 by our customers' })).toHaveAttribute('href', TRUST_REVIEWS_URL)
  await expect(strip.getByRole('link', { name: 'Lowest online price guarantee' })).toHaveAttribute('href', '/lowprice.html')
  await page.goto('/de/')
  await expect(page.getByRole('list', { name: 'Unsere Versprechen' }).getByRole('link', { name: 'Tiefstpreisgarantie online' })).toHaveAttribute('href', '/de/lowprice.html')
})

test('the footer, top bar and strip have no accessibility violations', { tag: BOTH_WIDTHS }, async ({ page }, testInfo) => {
  await page.goto('/')
  const wide = testInfo.project.name !== 'mobile'
  await footerBound(page, wide)
  const shell: AxeScope = (axe) => axe.include('footer').include('nav[aria-label="Customer service"]').include('ul[aria-label="Our promises"]')
  await expectNoAxeViolations(page, shell)
  if (!wide) {
    await column(page, 'Customer services').locator('summary').click()
    await expect(column(page, 'Customer services')).toHaveAttribute('open', '')
    await expectNoAxeViolations(page, shell)
  }
})
