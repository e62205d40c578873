import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlPost } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

type Result<T> = Awaited<ReturnType<typeof graphqlPost<T>>>
const ok = <T>(result: Result<T>): T => {
  if (result.errors?.length) throw new Error(result.errors.map((e) => e.message).join('; '))
  return result.data as T
}

/** A guest cart holding one product that matches `where`. */
async function cartWith(where: string): Promise<{ id: string; sku: string }> {
  const { sku } = (await env.DB.prepare(`SELECT sku FROM products WHERE ${where} ORDER BY id LIMIT 1`).first<{ sku: string }>())!
  const id = ok(await graphqlPost<{ createGuestCart: { cart: { id: string } } }>('mutation { createGuestCart { cart { id } } }')).createGuestCart.cart.id
  ok(await graphqlPost('mutation A($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { code } } }', { id, sku }))
  return { id, sku }
}

const CHEAP = "type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 AND price_pence < 1500 AND special_price_pence IS NULL AND visibility > 1"
const ESTIMATE_METHODS = 'mutation E($input: EstimateTotalsInput!) { estimateShippingMethods(input: $input) { carrier_code method_code amount { value } available } }'
const ESTIMATE_TOTALS = `mutation T($input: EstimateTotalsInput!) { estimateTotals(input: $input) { cart { id prices { grand_total { value } subtotal_including_tax { value } } } } }`
const GRAND_TOTAL = 'query C($id: String!) { cart(cart_id: $id) { prices { grand_total { value } } shipping_addresses { postcode } } }'

type Methods = { estimateShippingMethods: { carrier_code: string; method_code: string; amount: { value: number }; available: boolean }[] }
type Totals = { estimateTotals: { cart: { id: string; prices: { grand_total: { value: number }; subtotal_including_tax: { value: number } } } } }

beforeAll(() => seedCatalogue())

describe('estimates for an address', () => {
  it('lists the delivery methods for a country the shop delivers to, and none for one it does not', async () => {
    const { id } = await cartWith(CHEAP)
    const gb = ok(await graphqlPost<Methods>(ESTIMATE_METHODS, { input: { cart_id: id, address: { country_code: 'GB', postcode: 'LS1 1AA', region: { region: 'West Yorkshire' } } } }))
    expect(gb.estimateShippingMethods).toEqual([{ carrier_code: 'flatrate', method_code: 'flatrate', amount: { value: 3.99 }, available: true }])
    const us = ok(await graphqlPost<Methods>(ESTIMATE_METHODS, { input: { cart_id: id, address: { country_code: 'US' } } }))
    expect(us.estimateShippingMethods).toEqual([])
  })

  it('prices the cart with the method given, without changing the cart', async () => {
    const { id } = await cartWith(CHEAP)
    const before = ok(await graphqlPost<{ cart: { prices: { grand_total: { value: number } } } }>(GRAND_TOTAL, { id })).cart.prices.grand_total.value
    const address = { country_code: 'GB', postcode: 'LS1 1AA' }
    const withMethod = ok(await graphqlPost<Totals>(ESTIMATE_TOTALS, { input: { cart_id: id, address, shipping_method: { carrier_code: 'flatrate', method_code: 'flatrate' } } }))
    expect(withMethod.estimateTotals.cart.prices.grand_total.value).toBeCloseTo(before + 3.99, 2)
    const withoutMethod = ok(await graphqlPost<Totals>(ESTIMATE_TOTALS, { input: { cart_id: id, address } }))
    expect(withoutMethod.estimateTotals.cart.prices.grand_total.value).toBe(before)
    // A method the address cannot have (no delivery to the US) adds nothing.
    const abroad = ok(await graphqlPost<Totals>(ESTIMATE_TOTALS, { input: { cart_id: id, address: { country_code: 'US' }, shipping_method: { carrier_code: 'flatrate', method_code: 'flatrate' } } }))
    expect(abroad.estimateTotals.cart.prices.grand_total.value).toBe(before)
    const after = ok(await graphqlPost<{ cart: { prices: { grand_total: { value: number } }; shipping_addresses: unknown[] } }>(GRAND_TOTAL, { id })).cart
    expect(after).toEqual({ prices: { grand_total: { value: before } }, shipping_addresses: [] })
  })

  it('answers Magento’s input errors for an unknown cart and an empty region', async () => {
    const missing = 'M'.repeat(32)
    for (const query of [ESTIMATE_METHODS, ESTIMATE_TOTALS]) {
      const unknown = await graphqlPost(query, { input: { cart_id: missing, address: { country_code: 'GB' } } })
      expect(unknown.errors?.[0]).toMatchObject({ message: `Could not find a cart with ID "${missing}"`, extensions: { category: 'graphql-input' } })
    }
    const { id } = await cartWith(CHEAP)
    const region = await graphqlPost(ESTIMATE_METHODS, { input: { cart_id: id, address: { country_code: 'GB', region: {} } } })
    expect(region.errors?.[0]?.message).toBe('Missing parameter(s) for region input')
  })
})
