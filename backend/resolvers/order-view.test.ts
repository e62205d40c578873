import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { addToCart, cartOf, checkout, checkoutPlaced, must } from '../../test/orders'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORDER = `query O($n: String) { customer { orders(filter: { number: { eq: $n } }) { items {
  number invoices { id } shipments { id } credit_memos { id } comments { message } gift_message { message }
  payment_methods { name type additional_data { name value } }
  total {
    subtotal { value } total_tax { value } grand_total { value } total_shipping { value }
    discounts { label applied_to amount { value currency } coupon { code } }
    taxes { title rate amount { value currency } }
    shipping_handling { total_amount { value } amount_including_tax { value } amount_excluding_tax { value } taxes { title rate amount { value } } discounts { amount { value } } }
  }
  items {
    __typename product_sku product_type gift_message { message } entered_options { label value } selected_options { label value } product { sku }
    quantity_ordered product_sale_price { value }
    discounts { label applied_to amount { value } coupon { code } }
    ... on BundleOrderItem { bundle_options { uid label values { uid product_sku product_name quantity price { value } } } }
    ... on DownloadableOrderItem { downloadable_links { title sort_order uid } }
  }
} } } }`

type Money = { value: number; currency?: string }
type Discount = { label: string; applied_to: string; amount: Money; coupon: { code: string } | null }
type OrderItem = {
  __typename: string
  product_sku: string
  product_type: string
  gift_message: null
  entered_options: unknown[]
  selected_options: { label: string; value: string }[]
  product: { sku: string } | null
  quantity_ordered: number
  product_sale_price: Money
  discounts: Discount[]
  bundle_options?: { uid: string; label: string; values: { uid: string; product_sku: string; product_name: string; quantity: number; price: Money }[] }[]
  downloadable_links?: { title: string; sort_order: number; uid: string }[]
}
type Order = {
  number: string
  invoices: unknown[]
  shipments: unknown[]
  credit_memos: unknown[]
  comments: unknown[]
  gift_message: null
  payment_methods: { name: string; type: string; additional_data: unknown[] }[]
  total: {
    subtotal: Money
    total_tax: Money
    grand_total: Money
    total_shipping: Money
    discounts: Discount[]
    taxes: { title: string; rate: number; amount: Money }[]
    shipping_handling: { total_amount: Money; amount_including_tax: Money; amount_excluding_tax: Money; taxes: { title: string; rate: number; amount: Money }[]; discounts: unknown[] }
  }
  items: OrderItem[]
}

const row = async <T>(sql: string) => (await env.DB.prepare(sql).first<T>())!

beforeAll(() => seedCatalogue())

