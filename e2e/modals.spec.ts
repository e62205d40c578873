import type { Page, TestInfo } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { scriptsReady } from './shell-controls'
import { addToCustomerCart, PASSWORD, signedInCustomer } from './shopper'
import { BOTH_WIDTHS } from './viewports'

/** Waits for the page's scripts (the modal host hydrates when asked), then puts an opener into the page as a product or cart page would render it. */
async function addOpener(page: Page, label: string, attributes: Record<string, string>): Promise<void> {
  await scriptsReady(page)
  await page.evaluate(
    ({ label, attributes }) => {
      const button = document.createElement('button')
      button.type = 'button'
      button.textContent = label
      for (const [name, value] of Object.entries(attributes)) button.setAttribute(name, value)
      document.querySelector('main')!.prepend(button)
    },
    { label, attributes },
  )
}

/** The guest's way to the login modal: the header link on desktop, the Account tab below 1024 px. */
async function loginOpener(page: Page, testInfo: TestInfo) {
  await scriptsReady(page)
  if (testInfo.project.name === 'mobile') {
    // The mobile nav hydrates on this first tap and then opens the tab (early-clicks.ts).
    await page.locator('button[aria-controls="mobile-nav-account"]').click()
    return page.locator('#mobile-nav-account').getByRole('link', { name: 'Sign in' })
  }
  return page.getByRole('link', { name: 'My account' })
}

const HP_PLUS = { 'data-modal-open': 'hpPlusIncompatible' }

