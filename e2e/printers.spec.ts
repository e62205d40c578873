import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { pageReady } from './shell-controls'
import { signedInCustomer } from './shopper'

/** A printer model page whose genuine cartridges have own-brand alternatives. */
const MODEL = '/ink-cartridges/hp/officejet-pro/officejet-pro-9010.html'

test.describe('a printer model page', () => {
  test('compares a genuine cartridge with our alternative and adds the alternative to the basket', async ({ page, consoleErrors }) => {
    await page.goto(MODEL)
    const panel = page.getByRole('region', { name: 'Switch and save' })
    await expect(panel).toBeVisible()
    const offer = panel.getByRole('article').first()
    await expect(offer).toContainText('Genuine')
    await expect(offer).toContainText('Our alternative')
    await expect(offer).toContainText(/Save £\d+\.\d\d \(\d+% less per page\)/)
    const alternative = (await offer.getAttribute('data-alternative'))!
    const name = (await offer.locator(`form[data-add-to-cart]:has(input[name="sku"][value="${alternative}"])`).evaluate((form) => (JSON.parse((form as HTMLFormElement).dataset.product!) as { name: string }).name))
    await expect(offer.getByRole('button', { name: /^Switch and add to basket/ })).toHaveAccessibleName(new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
    // The form is sent in the background once the page's scripts run.
    await pageReady(page)
    await offer.getByRole('button', { name: /^Switch and add to basket/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Added to your basket' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(`1 × ${name}`)
    await expect(page).toHaveURL((url) => url.pathname === MODEL)
    await expect(page.getByRole('link', { name: 'Basket, 1 item' }).first()).toBeAttached()
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await expect(dialog).toBeHidden()
    expect(consoleErrors).toEqual([])
  })

  test('explains the offer in the switch-and-sell modal', async ({ page, consoleErrors }) => {
    await page.goto(MODEL)
    await pageReady(page)
    await page.getByRole('link', { name: 'Why switch?' }).click()
    const dialog = page.getByRole('dialog', { name: 'Switch and save' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('save you up to 50%')
    await expect(dialog).toContainText('Rated 4.8 out of 5 from 43,805 reviews')
    expect(await axeViolations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test('shows an offer’s product in the switch-and-sell modal and adds it from there', async ({ page, consoleErrors }) => {
    await page.goto(MODEL)
    await pageReady(page)
    const offer = page.getByRole('region', { name: 'Switch and save' }).getByRole('article').first()
    const opener = offer.getByRole('link', { name: /^Why switch to / })
    const name = (await opener.getAttribute('aria-label'))!.replace(/^Why switch to /, '').replace(/\?$/, '')
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Switch and save' })
    await expect(dialog.getByRole('link', { name })).toBeVisible()
    await expect(dialog).toContainText(`Made to fit the ${(await page.getByRole('heading', { level: 1 }).textContent())!.trim()}`)
    await expect(dialog).toContainText('Quantity: 1')
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: `Add to basket: 1 × ${name}` }).click()
    const added = page.getByRole('dialog', { name: 'Added to your basket' })
    await expect(added).toContainText(`1 × ${name}`)
    await expect(page.getByRole('link', { name: 'Basket, 1 item' }).first()).toBeAttached()
    expect(consoleErrors).toEqual([])
  })

  test('has no accessibility violations, every offer shown', async ({ page }) => {
    await page.goto(MODEL)
    const panel = page.getByRole('region', { name: 'Switch and save' })
    await expect(panel.getByRole('article')).toHaveCount(2)
    // Wait for the page's scripts, so nothing they place above the panel moves the summary under the click.
    await pageReady(page)
    const more = panel.locator('details')
    const summary = more.locator('summary')
    await expect(summary).toHaveText(/^Show \d+ more ways? to save$/)
    const extra = Number(/\d+/.exec((await summary.textContent()) ?? '')?.[0])
    expect(extra).toBeGreaterThan(0)
    await summary.click()
    await expect(more).toHaveAttribute('open', '')
    await expect(panel.getByRole('article')).toHaveCount(2 + extra)
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('the printers page', () => {
  test('opens the brand link modal from a logo with the keyboard, and its links lead to the brand’s supply pages', async ({ page, consoleErrors }) => {
    await page.goto('/printers.html')
    await pageReady(page)
    const logo = page.locator('a[data-brand="hp"]')
    await expect(logo.getByRole('img', { name: 'HP' })).toBeVisible()
    await logo.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Cartridges and supplies for HP printers' })
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(/\/printers\.html$/)
    await expect(dialog.getByRole('link', { name: 'Ink Cartridges for HP printers' })).toHaveAttribute('href', '/ink-cartridges/hp.html')
    const toner = dialog.getByRole('link', { name: 'Toner Cartridges for HP printers' })
    await expect(toner).toHaveAttribute('href', '/toner-cartridges/hp.html')
    expect(await axeViolations(page)).toEqual([])

    await toner.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/toner-cartridges\/hp\.html$/)
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('[data-page-kind="category"]')).toBeVisible()
    expect(consoleErrors).toEqual([])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a logo leads to the brand’s printers page, which links its supply pages', async ({ page }) => {
    await page.goto('/printers.html')
    await page.locator('a[data-brand="hp"]').click()
    await expect(page).toHaveURL(/\/printers\/hp\.html$/)
    const supplies = page.getByRole('region', { name: 'Cartridges and supplies for HP printers' })
    await supplies.getByRole('link', { name: 'Ink Cartridges for HP printers' }).click()
    await expect(page).toHaveURL(/\/ink-cartridges\/hp\.html$/)
  })

  test('the alternative goes into the basket by the plain form', async ({ page }) => {
    await page.goto(MODEL)
    const offer = page.getByRole('region', { name: 'Switch and save' }).getByRole('article').first()
    await offer.getByRole('button', { name: /Switch and add to basket/ }).click()
    await expect(page).toHaveURL(/\/cart$/)
  })
})

test.describe('saved printers', () => {
  test('a guest is asked to sign in; a signed-in shopper saves the printer and finds it beside the finder', async ({ page, request, consoleErrors }) => {
    await page.goto(MODEL)
    // A guest's saved-printer island waits to be reached; its link opens the login modal all the same.
    await pageReady(page)
    const signIn = page.getByRole('link', { name: 'Sign in to save this printer' })
    await expect(signIn).toBeVisible()
    await signIn.click()
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible()

    await signedInCustomer(page, request, 'Saver')
    await page.goto(MODEL)
    await page.getByRole('button', { name: 'Save this printer' }).click()
    await expect(page.locator('[data-island="saved-printer"]').getByText('Saved to your printers.')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'HP OfficeJet Pro 9010 is saved to your printers.' }).or(page.getByText('HP OfficeJet Pro 9010 is saved to your printers.')).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Manage your printers' })).toHaveAttribute('href', '/customer/my-printers')

    await page.goto('/printer-finder')
    await expect(page.getByRole('navigation', { name: 'Your printers' }).getByRole('link', { name: 'HP OfficeJet Pro 9010' })).toHaveAttribute('href', MODEL)
    expect(consoleErrors).toEqual([])
  })
})