describe('a placed order', () => {
  it('answers every field: items of each type with their options and discounts, totals, payment and history', async () => {
    const token = await signedInCustomer('fields@example.co.uk')
    const id = await cartOf(token)
    const pair = await row<{ main: string; companion: string }>(
      `SELECT m.sku AS main, c.sku AS companion FROM product_links l JOIN products m ON m.id = l.product_id JOIN products c ON c.id = l.linked_product_id
       WHERE l.link_type = 'buy_together' AND m.stock_status = 'IN_STOCK' AND m.qty > 5 AND c.stock_status = 'IN_STOCK' AND c.qty > 5 AND m.status = 1 AND c.status = 1 ORDER BY l.product_id LIMIT 1`,
    )
    expect((await must<{ buyTogetherAndSave: boolean }>(token, 'mutation B($id: String!, $m: String!, $c: String!) { buyTogetherAndSave(cart_id: $id, main_product_sku: $m, additional_product_sku: $c) }', { id, m: pair.main, c: pair.companion })).buyTogetherAndSave).toBe(true)
    const variant = await row<{ parent: string; variant: string; variant_id: number }>(
      `SELECT p.sku AS parent, v.sku AS variant, v.id AS variant_id FROM product_links l JOIN products p ON p.id = l.product_id JOIN products v ON v.id = l.linked_product_id
       WHERE l.link_type = 'variant' AND p.type_id = 'configurable' AND p.status = 1 AND v.status = 1 AND v.stock_status = 'IN_STOCK' AND v.qty >= 10 ORDER BY l.product_id LIMIT 1`,
    )
    const bundle = await row<{ sku: string; id: number }>("SELECT sku, id FROM products WHERE type_id = 'bundle' AND status = 1 AND stock_status = 'IN_STOCK' AND qty >= 5 ORDER BY id LIMIT 1")
    const { results: selections } = await env.DB.prepare(
      `SELECT o.option_id, o.title, MIN(s.selection_id) AS selection_id FROM bundle_options o JOIN bundle_selections s ON s.option_id = o.option_id WHERE o.product_id = ?1 GROUP BY o.option_id ORDER BY o.position`,
    )
      .bind(bundle.id)
      .all<{ option_id: number; title: string; selection_id: number }>()
    await addToCart(token, id, [
      { sku: variant.variant, parent_sku: variant.parent, quantity: 1 },
      { sku: bundle.sku, quantity: 1, selected_options: selections.map((s) => btoa(String(s.selection_id))) },
      { sku: 'SOFTWARE-LABEL-STUDIO', quantity: 1 },
    ])
    await must(token, 'mutation C($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "SAVE10" }) { cart { id } } }', { id })
    const cart = await must<{
      cart: { prices: { subtotal_including_tax: Money; subtotal_excluding_tax: Money; discounts: { label: string; amount: Money; applied_to: string; coupon: { code: string } | null }[] } }
    }>(
      token,
      'query C($id: String!) { cart(cart_id: $id) { prices { subtotal_including_tax { value } subtotal_excluding_tax { value } discounts { label applied_to coupon { code } amount { value currency } } } } }',
      { id },
    )
    const chosen = await must<{ cart: { items: { configurable_options?: { option_label: string; value_label: string }[] }[] } }>(
      token,
      'query C($id: String!) { cart(cart_id: $id) { items { ... on ConfigurableCartItem { configurable_options { option_label value_label } } } } }',
      { id },
    )
    const number = await checkout(token, id)
    const order = (await must<{ customer: { orders: { items: Order[] } } }>(token, ORDER, { n: number })).customer.orders.items[0]!

    // Never invoiced, shipped or refunded: Magento's empty lists; no history, no gift message.
    expect(order).toMatchObject({ invoices: [], shipments: [], credit_memos: [], comments: [], gift_message: null })
    expect(order.payment_methods).toEqual([{ name: 'Cheque', type: 'checkmo', additional_data: [] }])

    // The order's discounts are the cart's, with the coupon named.
    expect(order.total.discounts).toEqual(cart.cart.prices.discounts)
    expect(order.total.discounts.map((d) => [d.label, d.applied_to, d.coupon])).toEqual([
      ['Buy together and save', 'ITEM', null],
      ['10% off your order', 'ITEM', { code: 'SAVE10' }],
    ])
    const itemDiscounts = order.items.flatMap((i) => i.discounts).reduce((sum, d) => sum + d.amount.value, 0)
    const totalDiscounts = order.total.discounts.reduce((sum, d) => sum + d.amount.value, 0)
    expect(Math.round(itemDiscounts * 100)).toBe(Math.round(totalDiscounts * 100))
    const pence = (m: Money) => Math.round(m.value * 100)
    // Magento's order subtotal excludes shipping, discounts and VAT: the cart's subtotal without VAT.
    expect(order.total.subtotal.value).toBe(cart.cart.prices.subtotal_excluding_tax.value)
    expect(order.total.subtotal.value).toBeLessThan(cart.cart.prices.subtotal_including_tax.value)
    expect(pence(order.total.grand_total)).toBe(pence(cart.cart.prices.subtotal_including_tax) - Math.round(totalDiscounts * 100) + pence(order.total.total_shipping))
    expect(order.total.taxes).toEqual([{ title: 'VAT', rate: 20, amount: { value: order.total.total_tax.value, currency: 'GBP' } }])
    const shipping = order.total.shipping_handling
    expect(shipping.total_amount).toEqual(order.total.total_shipping)
    expect(shipping.amount_including_tax).toEqual(order.total.total_shipping)
    expect(pence(shipping.amount_excluding_tax)).toBe(Math.round(pence(order.total.total_shipping) / 1.2))
    expect(shipping.discounts).toEqual([])

    const bySku = new Map(order.items.map((i) => [i.product_sku, i]))
    const companion = bySku.get(pair.companion)!
    expect(companion.discounts.map((d) => [d.label, d.coupon?.code ?? null])).toEqual([
      ['Buy together and save', null],
      ['Discount', 'SAVE10'],
    ])
    expect(companion.discounts[0]!.amount.value).toBe(Math.round(companion.product_sale_price.value * 100 * 0.2) / 100)
    expect(bySku.get(pair.main)!.discounts.map((d) => d.label)).toEqual(['Discount'])

    const configurable = bySku.get(variant.variant)!
    expect(configurable).toMatchObject({ __typename: 'OrderItem', product_type: 'configurable', product: { sku: variant.parent }, entered_options: [], gift_message: null })
    expect(configurable.selected_options).toEqual(chosen.cart.items.find((i) => i.configurable_options)!.configurable_options!.map((o) => ({ label: o.option_label, value: o.value_label })))
    expect(configurable.selected_options.length).toBeGreaterThan(0)

    const bundled = bySku.get(bundle.sku)!
    expect(bundled.__typename).toBe('BundleOrderItem')
    expect(bundled.bundle_options!.map((o) => [o.uid, o.label, o.values.map((v) => v.uid)])).toEqual(selections.map((s) => [btoa(String(s.option_id)), s.title, [btoa(String(s.selection_id))]]))
    expect(bundled.bundle_options![0]!.values[0]!.product_sku).toMatch(/\S/)

    const download = bySku.get('SOFTWARE-LABEL-STUDIO')!
    expect(download.__typename).toBe('DownloadableOrderItem')
    expect(download.downloadable_links!.map((l) => l.title)).toEqual(['Label Studio for Windows', 'Label Studio for macOS', 'Template pack (800 designs)'])
  })

  it('answers the order number as placeOrder’s deprecated order_id, and no product once it is no longer sold', async () => {
    const token = await signedInCustomer('deprecated@example.co.uk')
    const product = await row<{ id: number; sku: string }>("SELECT id, sku FROM products WHERE type_id = 'simple' AND status = 1 AND stock_status = 'IN_STOCK' AND qty >= 10 AND visibility > 1 ORDER BY id DESC LIMIT 1")
    const id = await cartOf(token)
    await addToCart(token, id, [{ sku: product.sku, quantity: 1 }])
    const placed = await checkoutPlaced(token, id)
    expect(placed.order).toEqual({ order_number: placed.orderV2!.number, order_id: placed.orderV2!.number })
    const query = '{ customer { orders { items { items { product { sku } } } } } }'
    type Items = { customer: { orders: { items: { items: { product: { sku: string } | null }[] }[] } } }
    expect((await must<Items>(token, query)).customer.orders.items[0]!.items).toEqual([{ product: { sku: product.sku } }])
    await env.DB.prepare('UPDATE products SET status = 2 WHERE id = ?1').bind(product.id).run()
    expect((await must<Items>(token, query)).customer.orders.items[0]!.items).toEqual([{ product: null }])
  })
})
