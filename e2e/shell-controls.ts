import type { Page, TestInfo } from '@playwright/test'

/**
 * The header search box, in sight on every width (issue 25: on phones too, not behind a tab).
 * A search box becomes a combobox once its suggestions load (on first focus), so either role.
 */
export async function searchBox(page: Page, _testInfo: TestInfo, name = 'Search the shop') {
  return page.getByRole('searchbox', { name }).or(page.getByRole('combobox', { name }))
}

/**
 * The page's scripts have run: the entry binds the shell's listeners (modal openers, soft
 * navigation, notifications, the page's behaviours) and then claims every island the server marked.
 * Islands hydrate only when the shopper reaches them or their store asks (issue 26), so this, not
 * an island's hydration, is what a test waits for before using the page.
 */
export async function scriptsReady(page: Page): Promise<void> {
  await page.locator('[data-island][data-island-claimed]').first().waitFor({ state: 'attached' })
}

/** The scripts have run and the page's lazy behaviours (listing, product, basket, checkout) have loaded. */
export async function pageReady(page: Page): Promise<void> {
  await scriptsReady(page)
  await page.waitForLoadState('networkidle')
}
