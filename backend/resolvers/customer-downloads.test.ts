import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlAs } from '../../test/graphql-client'
import { signedInCustomer } from '../../test/customers'
import { seedCatalogue } from '../../test/seed-catalogue'

beforeAll(() => seedCatalogue())

type Downloads = { customerDownloadableProducts: { items: { order_increment_id: string; date: string; status: string; download_url: string; remaining_downloads: string }[] } }
const DOWNLOADS = '{ customerDownloadableProducts { items { order_increment_id date status download_url remaining_downloads } } }'

/** Buys the downloadable label software through the customer's cart, as checkout does; the order number. */
async function buyDownload(token: string): Promise<string> {
  const id = (await graphqlAs<{ customerCart: { id: string } }>(token, '{ customerCart { id } }')).data!.customerCart.id
  const steps: [string, Record<string, unknown>][] = [
    ['mutation A($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "SOFTWARE-LABEL-STUDIO", quantity: 1 }]) { user_errors { code message } } }', { id }],
    [
      'mutation B($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: { firstname: "Grace", lastname: "Hopper", street: ["1 Navy Way"], city: "Leeds", postcode: "LS1 1AA", country_code: "GB", telephone: "0113 496 0000" } } }) { cart { id } } }',
      { id },
    ],
    ['mutation P($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "purchaseorder", purchase_order_number: "PO-9" } }) { cart { id } } }', { id }],
  ]
  for (const [query, variables] of steps) {
    const result = await graphqlAs<{ addProductsToCart?: { user_errors: unknown[] } }>(token, query, variables)
    expect(result.errors, query).toBeUndefined()
    expect(result.data?.addProductsToCart?.user_errors ?? []).toEqual([])
  }
  const placed = await graphqlAs<{ placeOrder: { orderV2: { number: string }; errors: unknown[] } }>(token, 'mutation O($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } errors { code message } } }', { id })
  expect(placed.data?.placeOrder.errors).toEqual([])
  return placed.data!.placeOrder.orderV2.number
}

describe('customerDownloadableProducts', () => {
  it('lists each link of the downloads a customer bought, pending until the order is invoiced', async () => {
    const token = await signedInCustomer('downloads@example.co.uk')
    expect((await graphqlAs<Downloads>(token, DOWNLOADS)).data?.customerDownloadableProducts.items).toEqual([])

    const number = await buyDownload(token)
    const { items } = (await graphqlAs<Downloads>(token, DOWNLOADS)).data!.customerDownloadableProducts
    // The product sells its three links together (Windows, macOS, templates).
    expect(items).toHaveLength(3)
    for (const item of items) {
      expect(item).toMatchObject({ order_increment_id: number, status: 'pending', remaining_downloads: 'Unlimited' })
      expect(item.download_url).toMatch(/^https:\/\/shop\.test\/downloadable\/download\/link\/id\/[0-9a-f]{64}\/$/)
      expect(Number.isNaN(Date.parse(item.date))).toBe(false)
    }
    expect(new Set(items.map((i) => i.download_url)).size).toBe(3)

    await env.DB.prepare("UPDATE orders SET status = 'processing' WHERE number = ?1").bind(number).run()
    const invoiced = (await graphqlAs<Downloads>(token, DOWNLOADS)).data!.customerDownloadableProducts.items
    expect(invoiced.map((i) => i.status)).toEqual(['available', 'available', 'available'])
  })

  it('shows a customer none of another customer’s downloads', async () => {
    const token = await signedInCustomer('no-downloads@example.co.uk')
    expect((await graphqlAs<Downloads>(token, DOWNLOADS)).data?.customerDownloadableProducts.items).toEqual([])
  })

  it("refuses a guest with Magento's authorization error", async () => {
    const result = await graphqlAs(null, DOWNLOADS)
    expect(result.errors?.[0]?.message).toBe("The current customer isn't authorized.")
    expect(result.errors?.[0]?.extensions?.category).toBe('graphql-authorization')
  })
})
