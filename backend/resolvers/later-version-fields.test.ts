/**
 * Fields Magento Open Source added to existing types in 2.4.8 and 2.4.9, asked for as a 2.4.9
 * client asks: store tax display, cart and order totals without tax, catalog discounts, stock
 * messages, order actions and customer info, the date of the first order, paged addresses.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { graphqlAs, graphqlData } from '../../test/graphql-client'
import { addToCart, cartOf, must, orderOfOne } from '../../test/orders'
import { seedCatalogue } from '../../test/seed-catalogue'

beforeAll(() => seedCatalogue())

describe('2.4.8 and 2.4.9 fields on existing types', () => {
  it('StoreConfig says prices and delivery include VAT, and guest baskets merge at sign-in', async () => {
    const { storeConfig } = await graphqlData<{ storeConfig: Record<string, unknown> }>('{ storeConfig { display_product_prices_in_catalog display_shipping_prices cart_merge_preference } }')
    expect(storeConfig).toEqual({ display_product_prices_in_catalog: 2, display_shipping_prices: 2, cart_merge_preference: 'merge' })
  })

  it('products answer their sale quantities, and keep the stock quantity unsaid as Magento’s default message does', async () => {
    const row = (await env.DB.prepare("SELECT sku, max_sale_qty FROM products WHERE status = 1 AND visibility = 4 AND max_sale_qty IS NOT NULL AND type_id = 'simple' LIMIT 1").first<{ sku: string; max_sale_qty: number }>())!
    const plain = (await env.DB.prepare("SELECT sku FROM products WHERE status = 1 AND visibility = 4 AND max_sale_qty IS NULL AND type_id = 'simple' LIMIT 1").first<{ sku: string }>())!
    const { products } = await graphqlData<{ products: { items: { sku: string; quantity: number | null; min_sale_qty: number; max_sale_qty: number }[] } }>(
      'query P($skus: [String]) { products(filter: { sku: { in: $skus } }) { items { sku quantity min_sale_qty max_sale_qty } } }',
      { skus: [row.sku, plain.sku] },
    )
    expect(products.items.find((item) => item.sku === row.sku)).toEqual({ sku: row.sku, quantity: null, min_sale_qty: 1, max_sale_qty: row.max_sale_qty })
    expect(products.items.find((item) => item.sku === plain.sku)).toEqual({ sku: plain.sku, quantity: null, min_sale_qty: 1, max_sale_qty: 10000 })
  })

  it('a cart line shows its regular price and catalog discount, and the cart its total without VAT', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const special = (await env.DB.prepare(
      "SELECT sku, price_pence, special_price_pence FROM products WHERE status = 1 AND visibility = 4 AND type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 5 AND special_price_pence < price_pence AND (special_from_date IS NULL OR special_from_date <= ?1) AND (special_to_date IS NULL OR special_to_date >= ?1) LIMIT 1",
    )
      .bind(today)
      .first<{ sku: string; price_pence: number; special_price_pence: number }>())!
    const cart = await cartOf(null)
    await addToCart(null, cart, [{ sku: special.sku, quantity: 2 }])
    type Answer = {
      cart: {
        prices: { grand_total: { value: number }; grand_total_excluding_tax: { value: number } }
        itemsV2: { items: { not_available_message: string | null; prices: { original_item_price: { value: number }; original_row_total: { value: number }; catalog_discount: { amount_off: number; percent_off: number }; row_catalog_discount: { amount_off: number } } }[] }
      }
    }
    const { cart: answer } = await must<Answer>(
      null,
      `query C($id: String!) { cart(cart_id: $id) { prices { grand_total { value } grand_total_excluding_tax { value } }
        itemsV2 { items { not_available_message prices { original_item_price { value } original_row_total { value } catalog_discount { amount_off percent_off } row_catalog_discount { amount_off } } } } } }`,
      { id: cart },
    )
    const [line] = answer.itemsV2.items
    const excluding = (pence: number) => Math.round(pence / 1.2) / 100
    expect(line!.not_available_message).toBeNull()
    expect(line!.prices.original_item_price.value).toBe(excluding(special.price_pence))
    expect(line!.prices.original_row_total.value).toBe(excluding(special.price_pence * 2))
    expect(line!.prices.catalog_discount.amount_off).toBeCloseTo(excluding(special.price_pence) - excluding(special.special_price_pence), 2)
    expect(line!.prices.catalog_discount.percent_off).toBeCloseTo(((special.price_pence - special.special_price_pence) / special.price_pence) * 100, 1)
    expect(line!.prices.row_catalog_discount.amount_off).toBeCloseTo(excluding(special.price_pence * 2) - excluding(special.special_price_pence * 2), 2)
    expect(answer.prices.grand_total_excluding_tax.value).toBe(excluding(Math.round(answer.prices.grand_total.value * 100)))
  })

  it('an order says what may be done with it, whose it is, when its status changed and its totals with and without VAT', async () => {
    const token = await signedInCustomer('later.fields@example.co.uk')
    const { number } = await orderOfOne(token, 2, 'later.fields@example.co.uk')
    type Orders = {
      customer: {
        orders: {
          date_of_first_order: string | null
          items: { available_actions: string[]; customer_info: { firstname: string; lastname: string }; order_status_change_date: string; order_date: string; total: { subtotal: { value: number }; subtotal_excl_tax: { value: number }; subtotal_incl_tax: { value: number }; grand_total: { value: number }; grand_total_excl_tax: { value: number }; total_tax: { value: number } } }[]
        }
        addressesV2: { total_count: number; items: unknown[]; page_info: { current_page: number } }
      }
    }
    const { customer } = await must<Orders>(
      token,
      `{ customer { orders { date_of_first_order items { available_actions customer_info { firstname lastname } order_status_change_date order_date
        total { subtotal { value } subtotal_excl_tax { value } subtotal_incl_tax { value } grand_total { value } grand_total_excl_tax { value } total_tax { value } } } }
        addressesV2(pageSize: 5) { total_count items { city } page_info { current_page } } } }`,
    )
    const [order] = customer.orders.items
    expect(order!.available_actions).toEqual(['REORDER', 'CANCEL'])
    expect(order!.customer_info).toEqual({ firstname: 'Ada', lastname: 'Lovelace' })
    expect(order!.order_status_change_date).toBe(order!.order_date)
    expect(customer.orders.date_of_first_order).toBe(order!.order_date)
    expect(order!.total.subtotal_excl_tax).toEqual(order!.total.subtotal)
    expect(order!.total.subtotal_incl_tax.value).toBeGreaterThan(order!.total.subtotal_excl_tax.value)
    expect(order!.total.grand_total_excl_tax.value).toBeCloseTo(order!.total.grand_total.value - order!.total.total_tax.value, 2)
    expect(customer.addressesV2).toEqual({ total_count: 0, items: [], page_info: { current_page: 1 } })

    // Cancelled, it may only be ordered again, and its status change is the cancellation's.
    const id = (await env.DB.prepare('SELECT id FROM orders WHERE number = ?1').bind(number).first<number>('id'))!
    await must(token, 'mutation X($id: ID!) { cancelOrder(input: { order_id: $id, reason: "Other" }) { error } }', { id: String(id) })
    const after = await must<Orders>(token, '{ customer { orders { items { available_actions order_status_change_date } } } }')
    expect(after.customer.orders.items[0]!.available_actions).toEqual(['REORDER'])
    // A guest's order may not be ordered again through the API (reorderItems is the customer's).
    const guest = await orderOfOne(null, 1, 'later.guest@example.co.uk')
    const found = await graphqlAs<{ guestOrder: { available_actions: string[] } }>(null, 'query G($n: String!) { guestOrder(input: { number: $n, email: "later.guest@example.co.uk", lastname: "Lovelace" }) { available_actions } }', { n: guest.number })
    expect(found.data?.guestOrder.available_actions).toEqual(['CANCEL'])
  })

  it('updateCartItems answers an empty error list where nothing was refused', async () => {
    const cart = await cartOf(null)
    const product = (await env.DB.prepare("SELECT sku FROM products WHERE status = 1 AND type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 AND visibility > 1 LIMIT 1").first<{ sku: string }>())!
    await addToCart(null, cart, [{ sku: product.sku, quantity: 1 }])
    const uid = (await must<{ cart: { itemsV2: { items: { uid: string }[] } } }>(null, 'query C($id: String!) { cart(cart_id: $id) { itemsV2 { items { uid } } } }', { id: cart })).cart.itemsV2.items[0]!.uid
    const updated = await must<{ updateCartItems: { errors: unknown[] } }>(null, 'mutation U($id: String!, $uid: ID!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: 3 }] }) { errors { message } } }', { id: cart, uid })
    expect(updated.updateCartItems.errors).toEqual([])
  })
})
