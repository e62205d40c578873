import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { signedInCustomer } from './shopper'

const main = (page: Page) => page.locator('main')

/** Two products on the signed-in customer's wish list; their names. */
async function wishForTwo(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const read = async <T,>(query: string) => ((await (await fetch(`/graphql?query=${encodeURIComponent(query)}`)).json()) as { data: T }).data
    type Item = { sku: string; name: string; __typename: string }
    const { items } = (await read<{ products: { items: Item[] } }>('{ products(search: "ink", pageSize: 30) { items { sku name __typename } } }')).products
    const chosen = items.filter((item) => item.__typename === 'SimpleProduct').slice(0, 2)
    for (const product of chosen) {
      await fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: 'mutation W($sku: String!) { addProductsToWishlist(wishlistId: "0", wishlistItems: [{ sku: $sku, quantity: 1 }]) { wishlist { items_count } } }', variables: { sku: product.sku } }),
      })
    }
    return chosen.map((product) => product.name)
  })
}

test.describe('the wish list as a grid or a list (SPEC §2)', () => {
  test('switches without JavaScript, keeps the layout after a removal, and axe finds nothing', async ({ browser, request }, testInfo) => {
    const scripted = await browser.newContext(testInfo.project.use)
    const scriptedPage = await scripted.newPage()
    await signedInCustomer(scriptedPage, request, 'Grace')
    const [first] = await wishForTwo(scriptedPage)
    // axe runs in the page, so it looks at the list layout in the scripted context.
    await scriptedPage.goto('/customer/my-wishlist?view=list')
    await expect(main(scriptedPage).getByRole('link', { name: 'List', exact: true })).toHaveAttribute('aria-current', 'true')
    await expectNoAxeViolations(scriptedPage)
    const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false })
    await context.addCookies((await scripted.storageState()).cookies)
    await scripted.close()
    const page = await context.newPage()

    await page.goto('/customer/my-wishlist')
    const layouts = main(page).getByRole('navigation', { name: 'Show products as' })
    await expect(layouts.getByRole('link', { name: 'Grid', exact: true })).toHaveAttribute('aria-current', 'true')
    await layouts.getByRole('link', { name: 'List', exact: true }).click()
    await expect(page).toHaveURL('/customer/my-wishlist?view=list')
    await expect(layouts.getByRole('link', { name: 'List', exact: true })).toHaveAttribute('aria-current', 'true')
    await expect(layouts.getByRole('link', { name: 'Grid', exact: true })).not.toHaveAttribute('aria-current', 'true')

    await main(page).getByRole('button', { name: `Remove ${first} from your wish list` }).click()
    await expect(page).toHaveURL('/customer/my-wishlist?view=list')
    await expect(main(page).getByText('The product was removed from your wish list.')).toBeVisible()
    await expect(layouts.getByRole('link', { name: 'List', exact: true })).toHaveAttribute('aria-current', 'true')
    await layouts.getByRole('link', { name: 'Grid', exact: true }).click()
    await expect(page).toHaveURL('/customer/my-wishlist')
    await context.close()
  })
})
