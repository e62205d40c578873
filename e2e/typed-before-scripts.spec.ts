import type { Page, Route } from '@playwright/test'
import { expect, test } from './fixtures'
import { pageReady } from './shell-controls'
import { signedInCustomer } from './shopper'

/**
 * Issue 25 point 2: whatever a shopper types before the page's scripts have run survives them. The
 * shop's entry script is held back until the shopper has typed, then let through; the islands that
 * hydrate over the typed fields must keep what is in them.
 */
const REVIEWED = '/hp-963-yellow-ink-cartridge-3ja25ae.html'

/** Holds the entry script until `release` is called. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = []
  let released = false
  await page.route(/\/assets\/entry-[^/]+\.js$/, async (route) => {
    if (released) await route.continue()
    else held.push(route)
  })
  return async () => {
    released = true
    for (const route of held.splice(0)) await route.continue()
  }
}

test('the review form keeps what was typed before its island hydrated', async ({ page, request, consoleErrors }) => {
  await signedInCustomer(page, request, 'Early')
  const release = await holdScripts(page)
  await page.goto(REVIEWED, { waitUntil: 'commit' })
  const form = page.getByRole('region', { name: 'Write a review' })
  await form.getByLabel('Nickname').fill('Early bird')
  await form.getByLabel('Summary').fill('Typed at once')
  await form.getByLabel('Your review').fill('Written before the scripts arrived.')
  await expect(page.locator('[data-island="review-form"][data-hydrated]')).toHaveCount(0)
  await release()
  await page.locator('[data-island="review-form"][data-hydrated]').waitFor({ state: 'attached' })
  await expect(form.getByLabel('Nickname')).toHaveValue('Early bird')
  await expect(form.getByLabel('Summary')).toHaveValue('Typed at once')
  await expect(form.getByLabel('Your review')).toHaveValue('Written before the scripts arrived.')
  expect(consoleErrors).toEqual([])
})

test('the header search and a page form keep what was typed before the page hydrated', async ({ page, consoleErrors }) => {
  const release = await holdScripts(page)
  await page.goto('/customer/account/login', { waitUntil: 'commit' })
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search the shop' })
  await search.fill('hp 963')
  await page.getByRole('main').getByLabel('Email address').fill('early@example.co.uk')
  await release()
  // The shell's islands wait for the shopper; the page's scripts and behaviours have all run.
  await pageReady(page)
  await expect(search).toHaveValue('hp 963')
  await expect(page.getByRole('main').getByLabel('Email address')).toHaveValue('early@example.co.uk')
  expect(consoleErrors).toEqual([])
})