test('a modal closes on Escape, the backdrop and its close button, giving focus back to its opener', { tag: BOTH_WIDTHS }, async ({ page, consoleErrors }) => {
  await page.goto('/')
  await addOpener(page, 'Why not HP+?', HP_PLUS)
  const opener = page.getByRole('button', { name: 'Why not HP+?' })
  const dialog = page.getByRole('dialog', { name: 'Not compatible with HP+' })

  await opener.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('If HP+ has been enabled on your printer, these cartridges will not be recognised.')
  await expect(page.getByRole('button', { name: 'Close' })).toBeFocused()
  // The page behind is inert while the modal is open.
  await page.keyboard.press('Tab')
  await expect(dialog.locator(':focus')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()

  await opener.click()
  await expect(dialog).toBeVisible()
  await page.mouse.click(5, 5) // the backdrop
  await expect(dialog).toBeHidden()

  await opener.click()
  await dialog.getByRole('button', { name: 'Close' }).click()
  // SPEC §9: the modal stays for the 500 ms close delay, then goes.
  await expect(dialog).toHaveAttribute('data-closing', '')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  expect(consoleErrors).toEqual([])
})

test('a route change closes every modal: a link inside one, and the Back button', async ({ page }) => {
  await page.goto('/')
  await page.goto('/aboutus.html')
  const links = JSON.stringify({ title: 'Brother', links: [{ label: 'Brother ink cartridges', href: '/' }] })
  await addOpener(page, 'Brother pages', { 'data-modal-open': 'brandLinks', 'data-modal-props': links })
  const dialog = page.getByRole('dialog', { name: 'Brother' })
  await page.getByRole('button', { name: 'Brother pages' }).click()
  await dialog.getByRole('link', { name: 'Brother ink cartridges' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(dialog).toBeHidden()

  await page.goto('/aboutus.html')
  await addOpener(page, 'HP+', HP_PLUS)
  await page.getByRole('button', { name: 'HP+' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('the login modal signs in without leaving the page, and says when it cannot', { tag: BOTH_WIDTHS }, async ({ page, request }, testInfo) => {
  const email = await signedInCustomer(page, request, 'Ada')
  await page.context().clearCookies()
  await page.goto('/aboutus.html')
  const opener = await loginOpener(page, testInfo)
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/aboutus\.html$/)
  await expect(dialog.getByLabel('Email address')).toBeFocused()

  await dialog.getByRole('button', { name: 'Sign in' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Enter your email address and password.')
  await dialog.getByLabel('Email address').fill(email)
  await dialog.getByLabel('Password').fill('not-the-password')
  await dialog.getByRole('button', { name: 'Sign in' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  )
  await dialog.getByLabel('Password').fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Sign in' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Welcome back, Ada.')).toBeVisible()
  await expect(page).toHaveURL(/\/aboutus\.html$/)
  if (testInfo.project.name === 'desktop') await expect(page.getByRole('button', { name: 'Hi Ada' })).toBeVisible()
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'customer')).toBe(true)
})

test('the remove-item confirmation removes the line, updates the badge and says so', async ({ page, request }) => {
  await signedInCustomer(page, request, 'Rita')
  await page.goto('/')
  await addToCustomerCart(page, 2)
  const item = await page.evaluate(async () => {
    const response = await fetch(`/graphql?query=${encodeURIComponent('{ customerCart { itemsV2 { items { uid product { name } } } } }')}`)
    const body = (await response.json()) as { data: { customerCart: { itemsV2: { items: { uid: string; product: { name: string } }[] } } } }
    return body.data.customerCart.itemsV2.items[0]!
  })
  await page.reload()
  const props = JSON.stringify({ itemUid: item.uid, productName: item.product.name })
  await addOpener(page, 'Remove line', { 'data-modal-open': 'removeItem', 'data-modal-props': props })
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('shop:notify', { detail: { type: 'info', message: 'An older notice', persistent: true } })))
  await expect(page.getByText('An older notice')).toBeVisible()

  await page.getByRole('button', { name: 'Remove line' }).click()
  const dialog = page.getByRole('dialog', { name: 'Remove this item?' })
  await expect(dialog).toContainText(`Do you want to remove ${item.product.name} from your basket?`)
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click()
  await expect(dialog).toBeHidden()
  // SPEC §4: open notifications are dismissed first; then "Product removed".
  await expect(page.getByText('An older notice')).toBeHidden()
  await expect(page.locator('[data-notification-type="success"]')).toContainText('Product removed')
  await expect(page.locator('[data-notification-type="success"]')).toContainText(`${item.product.name} has been successfully removed from your cart`)
  const quantity = await page.evaluate(async () => ((await (await fetch('/api/magento/session')).json()) as { data: { cartQuantity: number } }).data.cartQuantity)
  expect(quantity).toBe(0)
})

test('the out-of-stock modal takes an e-mail address, then thanks with a way back', async ({ page, request }) => {
  const found = await request.get(`/graphql?query=${encodeURIComponent('{ products(search: "cartridge", pageSize: 100) { items { id name stock_status url_key url_suffix } } }')}`)
  type Item = { id: number; name: string; stock_status: string; url_key: string; url_suffix: string }
  const product = ((await found.json()) as { data: { products: { items: Item[] } } }).data.products.items.find((item) => item.stock_status === 'OUT_OF_STOCK')
  expect(product?.stock_status, 'the seed catalogue has an out-of-stock cartridge').toBe('OUT_OF_STOCK')
  await page.goto('/')
  const props = { product: { id: product!.id, sku: 'x', name: product!.name, url: `/${product!.url_key}${product!.url_suffix}` }, categoryId: 0 }
  await addOpener(page, 'Email me when back', { 'data-modal-open': 'outOfStock', 'data-modal-props': JSON.stringify(props) })
  await page.getByRole('button', { name: 'Email me when back' }).click()
  const dialog = page.getByRole('dialog', { name: 'Tell me when it is back' })
  await dialog.getByLabel('Email address').fill('not an address')
  await dialog.getByRole('button', { name: 'Email me' }).click()
  await expect(dialog.getByRole('alert')).toContainText('The email field must be a valid email')
  await dialog.getByLabel('Email address').fill(`waiting-${Date.now()}@example.co.uk`)
  await dialog.getByRole('button', { name: 'Email me' }).click()
  await expect(dialog.getByRole('status')).toHaveText(`Thank you. We will email you as soon as ${product!.name} is back in stock.`)
  await expect(dialog.getByRole('link', { name: `Back to ${product!.name}` })).toHaveAttribute('href', props.product.url)
  await dialog.getByRole('button', { name: 'Continue shopping' }).click()
  await expect(dialog).toBeHidden()
})

test('the basket and wish-list panels open as side sheets and close on Escape or their button', { tag: BOTH_WIDTHS }, async ({ page }) => {
  await page.goto('/')
  await addOpener(page, 'Open basket panel', { 'data-panel-open': 'cart' })
  await page.getByRole('button', { name: 'Open basket panel' }).click()
  const panel = page.getByRole('dialog', { name: 'Your basket' })
  await expect(panel.getByRole('link', { name: 'View basket' })).toHaveAttribute('href', '/cart')
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()

  await addOpener(page, 'Open wish list panel', { 'data-panel-open': 'wishlist' })
  await page.getByRole('button', { name: 'Open wish list panel' }).click()
  const wishes = page.getByRole('dialog', { name: 'Your wish list' })
  await expect(wishes.getByRole('link', { name: 'View your wish list' })).toHaveAttribute('href', '/customer/my-wishlist')
  await expect(wishes).not.toContainText('items in your wish list') // a guest has none to count
  await wishes.getByRole('button', { name: 'Close' }).click()
  await expect(wishes).toBeHidden()
})

test('the German store speaks German in its modals', async ({ page }) => {
  await page.goto('/de/')
  await addOpener(page, 'HP+', HP_PLUS)
  await page.getByRole('button', { name: 'HP+' }).click()
  await expect(page.getByRole('dialog', { name: 'Nicht kompatibel mit HP+' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Schließen' })).toBeVisible()
})

test('the footer opens the newsletter modal, which subscribes the address', async ({ page }) => {
  await page.goto('/')
  await scriptsReady(page)
  const opener = page.getByRole('contentinfo').locator('[data-modal-open="newsletter"]')
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Sign up to our newsletter' })
  await expect(page).toHaveURL(/\/$/)
  await dialog.getByLabel('Email address').fill(`reader-${Date.now()}@example.co.uk`)
  await dialog.getByRole('button', { name: 'Subscribe' }).click()
  await expect(dialog.getByRole('status')).toHaveText('Thank you for subscribing.')
  await dialog.getByRole('button', { name: 'Close' }).last().click()
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('an open modal has no accessibility violations', async ({ page }) => {
  await page.goto('/')
  await addOpener(page, 'Newsletter', { 'data-modal-open': 'newsletter' })
  await page.getByRole('button', { name: 'Newsletter' }).click()
  await expect(page.getByRole('dialog', { name: 'Sign up to our newsletter' }).getByLabel('Email address')).toBeVisible()
  await expectNoAxeViolations(page)
})
