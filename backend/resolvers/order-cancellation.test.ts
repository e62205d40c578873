import { env } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { graphql, graphqlAs } from '../../test/graphql-client'
import { must, orderOfOne } from '../../test/orders'
import { seedCatalogue } from '../../test/seed-catalogue'

const CANCEL = `mutation C($id: ID!, $reason: String!) { cancelOrder(input: { order_id: $id, reason: $reason }) {
  error order { number status comments { message timestamp } items { status quantity_canceled } } } }`
const ORDER_ID = 'query O($n: String) { customer { orders(filter: { number: { eq: $n } }) { items { id status } } } }'

type Cancelled = { cancelOrder: { error: string | null; order: { number: string; status: string; comments: { message: string; timestamp: string }[]; items: { status: string; quantity_canceled: number }[] } | null } }

/** A customer's order and its numeric id (Magento's `order_id`). */
async function customerOrder(token: string) {
  const placed = await orderOfOne(token, 2)
  const { customer } = await must<{ customer: { orders: { items: { id: string }[] } } }>(token, ORDER_ID, { n: placed.number })
  return { ...placed, uid: customer.orders.items[0]!.id, id: atob(customer.orders.items[0]!.id) }
}

const setCancellation = (store: string, enabled: boolean) =>
  env.DB.prepare("UPDATE store_configs SET config = json_set(config, '$.order_cancellation_enabled', json(?2)) WHERE store_code = ?1").bind(store, String(enabled)).run()

beforeAll(() => seedCatalogue())
afterEach(() => setCancellation('default', true))

describe('StoreConfig', () => {
  it('says whether customers may cancel and lists the reasons in the store’s language', async () => {
    const query = '{ storeConfig { order_cancellation_enabled order_cancellation_reasons { description } } }'
    const english = await graphql<{ storeConfig: { order_cancellation_enabled: boolean; order_cancellation_reasons: { description: string }[] } }>(query)
    expect(english.data?.storeConfig.order_cancellation_enabled).toBe(true)
    expect(english.data?.storeConfig.order_cancellation_reasons.map((r) => r.description)).toEqual([
      'The item(s) are no longer needed',
      'The order was placed by mistake',
      'Item(s) not arriving within the expected timeframe',
      'Found a better price elsewhere',
      'Other',
    ])
    const german = await graphql<{ storeConfig: { order_cancellation_reasons: { description: string }[] } }>(query, undefined, 'de')
    expect(german.data?.storeConfig.order_cancellation_reasons[0]?.description).toBe('Die Artikel werden nicht mehr benötigt')
  })
})

