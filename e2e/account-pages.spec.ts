import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { scriptsReady } from './shell-controls'
import { deliveryToPayment, placeByCheque } from './checkout-steps'
import { addToCustomerCart, PASSWORD, signedInCustomer } from './shopper'
import { BOTH_WIDTHS } from './viewports'

const main = (page: Page) => page.locator('main')

test('a guest opening an account page lands on the home page', async ({ page }) => {
  await page.goto('/customer/my-profile')
  await expect(page).toHaveURL('/')
})

test.describe('the account without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a customer edits the profile and e-mail (password required), keeps an address book and subscribes', async ({ browser, request }, testInfo) => {
    // Signed in through the named-operation API (a script), then carried into a context without scripts.
    const scripted = await browser.newContext(testInfo.project.use)
    const email = await signedInCustomer(await scripted.newPage(), request, 'Katherine')
    const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false })
    await context.addCookies((await scripted.storageState()).cookies)
    await scripted.close()
    const page = await context.newPage()

    await page.goto('/customer')
    await expect(main(page)).toContainText(`Katherine Tester`)
    await main(page).getByRole('link', { name: 'Edit your name, email address or password' }).click()
    await main(page).getByLabel('Last name').fill('Johnson')
    await main(page).getByRole('button', { name: 'Save my name' }).click()
    await expect(main(page)).toContainText('Your name was saved.')

    const newEmail = email.replace('@', '.new@')
    await main(page).getByLabel('New email address').fill(newEmail)
    await main(page).getByRole('button', { name: 'Change my email address' }).click()
    await expect(main(page).getByLabel('Current password').first()).toHaveAccessibleDescription('This field is required')
    await main(page).getByLabel('New email address').fill(newEmail)
    await main(page).getByLabel('Current password').first().fill(PASSWORD)
    await main(page).getByRole('button', { name: 'Change my email address' }).click()
    await expect(main(page)).toContainText('Your email address was changed.')
    await expect(main(page)).toContainText(`Your email address is ${newEmail}.`)

    await page.goto('/customer/addresses-details')
    await main(page).getByRole('link', { name: 'Add a new address' }).click()
    await main(page).getByLabel('First name').fill('Katherine')
    await main(page).getByLabel('Last name').fill('Johnson')
    await main(page).getByLabel('Address line 1').fill('1 Orbit Road')
    await main(page).getByLabel('Town or city').fill('Hampton')
    await main(page).getByLabel('Postcode').fill('tw12 1aa')
    await main(page).getByLabel('Telephone').fill('020 8946 0000')
    await main(page).getByRole('button', { name: 'Save the address' }).click()
    await expect(main(page)).toContainText('The address was saved.')
    await expect(main(page)).toContainText('1 Orbit Road, Hampton, TW12 1AA')
    await expect(main(page)).toContainText('Default delivery address')

    await main(page).getByRole('link', { name: /^Edit the address/ }).click()
    await main(page).getByLabel('Address line 1').fill('2 Orbit Road')
    await main(page).getByRole('button', { name: 'Save the address' }).click()
    await expect(main(page)).toContainText('2 Orbit Road, Hampton, TW12 1AA')

    await main(page).getByRole('link', { name: 'Add a new address' }).click()
    await main(page).getByLabel('First name').fill('Katherine')
    await main(page).getByLabel('Last name').fill('Johnson')
    await main(page).getByLabel('Address line 1').fill('9 Launch Lane')
    await main(page).getByLabel('Town or city').fill('Hampton')
    await main(page).getByLabel('Postcode').fill('TW12 2BB')
    await main(page).getByLabel('Telephone').fill('020 8946 0001')
    await main(page).getByRole('button', { name: 'Save the address' }).click()
    await main(page).getByRole('link', { name: /^Delete the address .*9 Launch Lane/ }).click()
    await expect(main(page)).toContainText('Do you want to delete this address from your address book?')
    await main(page).getByRole('button', { name: 'Delete the address' }).click()
    await expect(main(page)).toContainText('The address was deleted.')
    await expect(main(page)).not.toContainText('9 Launch Lane')

    await page.goto('/customer/my-newsletter')
    await main(page).getByRole('button', { name: 'Subscribe to the newsletter' }).click()
    await expect(main(page)).toContainText('You are subscribed to our newsletter.')
    await expect(main(page).getByRole('button', { name: 'Unsubscribe' })).toBeVisible()

    // Sign-out is the account navigation's last entry, a form post that needs no script.
    await main(page).getByRole('navigation', { name: 'Your account' }).getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('status').filter({ hasText: 'signed out' })).toHaveText('You have been signed out.')
    await page.goto('/customer')
    await expect(page).toHaveURL('/')
    await context.close()
  })
})

