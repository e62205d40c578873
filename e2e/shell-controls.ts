import type { Page, TestInfo } from '@playwright/test'

/**
 * The header search box. Below 1024 px it lives in the mobile nav's Search tab (SPEC §2 Mobile
 * navigation), which is opened first; the tab is found by the panel it controls, in any language.
 * A search box becomes a combobox once its suggestions load (on first focus), so either role.
 */
export async function searchBox(page: Page, testInfo: TestInfo, name = 'Search the shop') {
  if (testInfo.project.name === 'mobile') {
    await page.locator('[data-island="mobile-nav"][data-hydrated]').waitFor({ state: 'attached' })
    await page.locator('button[aria-controls="mobile-nav-search"]').click()
  }
  return page.getByRole('searchbox', { name }).or(page.getByRole('combobox', { name }))
}
