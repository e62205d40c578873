import type { Locator, Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { E2E_ADMIN } from './staff'

/** SPEC §2 selling strip: the block that replaces the delivery promise while it is active. */
const STRIP_BLOCK = 'delivery_replacement_header'
const EDIT_STRIP = `/__admin/blocks/edit?kind=block&identifier=${STRIP_BLOCK}&scope=all`
const DEFAULT_PROMISE = 'Free next-day delivery on orders over £30'

const strip = (page: Page) => page.getByRole('list', { name: 'Our promises' })

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`Tab never reached ${target.toString()}`)
}

test.describe('with the staff credential', () => {
  test.use({ httpCredentials: { username: E2E_ADMIN.user, password: E2E_ADMIN.password } })

  test('the editor changes the delivery strip and the next shop page shows it; a restored version shows again', async ({ page, consoleErrors }) => {
    const notice = `Order by 2pm for Saturday delivery (${test.info().project.name} ${Date.now()})`
    await expect((await page.goto('/'))!.ok()).toBe(true)
    await expect(strip(page)).toContainText(DEFAULT_PROMISE)

    await page.goto('/__admin/blocks')
    await page.getByRole('link', { name: `Edit ${STRIP_BLOCK}, all store views` }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(STRIP_BLOCK)
    await page.getByLabel('Content (HTML)').fill(`<p onclick="alert(1)">${notice}</p><script>alert(2)</script>`)
    // The live preview runs the shop's sanitiser in the editor's own script.
    const preview = page.locator('#cms-preview')
    await expect(preview).toContainText(notice)
    await expect(preview.locator('script, [onclick]')).toHaveCount(0)
    await page.getByLabel('Active (shown in the shop)').check()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByRole('status')).toContainText('Saved.')

    await page.goto('/')
    await expect(strip(page)).toContainText(notice)
    await expect(strip(page)).not.toContainText(DEFAULT_PROMISE)

    // The newest version is what the save replaced: restoring it brings the shop's strip back.
    await page.goto(EDIT_STRIP)
    await page.getByRole('button', { name: /^Restore the version replaced / }).first().click()
    await expect(page.getByRole('status')).toContainText('Restored.')
    await page.goto('/')
    await expect(strip(page)).toContainText(DEFAULT_PROMISE)
    await expect(strip(page)).not.toContainText(notice)
    expect(consoleErrors).toEqual([])
  })

  test('the preview works without scripts: the Preview button posts and the server draws it', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, httpCredentials: { username: E2E_ADMIN.user, password: E2E_ADMIN.password } })
    const page = await context.newPage()
    await page.goto(EDIT_STRIP)
    await page.getByLabel('Content (HTML)').fill('<p>Seen <em>before</em> saving<img src=x onerror=alert(1)></p>')
    await page.getByRole('button', { name: 'Preview' }).click()
    await expect(page.locator('#cms-preview em')).toHaveText('before')
    await expect(page.locator('#cms-preview [onerror]')).toHaveCount(0)
    await expect(page.getByLabel('Content (HTML)')).toHaveValue('<p>Seen <em>before</em> saving<img src=x onerror=alert(1)></p>')
    await context.close()
  })

  test('the editor is usable with the keyboard alone', async ({ page }) => {
    await page.goto('/__admin/blocks/edit?kind=block&identifier=delivery_price_footer&scope=de')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await page.keyboard.press('Enter')
    const title = page.getByLabel('Title')
    await tabTo(page, title)
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('Lieferpreise')
    await tabTo(page, page.getByRole('button', { name: 'Save', exact: true }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status')).toContainText('Saved.')
    await expect(page.getByLabel('Title')).toHaveValue('Lieferpreise')
    await expect(page.getByText('Only this store view’s own copy changes')).toBeVisible()
  })

  test('axe finds no violations on the editor, its list and the stock page', async ({ page }) => {
    await page.goto('/__admin/blocks')
    await expectNoAxeViolations(page)
    await page.goto(EDIT_STRIP)
    await expectNoAxeViolations(page)
    // A refused save, with its messages beside the fields.
    await page.getByLabel('Title').fill('')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByRole('alert')).toContainText('Please correct the fields marked below.')
    await expectNoAxeViolations(page)
    await page.goto('/__admin/stock')
    await page.getByLabel('SKU').fill('NO-SUCH-SKU')
    await page.getByRole('button', { name: 'Find' }).click()
    await expect(page.getByText('No product has the SKU NO-SUCH-SKU.')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByLabel('SKU').fill('BROTHER-DR-2400')
    await page.getByRole('button', { name: 'Find' }).click()
    await expect(page.getByLabel('New quantity')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test('a wrong or missing credential gets 401 with a sign-in challenge', async ({ request }) => {
  const wrong = await request.get('/__admin/blocks', { headers: { Authorization: `Basic ${btoa(`${E2E_ADMIN.user}:not-the-password`)}` } })
  expect(wrong.status()).toBe(401)
  expect(wrong.headers()['www-authenticate']).toMatch(/^Basic realm=/)
  expect(wrong.headers()['cache-control']).toBe('no-store')
  const missing = await request.get('/__admin/stock')
  expect(missing.status()).toBe(401)
})