/** Each page at both widths: three tests of a few pages each, so none nears the time limit. */
const AXE_PAGES = {
  'the profile and address pages': ['/customer', '/customer/my-profile', '/customer/addresses-details', '/customer/addresses-details/create'],
  'the newsletter, card, return and order pages': ['/customer/my-newsletter', '/customer/saved-cards', '/customer/returns', '/customer/order-history'],
  'the list and sign-out pages': ['/customer/quick-reorder', '/customer/my-wishlist', '/customer/my-printers', '/customer/my-reviews', '/customer/account/logout'],
}

for (const [pages, paths] of Object.entries(AXE_PAGES)) {
  test(`axe finds nothing on ${pages} of the account`, async ({ page, request }) => {
    await signedInCustomer(page, request, 'Dorothy')
    for (const path of paths) {
      await page.goto(path)
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
    }
  })
}

test('axe finds nothing on a refused password change', async ({ page, request }) => {
  await signedInCustomer(page, request, 'Dorothy')
  await page.goto('/customer/my-profile')
  await main(page).getByRole('button', { name: 'Change my password' }).click()
  await expect(main(page).getByLabel('Current password').last()).toHaveAccessibleDescription('This field is required')
  await expectNoAxeViolations(page)
})

test('a customer finds an order in the history, opens it, reorders it, and quick-reorders its product', async ({ page, request }) => {
  await signedInCustomer(page, request, 'Mary')
  await page.goto('/')
  await addToCustomerCart(page, 2)
  await page.goto('/checkout/shipping')
  await deliveryToPayment(page, false)
  await placeByCheque(page)
  const number = (await page.locator('[data-order-number]').textContent())!.trim()

  await page.goto('/customer/order-history')
  await main(page).getByRole('link', { name: `View order ${number}` }).click()
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`Order ${number}`)
  await expect(main(page)).toContainText('Ada Lovelace, 12 Analytical Row, London, SW1A 1AA')
  await expectNoAxeViolations(page)
  await main(page).getByRole('button', { name: 'Add these products to my basket again' }).click()
  await expect(page).toHaveURL('/cart')
  await expect(main(page)).toContainText('The products of your order are in your basket again.')
  await expect(page.locator('li[data-basket-line]')).toHaveCount(1)
  await expect(main(page).getByRole('spinbutton')).toHaveValue('2')

  // Quick reorder: the same product, with the quantity of the latest order, one click to the basket.
  await page.goto('/customer/quick-reorder')
  await expect(main(page).getByRole('spinbutton')).toHaveValue('2')
  await expectNoAxeViolations(page)
  await main(page).getByRole('button', { name: /^Add .* to the basket$/ }).click()
  await expect(page).toHaveURL('/cart')
  await expect(main(page).getByRole('spinbutton')).toHaveValue('4')
})

test('a customer sees the wish list in the header and its panel, and moves a product to the basket', { tag: BOTH_WIDTHS }, async ({ page, request }, testInfo) => {
  await signedInCustomer(page, request, 'Ada')
  await page.goto('/')
  const name = await page.evaluate(async () => {
    const read = async <T,>(query: string) => ((await (await fetch(`/graphql?query=${encodeURIComponent(query)}`)).json()) as { data: T }).data
    type Item = { sku: string; name: string; __typename: string; stock_status: string }
    const { items } = (await read<{ products: { items: Item[] } }>('{ products(search: "ink", pageSize: 30) { items { sku name __typename stock_status } } }')).products
    const product = items.find((item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK')!
    await fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'mutation W($sku: String!) { addProductsToWishlist(wishlistId: "0", wishlistItems: [{ sku: $sku, quantity: 1 }]) { wishlist { items_count } } }', variables: { sku: product.sku } }),
    })
    return product.name
  })
  // The header's account area (a wide screen's) or the phone's Account tab counts the wish list
  // and opens its panel.
  await page.reload()
  await scriptsReady(page)
  if (testInfo.project.name === 'mobile') {
    // The mobile nav hydrates on this first tap and then opens the tab (early-clicks.ts).
    await page.locator('button[aria-controls="mobile-nav-account"]').click()
    await expect(page.locator('#mobile-nav-account').getByRole('link', { name: 'Wish list, 1 item' })).toBeVisible()
    await expect(page.getByTestId('mobile-wishlist-count')).toHaveText('1')
  }
  await page.getByRole('link', { name: 'Wish list, 1 item' }).click()
  const panel = page.getByRole('dialog', { name: 'Your wish list' })
  await expect(panel.locator('[data-panel-wish]')).toHaveCount(1)
  await expect(panel.getByRole('button', { name: `Move ${name} to the basket` })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await page.goto('/customer/my-wishlist')
  await expectNoAxeViolations(page)
  await main(page).getByRole('button', { name: `Move ${name} to the basket` }).click()
  await expect(main(page)).toContainText(`You added ${name} to your shopping cart.`)
  await expect(main(page)).toContainText('Your wish list is empty.')
  await expect(page.getByRole('link', { name: 'Basket, 1 item' }).first()).toBeAttached()
})
