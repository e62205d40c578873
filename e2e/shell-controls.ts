import type { Page, TestInfo } from '@playwright/test'

/**
 * The header search box, in sight on every width (issue 25: on phones too, not behind a tab).
 * A search box becomes a combobox once its suggestions load (on first focus), so either role.
 */
export async function searchBox(page: Page, _testInfo: TestInfo, name = 'Search the shop') {
  return page.getByRole('searchbox', { name }).or(page.getByRole('combobox', { name }))
}
