import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

type Marked = Window & { finderMarker?: string }

const finder = (page: Page) => page.locator('[data-island="printer-finder"]')

/** The island hydrates on first interaction: focus reaches it, then it is ready for clicks. */
async function reachFinder(page: Page) {
  await finder(page).getByRole('link', { name: 'Brother', exact: true }).focus()
  await expect(finder(page)).toHaveAttribute('data-hydrated', '')
}

test.describe('with JavaScript', () => {
  test('brand, series and model load in place on the home page, then the model’s page opens', async ({ page, consoleErrors }) => {
    await page.goto('/')
    await page.evaluate(() => ((window as Marked).finderMarker = 'still here'))
    // Not part of the first load: the island's chunk waits for the shopper.
    await expect(finder(page)).not.toHaveAttribute('data-hydrated', '')
    await reachFinder(page)

    const seriesAnswer = page.waitForResponse((r) => r.url().includes('/api/magento/printerFinderSeries'))
    await finder(page).getByRole('link', { name: 'HP', exact: true }).click()
    expect((await seriesAnswer).headers()['cache-control']).toBe('public, max-age=60')
    const seriesHeading = finder(page).getByRole('heading', { name: 'Choose your HP printer series' })
    await expect(seriesHeading).toBeFocused()
    await expect(finder(page).getByRole('link', { name: 'HP', exact: true })).toHaveAttribute('aria-current', 'true')
    await expect(page).toHaveURL(/\/$/)

    const inkSeries = finder(page).getByRole('list', { name: 'Inkjet printers (ink cartridges)' }).getByRole('link')
    await expect(finder(page).getByRole('list', { name: 'Laser printers (toner cartridges)' }).getByRole('link').first()).toBeVisible()
    const seriesName = (await inkSeries.first().textContent()) ?? ''
    await inkSeries.first().click()
    const modelHeading = finder(page).getByRole('heading', { name: `Choose your ${seriesName} model` })
    await expect(modelHeading).toBeFocused()
    await expect(page).toHaveURL(/\/$/)
    expect(await page.evaluate(() => (window as Marked).finderMarker)).toBe('still here')

    const model = finder(page).getByRole('list', { name: `Choose your ${seriesName} model` }).getByRole('link').first()
    const modelName = (await model.textContent()) ?? ''
    const modelPath = (await model.getAttribute('href')) ?? ''
    expect(modelPath).toMatch(/^\/ink-cartridges\/hp\/[a-z0-9-]+\/[a-z0-9-]+\.html$/)
    await model.click()
    await expect(page).toHaveURL(new RegExp(`${modelPath.replace(/\./g, '\\.')}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(modelName)
    expect(consoleErrors).toEqual([])
  })

  test('the finder page has no accessibility violations at the model step', async ({ page }) => {
    await page.goto('/printer-finder?brand=hp')
    await reachFinder(page)
    await finder(page).getByRole('list', { name: 'Inkjet printers (ink cartridges)' }).getByRole('link').first().click()
    await expect(finder(page).getByRole('heading', { name: /^Choose your .+ model$/ })).toBeFocused()
    await expectNoAxeViolations(page)
  })

  test('the home page with the series step open, and a brand without series, have no accessibility violations', async ({ page }) => {
    await page.goto('/')
    await reachFinder(page)
    await finder(page).getByRole('link', { name: 'Epson', exact: true }).click()
    await expect(finder(page).getByRole('heading', { name: 'Choose your Epson printer series' })).toBeFocused()
    await expectNoAxeViolations(page)
    await page.goto('/printer-finder?brand=dymo')
    await expect(page.getByRole('link', { name: 'See our Dymo printers' })).toHaveAttribute('href', '/printers/dymo.html')
    await expectNoAxeViolations(page)
  })

  test('the German finder speaks German and keeps its links in the German store', async ({ page, consoleErrors }) => {
    await page.goto('/de/printer-finder')
    await finder(page).getByRole('link', { name: 'Brother', exact: true }).focus()
    await expect(finder(page)).toHaveAttribute('data-hydrated', '')
    await finder(page).getByRole('link', { name: 'Canon', exact: true }).click()
    await expect(finder(page).getByRole('heading', { name: 'Wählen Sie Ihre Canon-Druckerserie' })).toBeFocused()
    const series = finder(page).getByRole('list', { name: 'Tintenstrahldrucker (Tintenpatronen)' }).getByRole('link').first()
    await expect(series).toHaveAttribute('href', /^\/de\/printer-finder\?brand=canon&series=ink-cartridges%2Fcanon%2F/)
    await series.click()
    await expect(finder(page).getByRole('heading', { name: /^Wählen Sie Ihr .+-Modell$/ })).toBeFocused()
    await expect(finder(page).getByRole('link').last()).toHaveAttribute('href', /^\/de\/ink-cartridges\/canon\/.+\.html$/)
    expect(consoleErrors).toEqual([])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('brand, series and model are plain links from page to page, ending at the model’s page', async ({ page }) => {
    await page.goto('/')
    await finder(page).getByRole('link', { name: 'HP', exact: true }).click()
    await expect(page).toHaveURL(/\/printer-finder\?brand=hp$/)
    await expect(page.getByRole('heading', { name: 'Choose your HP printer series' })).toBeVisible()
    const series = page.getByRole('list', { name: 'Laser printers (toner cartridges)' }).getByRole('link').first()
    const seriesName = (await series.textContent()) ?? ''
    await series.click()
    await expect(page).toHaveURL(/\/printer-finder\?brand=hp&series=toner-cartridges%2Fhp%2F/)
    const model = page.getByRole('list', { name: `Choose your ${seriesName} model` }).getByRole('link').first()
    const modelName = (await model.textContent()) ?? ''
    const response = page.waitForResponse((r) => r.request().isNavigationRequest())
    await model.click()
    expect((await response).status()).toBe(200)
    await expect(page).toHaveURL(/\/toner-cartridges\/hp\/[a-z0-9-]+\/[a-z0-9-]+\.html$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(modelName)
  })

  test('printer types lead to their printers pages', async ({ page }) => {
    await page.goto('/printer-finder')
    await page.getByRole('link', { name: 'Laser', exact: true }).click()
    await expect(page).toHaveURL(/\/printers\/laser\.html$/)
  })
})
