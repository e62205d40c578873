/**
 * Shoppers for browser tests, made the way the shop makes them: an account created and confirmed
 * through the back end, signed in through the named-operation API in the page, so the httpOnly
 * cookies land in the browser context.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './fixtures'
import { mailedParameter } from './outbox'

export const PASSWORD = 'Printer-Ink-42'

/** An account made through the back end as a Magento client makes one (not yet confirmed), with PASSWORD. */
export async function createdCustomer(request: APIRequestContext, customer: { email: string; firstname: string; lastname: string }): Promise<void> {
  const created = await request.post('/graphql', {
    data: {
      query: 'mutation C($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
      variables: { input: { ...customer, password: PASSWORD } },
    },
  })
  expect((await created.json()).errors).toBeUndefined()
}

export async function signedInCustomer(page: Page, request: APIRequestContext, firstname: string): Promise<string> {
  const email = `${firstname.toLowerCase()}-${uniqueSuffix()}@example.co.uk`
  await createdCustomer(request, { firstname, lastname: 'Tester', email })
  const key = await mailedParameter(email, 'account_confirmation', 'key')
  await page.goto(`/customer/account/confirm/?email=${encodeURIComponent(email)}&key=${encodeURIComponent(key)}`)
  const status = await page.evaluate(async (variables) => {
    const response = await fetch('/api/magento/generateCustomerToken', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ variables }),
    })
    return response.status
  }, { email, password: PASSWORD })
  expect(status).toBe(200)
  return email
}

/** Puts `quantity` of the first in-stock simple product into the signed-in customer's cart. */
export async function addToCustomerCart(page: Page, quantity: number): Promise<void> {
  const errors = await page.evaluate(async (qty) => {
    const read = async <T,>(query: string) => ((await (await fetch(`/graphql?query=${encodeURIComponent(query)}`)).json()) as { data: T }).data
    const cartId = (await read<{ customerCart: { id: string } }>('{ customerCart { id } }')).customerCart.id
    type Item = { sku: string; __typename: string; stock_status: string }
    const { items } = (await read<{ products: { items: Item[] } }>('{ products(search: "toner", pageSize: 20) { items { sku __typename stock_status } } }')).products
    const sku = items.find((item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK')!.sku
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation A($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } } }',
        variables: { cartId, items: [{ sku, quantity: qty }] },
      }),
    })
    const body = (await response.json()) as { errors?: unknown[]; data?: { addProductsToCart: { user_errors: unknown[] } } }
    return [...(body.errors ?? []), ...(body.data?.addProductsToCart.user_errors ?? [])]
  }, quantity)
  expect(errors).toEqual([])
}

let counter = 0
function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`
}
