import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { BOTH_WIDTHS } from './viewports'

const main = (page: Page) => page.locator('main')

test('a content page shows its CMS content with headings in order, and axe finds nothing', { tag: BOTH_WIDTHS }, async ({ page, consoleErrors }, testInfo) => {
  if (testInfo.project.name === 'desktop') {
    // The footer's columns are open on wide screens (folded on phones).
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Recycling' }).click()
    await expect(page).toHaveURL('/recycling.html')
  } else {
    await page.goto('/recycling.html')
  }
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible()
  const levels = await main(page).locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])))
  expect(levels[0]).toBe(1)
  levels.forEach((level, index) => index > 0 && expect(level - levels[index - 1]!).toBeLessThanOrEqual(1))
  await expectNoAxeViolations(page)
  expect(consoleErrors).toEqual([])
})

test('the FAQ opens a question with the keyboard, in English and German, and axe finds nothing', async ({ page }) => {
  for (const [path, heading] of [
    ['/Faq', 'Frequently asked questions'],
    ['/de/Faq', 'Häufig gestellte Fragen'],
  ] as const) {
    await page.goto(path)
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(heading)
    const question = main(page).locator('details[data-faq-question]').first()
    await expect(question).not.toHaveAttribute('open')
    await question.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(question).toHaveAttribute('open', '')
    await expect(question.locator('.prose-shop')).toBeVisible()
    await expectNoAxeViolations(page)
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the FAQ’s questions still open', async ({ page }) => {
    await page.goto('/Faq')
    const question = main(page).locator('details[data-faq-question]').nth(2)
    await question.locator('summary').click()
    await expect(question.locator('.prose-shop')).toBeVisible()
  })
})
