import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlAs } from '../../test/graphql-client'
import { signedInCustomer } from '../../test/customers'
import { seedCatalogue } from '../../test/seed-catalogue'

const CREATE_EMPTY_CART = 'mutation { createEmptyCart }'

beforeAll(() => seedCatalogue())

describe('createEmptyCart', () => {
  it('answers a signed-in customer with their active cart, as Magento does, every time', async () => {
    const token = await signedInCustomer('empty-cart-owner@example.co.uk')
    const first = await graphqlAs<{ createEmptyCart: string }>(token, CREATE_EMPTY_CART)
    const second = await graphqlAs<{ createEmptyCart: string }>(token, CREATE_EMPTY_CART)
    const customerCart = await graphqlAs<{ customerCart: { id: string } }>(token, '{ customerCart { id } }')
    expect(first.errors).toBeUndefined()
    expect(first.data!.createEmptyCart).toBe(customerCart.data!.customerCart.id)
    expect(second.data!.createEmptyCart).toBe(first.data!.createEmptyCart)
    // The customer may use it: it is theirs, not a guest cart they would be refused on.
    const read = await graphqlAs<{ cart: { id: string } }>(token, 'query C($id: String!) { cart(cart_id: $id) { id } }', { id: first.data!.createEmptyCart })
    expect(read.errors).toBeUndefined()
  })

  it('gives a guest a new cart each time', async () => {
    const first = await graphqlAs<{ createEmptyCart: string }>(null, CREATE_EMPTY_CART)
    const second = await graphqlAs<{ createEmptyCart: string }>(null, CREATE_EMPTY_CART)
    expect(first.data!.createEmptyCart).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(second.data!.createEmptyCart).not.toBe(first.data!.createEmptyCart)
  })
})
