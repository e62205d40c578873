import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

test('an unknown page answers 404 with the apology, suggestions and a search box', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle('This page could not be found')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Whoops, we couldn't find that page.")
  const main = page.getByRole('main')
  await expect(main.getByRole('listitem')).toHaveCount(3)
  await expect(main.getByRole('link', { name: 'homepage' })).toHaveAttribute('href', '/')
  await expect(main.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact.html')
  await expect(main.getByRole('searchbox')).toBeVisible()
  // The browser logs the document's own 404; nothing else may fail.
  expect(consoleErrors.filter((e) => !e.endsWith('/no-such-page)'))).toEqual([])
})

test('the not-found page has no accessibility violations', async ({ page }) => {
  await page.goto('/no-such-page')
  await expectNoAxeViolations(page)
})
