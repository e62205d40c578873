import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { signedInCustomer } from './shopper'
import { E2E_ADMIN } from './staff'

/** A product with approved reviews (SPEC §2 Reviews tab). */
const REVIEWED = '/hp-963-yellow-ink-cartridge-3ja25ae.html'

/** How many approved reviews the Reviews tab's summary says it is based on. */
async function reviewBasis(page: Page): Promise<number> {
  const basis = page.getByText(/^Based on \d+ reviews?$/)
  await expect(basis).toBeVisible()
  return Number(/\d+/.exec((await basis.textContent()) ?? '')?.[0])
}

type ReviewNode = { '@type'?: string; reviewBody?: string; author?: { name?: string } }
type ProductNode = { '@type'?: string; review?: ReviewNode[]; aggregateRating?: { reviewCount?: number } }

/** The page's Product structured data. */
async function productData(page: Page): Promise<ProductNode> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const nodes = scripts.flatMap((text) => {
    const data = JSON.parse(text) as ProductNode & { '@graph'?: ProductNode[] }
    return data['@graph'] ?? [data]
  })
  const product = nodes.find((node) => node['@type'] === 'Product')
  expect(product, 'the page has Product structured data').toBeDefined()
  return product!
}

test('a shopper’s review, approved in the staff queue, shows on the product page, in its rating and its structured data', async ({ browser, page, request, consoleErrors }) => {
  const run = Date.now().toString(36)
  const summary = `Sunny yellows, every page ${run}`
  // Its own words each run, so a server that has seen the test before still finds this one review.
  const text = `Printed the school fete posters (${run}) with it and the yellows stayed bright to the last sheet.`

  // The shopper writes a review on the product page; it waits to be checked.
  await signedInCustomer(page, request, 'Moderated')
  await page.goto(REVIEWED)
  const before = await reviewBasis(page)
  const form = page.getByRole('region', { name: 'Write a review' })
  // The form hydrates once in view after load.
  await form.scrollIntoViewIfNeeded()
  await page.locator('[data-island="review-form"][data-hydrated]').waitFor({ state: 'attached' })
  await form.getByLabel('Nickname').fill('Morgan')
  await form.getByLabel('Summary').fill(summary)
  await form.getByLabel('Your review').fill(text)
  for (const rating of ['Quality', 'Value', 'Price']) {
    await form.getByRole('group', { name: `Your rating: ${rating}` }).getByLabel('5 stars').check()
  }
  await form.getByRole('button', { name: 'Submit review' }).click()
  await expect(form.getByRole('status')).toHaveText('Thank you, your review will appear once it has been checked.')
  expect(consoleErrors).toEqual([])

  // Staff sign in to the staff area, find it in the queue by its summary, read it and approve it.
  const staff = await browser.newContext({ httpCredentials: { username: E2E_ADMIN.user, password: E2E_ADMIN.password } })
  const desk = await staff.newPage()
  await desk.goto('/__admin')
  await desk.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Reviews' }).click()
  await expect(desk.getByRole('heading', { level: 1, name: 'Product reviews' })).toBeVisible()
  await expect(desk.getByRole('link', { name: 'Pending' })).toHaveAttribute('aria-current', 'page')
  await expectNoAxeViolations(desk)
  await desk.getByRole('link', { name: summary }).click()
  await expect(desk.getByRole('heading', { level: 1 })).toHaveText(`Review: ${summary}`)
  await expect(desk.getByText(text)).toBeVisible()
  await expectNoAxeViolations(desk)
  await desk.getByRole('button', { name: 'Approve' }).click()
  await expect(desk.getByRole('status')).toHaveText(`Approved “${summary}”. The product page shows it from the next page view.`)
  await expect(desk.getByRole('link', { name: summary })).toHaveCount(0)
  await desk.getByRole('link', { name: 'Approved', exact: true }).click()
  await expect(desk.getByRole('link', { name: summary })).toBeVisible()
  await staff.close()

  // The next visitor to the product page sees it, counted in the rating and in the structured data.
  const visitor = await browser.newContext()
  const shop = await visitor.newPage()
  await shop.goto(REVIEWED)
  await expect(shop.getByText(summary)).toBeVisible()
  await expect(shop.getByText(text)).toBeVisible()
  expect(await reviewBasis(shop)).toBe(before + 1)
  const data = await productData(shop)
  expect(data.aggregateRating?.reviewCount).toBe(before + 1)
  expect(data.review?.[0]).toMatchObject({ reviewBody: text, author: { name: 'Morgan' } })
  await visitor.close()
})
