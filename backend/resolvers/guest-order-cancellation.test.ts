import { env } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mailedKey, signedInCustomer } from '../../test/customers'
import { graphqlAs } from '../../test/graphql-client'
import { must, orderOfOne } from '../../test/orders'
import { seedCatalogue } from '../../test/seed-catalogue'

const REQUEST = `mutation R($input: GuestOrderCancelInput!) { requestGuestOrderCancel(input: $input) {
  error errorV2 { code message } order { number status comments { message } } } }`
const CONFIRM = `mutation C($input: ConfirmCancelOrderInput!) { confirmCancelOrder(input: $input) {
  error errorV2 { code message } order { number status comments { message } items { status quantity_canceled } } } }`
const GUEST_ORDER = 'query G($input: OrderInformationInput!) { guestOrder(input: $input) { id token } }'

type Output = {
  error: string | null
  errorV2: { code: string; message: string } | null
  order: { number: string; status: string; comments: { message: string }[]; items?: { status: string; quantity_canceled: number }[] } | null
}

/** A guest's order of two, with what the guest holds: its token (from guestOrder) and its id. */
async function guestOrder(email: string) {
  const placed = await orderOfOne(null, 2, email)
  const found = await must<{ guestOrder: { id: string; token: string } }>(null, GUEST_ORDER, { input: { number: placed.number, email, postcode: 'NW1 6XE' } })
  return { ...placed, ...found.guestOrder }
}

const stockOf = async (productId: number) => (await env.DB.prepare('SELECT qty FROM products WHERE id = ?1').bind(productId).first<{ qty: number }>())!.qty
const setCancellation = (store: string, enabled: boolean) =>
  env.DB.prepare("UPDATE store_configs SET config = json_set(config, '$.order_cancellation_enabled', json(?2)) WHERE store_code = ?1").bind(store, String(enabled)).run()

beforeAll(() => seedCatalogue())
afterEach(() => setCancellation('default', true))

describe('requestGuestOrderCancel', () => {
  it('mails the guest a confirmation key for the order and notes it in the order’s history, the order unchanged', async () => {
    const order = await guestOrder('guest.cancel@example.co.uk')
    const result = await must<{ requestGuestOrderCancel: Output }>(null, REQUEST, { input: { token: order.token, reason: 'The order was placed by mistake' } })
    expect(result.requestGuestOrderCancel).toEqual({
      error: null,
      errorV2: null,
      order: { number: order.number, status: 'Pending', comments: [{ message: 'Order cancellation confirmation key was sent via email.' }] },
    })
    expect(await mailedKey('guest.cancel@example.co.uk', 'order_cancellation_confirmation', 'confirmation_key')).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(await mailedKey('guest.cancel@example.co.uk', 'order_cancellation_confirmation', 'order_id')).toBe(order.id)
  })

  it('refuses an unknown token, another store view’s order and a customer’s order as Magento does', async () => {
    const unknown = await graphqlAs(null, REQUEST, { input: { token: 'TestToken', reason: 'Other' } })
    expect(unknown.errors?.[0]).toMatchObject({ message: "We couldn't locate an order with the information provided.", extensions: { category: 'graphql-no-such-entity' } })
    const order = await guestOrder('guest.store@example.co.uk')
    const elsewhere = await graphqlAs(null, REQUEST, { input: { token: order.token, reason: 'Other' } }, 'de')
    expect(elsewhere.errors?.[0]?.message).toBe("We couldn't locate an order with the information provided.")
    const token = await signedInCustomer('guest.cancel.customer@example.co.uk')
    const placed = await orderOfOne(token, 1)
    const { customer } = await must<{ customer: { orders: { items: { token: string }[] } } }>(token, 'query O($n: String) { customer { orders(filter: { number: { eq: $n } }) { items { token } } } }', { n: placed.number })
    const customers = await graphqlAs(null, REQUEST, { input: { token: customer.orders.items[0]!.token, reason: 'Other' } })
    expect(customers.errors?.[0]).toMatchObject({ message: 'Please login to view the order.', extensions: { category: 'graphql-authorization' } })
    const noReason = await graphqlAs(null, REQUEST, { input: { token: order.token, reason: ' ' } })
    expect(noReason.errors?.[0]).toMatchObject({ message: 'Required parameter "reason" is missing or incorrect.', extensions: { category: 'graphql-input' } })
  })

  it('answers in error and errorV2 when the store view does not allow cancelling or the order is closed', async () => {
    const order = await guestOrder('guest.refused@example.co.uk')
    await setCancellation('default', false)
    expect((await must<{ requestGuestOrderCancel: Output }>(null, REQUEST, { input: { token: order.token, reason: 'Other' } })).requestGuestOrderCancel).toEqual({
      error: 'Order cancellation is not enabled for requested store.',
      errorV2: { code: 'ORDER_CANCELLATION_DISABLED', message: 'Order cancellation is not enabled for requested store.' },
      order: null,
    })
    await setCancellation('default', true)
    await env.DB.prepare("UPDATE orders SET status = 'holded' WHERE number = ?1").bind(order.number).run()
    expect((await must<{ requestGuestOrderCancel: Output }>(null, REQUEST, { input: { token: order.token, reason: 'Other' } })).requestGuestOrderCancel).toMatchObject({
      errorV2: { code: 'INVALID_ORDER_STATUS', message: 'Order already closed, complete, cancelled or on hold' },
      order: { status: 'On Hold' },
    })
  })
})