describe('cancelOrder', () => {
  it('cancels a pending order: its status, its items, the stock back and the reason in its history', async () => {
    const token = await signedInCustomer('cancel@example.co.uk')
    const order = await customerOrder(token)
    const stockBefore = (await env.DB.prepare('SELECT qty FROM products WHERE id = ?1').bind(order.productId).first<{ qty: number }>())!.qty
    const result = await must<Cancelled>(token, CANCEL, { id: order.id, reason: 'The order was placed by mistake' })
    expect(result.cancelOrder.error).toBeNull()
    expect(result.cancelOrder.order).toMatchObject({ number: order.number, status: 'Cancelled', items: [{ status: 'Canceled', quantity_canceled: 2 }] })
    expect(result.cancelOrder.order!.comments).toEqual([{ message: 'The order was placed by mistake', timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) }])
    expect((await env.DB.prepare('SELECT qty FROM products WHERE id = ?1').bind(order.productId).first<{ qty: number }>())!.qty).toBe(stockBefore + 2)
    // Magento also notes the e-mail it sent, out of the customer's sight.
    const history = await env.DB.prepare('SELECT message, is_visible_on_front FROM order_comments WHERE order_id = ?1 ORDER BY id').bind(Number(order.id)).all<{ message: string; is_visible_on_front: number }>()
    expect(history.results).toEqual([
      { message: 'Order cancellation notification email was sent.', is_visible_on_front: 0 },
      { message: 'The order was placed by mistake', is_visible_on_front: 1 },
    ])
    const mail = await env.DB.prepare("SELECT subject FROM outbox WHERE kind = 'order_cancelled' AND to_email = 'cancel@example.co.uk'").first<{ subject: string }>()
    expect(mail?.subject).toBe(`Order ${order.number} was cancelled`)
  })

  it('tells shoppers waiting for a product the order had sold out that it is back', async () => {
    const token = await signedInCustomer('cancel.restock@example.co.uk')
    const order = await customerOrder(token)
    // The order took the last ones: the product is sold out and a shopper asks to be told.
    await env.DB.prepare("UPDATE products SET qty = 0, stock_status = 'OUT_OF_STOCK', only_x_left_in_stock = NULL WHERE id = ?1").bind(order.productId).run()
    const { name } = (await env.DB.prepare('SELECT name FROM products WHERE id = ?1').bind(order.productId).first<{ name: string }>())!
    const ask = await graphqlAs<{ requestStockNotification: boolean }>(
      null,
      'mutation S($e: String!, $p: Int!, $n: String!) { requestStockNotification(email: $e, productId: $p, categoryId: 0, categoryProduct: $n) }',
      { e: 'waiting.restock@example.co.uk', p: order.productId, n: name },
    )
    expect(ask.data?.requestStockNotification, JSON.stringify(ask.errors)).toBe(true)
    const alerts = () => env.DB.prepare("SELECT subject FROM outbox WHERE kind = 'stock_alert' AND to_email = 'waiting.restock@example.co.uk'").all<{ subject: string }>()
    expect((await alerts()).results).toEqual([])

    expect((await must<Cancelled>(token, CANCEL, { id: order.id, reason: 'Other' })).cancelOrder.error).toBeNull()
    expect((await alerts()).results).toEqual([{ subject: `${name} is back in stock` }])
    expect(await env.DB.prepare('SELECT notified_at IS NOT NULL AS sent FROM stock_alerts WHERE product_id = ?1').bind(order.productId).first()).toEqual({ sent: 1 })
  })

  it('refuses an order already cancelled, once, with the order as it is', async () => {
    const token = await signedInCustomer('twice@example.co.uk')
    const order = await customerOrder(token)
    const [first, second] = await Promise.all([graphqlAs<Cancelled>(token, CANCEL, { id: order.uid, reason: 'Other' }), graphqlAs<Cancelled>(token, CANCEL, { id: order.uid, reason: 'Other' })])
    const answers = [first.data!.cancelOrder, second.data!.cancelOrder]
    expect(answers.filter((a) => a.error === null)).toHaveLength(1)
    const again = await must<Cancelled>(token, CANCEL, { id: order.id, reason: 'Other' })
    expect(again.cancelOrder).toMatchObject({ error: 'Order already closed, complete, cancelled or on hold', order: { status: 'Cancelled' } })
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM order_comments WHERE order_id = ?1').bind(Number(order.id)).first<{ n: number }>()
    expect(count?.n).toBe(2)
  })

  it('answers Magento’s errors: another customer’s order, an unknown one, cancellation switched off', async () => {
    const owner = await signedInCustomer('owner@example.co.uk')
    const stranger = await signedInCustomer('stranger@example.co.uk')
    const order = await customerOrder(owner)
    expect((await must<Cancelled>(stranger, CANCEL, { id: order.id, reason: 'Other' })).cancelOrder).toEqual({ error: 'Current user is not authorized to cancel this order', order: null })
    expect((await must<Cancelled>(owner, CANCEL, { id: '99999999', reason: 'Other' })).cancelOrder.error).toBe("The entity that was requested doesn't exist. Verify the entity and try again.")
    await setCancellation('default', false)
    expect((await must<Cancelled>(owner, CANCEL, { id: order.id, reason: 'Other' })).cancelOrder).toEqual({ error: 'Order cancellation is not enabled for requested store.', order: null })
    const status = await env.DB.prepare('SELECT status FROM orders WHERE id = ?1').bind(Number(order.id)).first<{ status: string }>()
    expect(status?.status).toBe('pending')
  })

  it('needs a signed-in customer, an order id and a reason', async () => {
    const guest = await graphqlAs(null, CANCEL, { id: '1', reason: 'Other' })
    expect(guest.errors?.[0]).toMatchObject({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } })
    const token = await signedInCustomer('inputs@example.co.uk')
    const noId = await graphqlAs(token, CANCEL, { id: '0', reason: 'Other' })
    expect(noId.errors?.[0]).toMatchObject({ message: 'Required parameter "order_id" is missing or incorrect.', extensions: { category: 'graphql-input' } })
    const noReason = await graphqlAs(token, CANCEL, { id: '1', reason: '  ' })
    expect(noReason.errors?.[0]?.message).toBe('Required parameter "reason" is missing or incorrect.')
  })
})
