import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

const FINDER = '/paper/find-paper-and-labels'

const steps = (page: Page, name = 'Narrow it down') => page.getByRole('region', { name })
const cards = (page: Page) => page.locator('[data-listing] ul[data-item-list-name] > li')
const heading = (page: Page) => page.getByRole('heading', { level: 1 })

/** A marker that only survives navigations that do not reload the page. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { softMarker: boolean }).softMarker = true))
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { softMarker?: boolean }).softMarker === true)

/** Printer, type, then the first size: the finder's three answers, by their links. */
async function answerAll(page: Page, names: { technology: string; type: string; steps?: string }): Promise<string> {
  await steps(page, names.steps).getByRole('link', { name: names.technology, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${FINDER}/[a-z]+$`))
  await steps(page, names.steps).getByRole('link', { name: names.type, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${FINDER}/[a-z]+/[a-z-]+$`))
  const size = steps(page, names.steps).locator('[aria-labelledby="paper-step-size"] a').first()
  const label = (await size.textContent())!.trim()
  await size.click()
  await expect(page).toHaveURL(new RegExp(`${FINDER}/[a-z]+/[a-z-]+/${label.toLowerCase()}$`))
  return label
}

test.describe('the paper finder with JavaScript', () => {
  test('answers each question in place and ends in a listing of that type and size', async ({ page, consoleErrors }) => {
    await page.goto(FINDER)
    await expect(heading(page)).toHaveText('Find paper and labels')
    await page.waitForLoadState('networkidle')
    await markWindow(page)
    const size = await answerAll(page, { technology: 'Inkjet', type: 'Photo paper' })
    await expect(heading(page)).toHaveText(`Photo paper in ${size} for inkjet printers`)
    await expect(steps(page).getByRole('link', { name: size, exact: true })).toHaveAttribute('aria-current', 'true')
    expect(await cards(page).count()).toBeGreaterThan(0)
    // Soft navigation: the page was never reloaded.
    expect(await stillMarked(page)).toBe(true)
    await steps(page).getByRole('link', { name: 'Start again' }).click()
    await expect(page).toHaveURL(FINDER)
    expect(consoleErrors).toEqual([])
  })

  test('a laser printer is offered no photo paper', async ({ page }) => {
    await page.goto(`${FINDER}/laser`)
    await expect(heading(page)).toHaveText('Paper and labels for laser printers')
    await expect(steps(page).getByRole('link', { name: 'Printer paper', exact: true })).toBeVisible()
    await expect(steps(page).getByRole('link', { name: 'Photo paper', exact: true })).toHaveCount(0)
  })

  test('has no accessibility violations at the last step', async ({ page }) => {
    await page.goto(FINDER)
    await answerAll(page, { technology: 'Laser', type: 'Printer paper' })
    await expect(cards(page).first()).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('the German finder speaks German and keeps its links in the German store', async ({ page, consoleErrors }) => {
    await page.goto(`/de${FINDER}`)
    await expect(heading(page)).toHaveText('Papier und Etiketten finden')
    await steps(page, 'Eingrenzen').getByRole('link', { name: 'Tintenstrahl', exact: true }).click()
    await expect(page).toHaveURL(`/de${FINDER}/inkjet`)
    await expect(heading(page)).toHaveText('Papier und Etiketten für Tintenstrahldrucker')
    await expect(steps(page, 'Eingrenzen').getByRole('link', { name: 'Fotopapier', exact: true })).toHaveAttribute('href', `/de${FINDER}/inkjet/photo-paper`)
    expect(consoleErrors).toEqual([])
  })

  test('an unknown step is the not-found page', async ({ page }) => {
    expect((await page.goto(`${FINDER}/laser/photo-paper`))?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('couldn')
  })
})

test.describe('the paper finder without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every answer is a plain link, and the last step sorts with the listing’s form', async ({ page }) => {
    await page.goto(FINDER)
    const size = await answerAll(page, { technology: 'Laser', type: 'Labels' })
    await expect(heading(page)).toHaveText(`Labels in ${size} for laser printers`)
    expect(await cards(page).count()).toBeGreaterThan(0)
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_ASC')
    await page.getByRole('button', { name: 'Apply' }).click()
    // The plain form sends every field it has; the path keeps the answers and the defaults are left out (issue 25).
    await expect(page).toHaveURL(new RegExp(`${FINDER}/laser/labels/${size.toLowerCase()}\\?sort=price_ASC$`))
    await expect(heading(page)).toHaveText(`Labels in ${size} for laser printers`)
  })
})
