import type { APIRequestContext, Page } from '@playwright/test'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { mailedParameter } from './outbox'
import { PASSWORD, signedInCustomer } from './shopper'

/** A product with approved reviews (SPEC §2 Reviews tab), and its name as the page heads it. */
const REVIEWED = '/hp-963-yellow-ink-cartridge-3ja25ae.html'

/**
 * Both islands of the product page have hydrated: the review form waits for load and to be in view,
 * so the shopper scrolls to it; the wish-list heart hydrates after load for a signed-in shopper and
 * when reached for a guest, so the pointer rests on it.
 */
async function islandsReady(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Write a review' }).scrollIntoViewIfNeeded()
  await page.locator('[data-island="review-form"][data-hydrated]').waitFor({ state: 'attached' })
  await page.locator('[data-island="wishlist-toggle"] button').hover()
  await page.locator('[data-island="wishlist-toggle"][data-hydrated]').waitFor({ state: 'attached' })
}

/** The signed-in shopper's wish list size, as the header's session read reports it. */
async function wishlistCount(page: Page): Promise<number> {
  return page.evaluate(async () => ((await (await fetch('/api/magento/session')).json()) as { data: { wishlistCount: number } }).data.wishlistCount)
}

async function fillReview(form: ReturnType<Page['locator']>): Promise<void> {
  await form.getByLabel('Nickname').fill('Grace')
  await form.getByLabel('Summary').fill('Bright, even colour')
  await form.getByLabel('Your review').fill('Printed a full photo album with it and the yellows stayed true.')
  for (const rating of ['Quality', 'Value', 'Price']) {
    await form.getByRole('group', { name: `Your rating: ${rating}` }).getByLabel('4 stars').check()
  }
}