describe('confirmCancelOrder', () => {
  it('cancels the guest’s order with the mailed key: status, items, stock back, the reason kept, the guest e-mailed', async () => {
    const order = await guestOrder('guest.confirm@example.co.uk')
    await must(null, REQUEST, { input: { token: order.token, reason: 'Found a better price elsewhere' } })
    const stockBefore = await stockOf(order.productId)
    const key = await mailedKey('guest.confirm@example.co.uk', 'order_cancellation_confirmation', 'confirmation_key')
    const result = await must<{ confirmCancelOrder: Output }>(null, CONFIRM, { input: { order_id: order.id, confirmation_key: key } })
    expect(result.confirmCancelOrder).toMatchObject({ error: null, errorV2: null, order: { number: order.number, status: 'Cancelled', items: [{ status: 'Canceled', quantity_canceled: 2 }] } })
    expect(result.confirmCancelOrder.order!.comments.map((c) => c.message)).toEqual(['Order cancellation confirmation key was sent via email.', 'Found a better price elsewhere'])
    expect(await stockOf(order.productId)).toBe(stockBefore + 2)
    const mail = await env.DB.prepare("SELECT subject FROM outbox WHERE kind = 'order_cancelled' AND to_email = 'guest.confirm@example.co.uk'").first<{ subject: string }>()
    expect(mail?.subject).toBe(`Order ${order.number} was cancelled`)
    // The same key again: the order is closed now, and its stock is not returned twice.
    const again = await must<{ confirmCancelOrder: Output }>(null, CONFIRM, { input: { order_id: order.id, confirmation_key: key } })
    expect(again.confirmCancelOrder).toMatchObject({ errorV2: { code: 'INVALID_ORDER_STATUS' }, order: { status: 'Cancelled' } })
    expect(await stockOf(order.productId)).toBe(stockBefore + 2)
  })

  it('refuses a wrong or missing key without telling the order’s state, and a customer’s or unknown order', async () => {
    const order = await guestOrder('guest.wrongkey@example.co.uk')
    const guess = 'A'.repeat(32)
    const unrequested = await must<{ confirmCancelOrder: Output }>(null, CONFIRM, { input: { order_id: order.id, confirmation_key: guess } })
    expect(unrequested.confirmCancelOrder).toEqual({ error: 'The order cancellation could not be confirmed.', errorV2: { code: 'UNDEFINED', message: 'The order cancellation could not be confirmed.' }, order: null })
    await must(null, REQUEST, { input: { token: order.token, reason: 'Other' } })
    expect((await must<{ confirmCancelOrder: Output }>(null, CONFIRM, { input: { order_id: order.id, confirmation_key: guess } })).confirmCancelOrder.order).toBeNull()
    const short = await graphqlAs(null, CONFIRM, { input: { order_id: order.id, confirmation_key: 'short' } })
    expect(short.errors?.[0]).toMatchObject({ message: 'Required parameter "confirmation_key" is missing or incorrect.', extensions: { category: 'graphql-input' } })
    expect((await env.DB.prepare('SELECT status FROM orders WHERE number = ?1').bind(order.number).first<{ status: string }>())?.status).toBe('pending')

    expect((await must<{ confirmCancelOrder: Output }>(null, CONFIRM, { input: { order_id: 'MTAwMDAwMDA=', confirmation_key: guess } })).confirmCancelOrder).toMatchObject({
      error: "The entity that was requested doesn't exist. Verify the entity and try again.",
      errorV2: { code: 'ORDER_NOT_FOUND' },
      order: null,
    })
    const token = await signedInCustomer('guest.confirm.customer@example.co.uk')
    const placed = await orderOfOne(token, 1)
    const { customer } = await must<{ customer: { orders: { items: { id: string }[] } } }>(token, 'query O($n: String) { customer { orders(filter: { number: { eq: $n } }) { items { id } } } }', { n: placed.number })
    expect((await must<{ confirmCancelOrder: Output }>(token, CONFIRM, { input: { order_id: customer.orders.items[0]!.id, confirmation_key: guess } })).confirmCancelOrder).toEqual({
      error: 'Current user is not authorized to cancel this order',
      errorV2: { code: 'UNAUTHORISED', message: 'Current user is not authorized to cancel this order' },
      order: null,
    })
  })
})
