import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { graphql, graphqlAs } from '../../test/graphql-client'
import { orderOfOne, must } from '../../test/orders'
import { seedCatalogue } from '../../test/seed-catalogue'

const GUEST_ORDER = 'query G($input: OrderInformationInput!) { guestOrder(input: $input) { number email token status items { product_sku quantity_ordered } } }'
const BY_TOKEN = 'query T($token: String!) { guestOrderByToken(input: { token: $token }) { number email } }'

type Found = { guestOrder: { number: string; email: string; token: string; status: string; items: { product_sku: string; quantity_ordered: number }[] } }

beforeAll(() => seedCatalogue())

describe('guestOrder', () => {
  it('finds a guest’s order by number, e-mail and billing postcode, written as the shopper writes them', async () => {
    const { number, sku } = await orderOfOne(null, 2, 'finder@example.co.uk')
    const found = await must<Found>(null, GUEST_ORDER, { input: { number, email: 'Finder@Example.co.uk', postcode: ' nw1  6xe ' } })
    expect(found.guestOrder).toMatchObject({ number, email: 'finder@example.co.uk', status: 'Pending', items: [{ product_sku: sku, quantity_ordered: 2 }] })
  })

  it('answers Magento’s message when the e-mail, postcode or number does not match', async () => {
    const { number } = await orderOfOne(null, 1, 'mismatch@example.co.uk')
    for (const input of [
      { number, email: 'someone@example.co.uk', postcode: 'NW1 6XE' },
      { number, email: 'mismatch@example.co.uk', postcode: 'SW1A 1AA' },
      { number: '999999999', email: 'mismatch@example.co.uk', postcode: 'NW1 6XE' },
    ]) {
      const result = await graphqlAs(null, GUEST_ORDER, { input })
      expect(result.errors?.[0]).toMatchObject({ message: "We couldn't locate an order with the information provided.", extensions: { category: 'graphql-no-such-entity' } })
    }
  })

  it('finds it by the billing surname too, as Magento 2.4.8 and later ask, and refuses a lookup with neither', async () => {
    const { number } = await orderOfOne(null, 1, 'surname@example.co.uk')
    // As a 2.4.8 client sends it, with the input written in the document.
    const bySurname = 'query S($number: String!, $email: String!, $lastname: String!) { guestOrder(input: { number: $number, email: $email, lastname: $lastname }) { number } }'
    expect((await must<{ guestOrder: { number: string } }>(null, bySurname, { number, email: 'surname@example.co.uk', lastname: 'lovelace' })).guestOrder.number).toBe(number)
    const wrong = await graphqlAs(null, bySurname, { number, email: 'surname@example.co.uk', lastname: 'Babbage' })
    expect(wrong.errors?.[0]?.message).toBe("We couldn't locate an order with the information provided.")
    const neither = await graphqlAs(null, GUEST_ORDER, { input: { number, email: 'surname@example.co.uk' } })
    expect(neither.errors?.[0]).toMatchObject({ message: 'Required parameters are missing: lastname', extensions: { category: 'graphql-input' } })
  })

  it('does not show a customer’s order to a guest', async () => {
    const token = await signedInCustomer('guest-lookup@example.co.uk')
    const { number } = await orderOfOne(token)
    const result = await graphqlAs(null, GUEST_ORDER, { input: { number, email: 'guest-lookup@example.co.uk', postcode: 'NW1 6XE' } })
    expect(result.errors?.[0]).toMatchObject({ message: 'Please login to view the order.', extensions: { category: 'graphql-authorization' } })
  })

  it('finds an order only in the store view it was placed in', async () => {
    const { number } = await orderOfOne(null, 1, 'store@example.co.uk')
    const response = await graphqlAs(null, GUEST_ORDER, { input: { number, email: 'store@example.co.uk', postcode: 'NW1 6XE' } })
    expect(response.errors).toBeUndefined()
    const german = await graphql(GUEST_ORDER, { input: { number, email: 'store@example.co.uk', postcode: 'NW1 6XE' } }, 'de')
    expect(german.errors?.[0]?.message).toBe("We couldn't locate an order with the information provided.")
  })
})

describe('guestOrderByToken', () => {
  it('finds the order by the token it carries, a random one that names neither its number nor its e-mail', async () => {
    const first = await orderOfOne(null, 1, 'token@example.co.uk')
    const second = await orderOfOne(null, 1, 'token@example.co.uk')
    const { guestOrder } = await must<Found>(null, GUEST_ORDER, { input: { number: first.number, email: 'token@example.co.uk', postcode: 'NW1 6XE' } })
    expect(guestOrder.token).toMatch(/^[0-9a-f]{48}$/)
    expect(guestOrder.token).not.toContain(first.number)
    expect(guestOrder.token).not.toBe(btoa(`${first.number}:token@example.co.uk`))
    const other = await must<Found>(null, GUEST_ORDER, { input: { number: second.number, email: 'token@example.co.uk', postcode: 'NW1 6XE' } })
    expect(other.guestOrder.token).not.toBe(guestOrder.token)
    const found = await must<{ guestOrderByToken: { number: string; email: string } }>(null, BY_TOKEN, { token: guestOrder.token })
    expect(found.guestOrderByToken).toEqual({ number: first.number, email: 'token@example.co.uk' })
  })

  it('answers Magento’s message for a token that names no order', async () => {
    for (const token of ['', 'not-a-token', btoa('000000001:ada@example.co.uk')]) {
      const result = await graphqlAs(null, BY_TOKEN, { token })
      expect(result.errors?.[0]?.message).toBe("We couldn't locate an order with the information provided.")
    }
  })

  it('does not show a customer’s order by its token to a guest', async () => {
    const token = await signedInCustomer('token-owner@example.co.uk')
    const { number } = await orderOfOne(token)
    const own = await must<{ customer: { orders: { items: { token: string }[] } } }>(token, 'query O($n: String) { customer { orders(filter: { number: { eq: $n } }) { items { token } } } }', { n: number })
    const result = await graphqlAs(null, BY_TOKEN, { token: own.customer.orders.items[0]!.token })
    expect(result.errors?.[0]?.message).toBe('Please login to view the order.')
  })
})