test.describe('the Reviews tab', () => {
  test('opens with the average to 2 decimals and how many reviews gave each number of stars', async ({ page, consoleErrors }) => {
    await page.goto(REVIEWED)
    const tab = page.locator('section#reviews')
    await expect(tab.getByRole('heading', { name: 'Customer rating' })).toBeVisible()
    const average = tab.getByText(/^\d\.\d\d out of 5$/)
    await expect(average).toBeVisible()
    // The header's rating beside the product's name says the same.
    await expect(page.locator('a[href="#reviews"]').getByText(/out of 5$/).first()).toHaveText((await average.textContent())!)
    const rows = tab.getByRole('list', { name: 'Reviews by stars' }).getByRole('listitem')
    await expect(rows).toHaveCount(5)
    await expect(rows.first()).toContainText('5 stars')
    await expect(rows.last()).toContainText('1 star')
    const title = (await page.locator('[data-tab-for="reviews"]').textContent()) ?? ''
    const total = Number(/\((\d+)\)/.exec(title)?.[1])
    const counts = await rows.locator('span[aria-hidden="true"].tabular-nums').allTextContents()
    expect(counts.map(Number).reduce((sum, n) => sum + n, 0)).toBe(total)
    await expect(tab.getByText(`Based on ${total} reviews`)).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('a guest who clicks into the review form or the wish-list heart is asked to sign in', async ({ page, consoleErrors }) => {
    await page.goto(REVIEWED)
    await islandsReady(page)
    const form = page.getByRole('region', { name: 'Write a review' })
    await expect(form.getByText('Only signed-in customers can write reviews.')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    await form.getByLabel('Nickname').click()
    const dialog = page.getByRole('dialog', { name: 'Sign in' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await page.getByRole('button', { name: 'Add to wish list' }).click()
    await expect(dialog).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('a signed-in customer writes a review and is thanked without a reload', async ({ page, request, consoleErrors }) => {
    await signedInCustomer(page, request, 'Reviewer')
    await page.goto(REVIEWED)
    await islandsReady(page)
    const form = page.getByRole('region', { name: 'Write a review' })
    await expect(form.getByText('Only signed-in customers can write reviews.')).toBeHidden()

    // SPEC §5: the form's own messages beside its fields, not the browser's.
    await form.getByLabel('Summary').fill('OK')
    await form.getByRole('button', { name: 'Submit review' }).click()
    await expect(form.getByLabel('Nickname')).toBeFocused()
    await expect(form.getByText('This field is required')).toHaveCount(2)
    await expect(form.getByText('Please enter at least 4 characters.')).toBeVisible()
    await expect(form.getByText('Please choose 1 to 5 stars.')).toHaveCount(3)
    await expect(form.getByLabel('Summary')).toHaveAttribute('aria-invalid', 'true')
    expect(await axeViolations(page)).toEqual([])

    const url = page.url()
    await fillReview(form)
    await form.getByRole('button', { name: 'Submit review' }).click()
    await expect(form.getByRole('status')).toHaveText('Thank you, your review will appear once it has been checked.')
    await expect(form.getByRole('button', { name: 'Submit review' })).toHaveCount(0)
    expect(page.url()).toBe(url)
    // The account's "My reviews" lists it while it waits to be checked.
    await page.goto('/customer/my-reviews')
    await expect(page.locator('main')).toContainText('Bright, even colour')
    expect(consoleErrors).toEqual([])
  })

  test('a signed-in customer keeps the product in the wish list and takes it out again', async ({ page, request, consoleErrors }) => {
    await signedInCustomer(page, request, 'Keeper')
    await page.goto(REVIEWED)
    await islandsReady(page)
    const heart = page.getByRole('button', { name: 'Add to wish list' })
    await heart.click()
    await expect(page.getByText(/was added to your wish list\.$/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Remove from wish list' })).toBeVisible()
    expect(await wishlistCount(page)).toBe(1)

    // The page is the same for everyone: the island asks the session again after a reload.
    await page.reload()
    await islandsReady(page)
    await page.getByRole('button', { name: 'Remove from wish list' }).click()
    await expect(page.getByText(/was removed from your wish list\.$/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add to wish list' })).toBeVisible()
    expect(await wishlistCount(page)).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})

/** A confirmed customer signed in through the named-operation API, with no page script involved. */
async function signInWithoutScripts(page: Page, request: APIRequestContext): Promise<void> {
  const email = `plain-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.co.uk`
  const created = await request.post('/graphql', {
    data: {
      query: 'mutation C($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
      variables: { input: { firstname: 'Plain', lastname: 'Tester', email, password: PASSWORD } },
    },
  })
  expect((await created.json()).errors).toBeUndefined()
  const key = await mailedParameter(email, 'account_confirmation', 'key')
  await page.goto(`/customer/account/confirm/?email=${encodeURIComponent(email)}&key=${encodeURIComponent(key)}`)
  const signIn = await page.request.post('/api/magento/generateCustomerToken', { data: { variables: { email, password: PASSWORD } } })
  expect(signIn.status()).toBe(200)
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a guest’s review is refused with a notice that links to sign in; the heart leads to sign in', async ({ page }) => {
    await page.goto(REVIEWED)
    const form = page.getByRole('region', { name: 'Write a review' })
    await fillReview(form)
    await form.getByRole('button', { name: 'Submit review' }).click()
    await expect(page).toHaveURL(new RegExp(`${REVIEWED.replace('.', '\\.')}#reviews$`))
    const notice = page.getByRole('status').filter({ hasText: 'Only signed-in customers can write reviews' })
    await expect(notice).toBeVisible()
    await expect(notice.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/customer/account/login')

    await page.getByRole('button', { name: 'Add to wish list' }).click()
    await expect(page).toHaveURL(/\/customer\/account\/login$/)
    await expect(page.getByRole('status').filter({ hasText: 'Please sign in to keep products in your wish list.' })).toBeVisible()
  })

  test('a signed-in customer’s review and wish-list heart work by plain forms', async ({ page, request }) => {
    await signInWithoutScripts(page, request)
    await page.goto(REVIEWED)
    const form = page.getByRole('region', { name: 'Write a review' })
    await fillReview(form)
    await form.getByRole('button', { name: 'Submit review' }).click()
    await expect(page).toHaveURL(/#reviews$/)
    await expect(page.getByRole('status').filter({ hasText: 'Thank you, your review will appear once it has been checked.' })).toBeVisible()

    await page.getByRole('button', { name: 'Add to wish list' }).click()
    await expect(page).toHaveURL(new RegExp(`${REVIEWED.replace('.', '\\.')}$`))
    await expect(page.getByRole('status').filter({ hasText: 'The product is in your wish list.' })).toBeVisible()
  })
})
