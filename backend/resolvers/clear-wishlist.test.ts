import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { graphqlAs } from '../../test/graphql-client'
import { must, productWhere, IN_STOCK_SIMPLE } from '../../test/orders'
import { seedCatalogue } from '../../test/seed-catalogue'

const ADD = `mutation A($items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: "0", wishlistItems: $items) { wishlist { id items_count } } }`
const CLEAR = 'mutation C($id: ID!) { clearWishlist(wishlistId: $id) { wishlist { id items_count items_v2 { items { id } } } user_errors { code message } } }'

type Cleared = { clearWishlist: { wishlist: { id: string; items_count: number; items_v2: { items: unknown[] } }; user_errors: unknown[] } }

/** A customer whose wish list holds two products; answers the token and the list's id. */
async function customerWithList(email: string) {
  const token = await signedInCustomer(email)
  const first = await productWhere(IN_STOCK_SIMPLE)
  const second = await productWhere(`${IN_STOCK_SIMPLE} AND p.id <> ${first.id}`)
  const added = await must<{ addProductsToWishlist: { wishlist: { id: string; items_count: number } } }>(token, ADD, { items: [{ sku: first.sku, quantity: 1 }, { sku: second.sku, quantity: 2 }] })
  expect(added.addProductsToWishlist.wishlist.items_count).toBe(2)
  return { token, id: added.addProductsToWishlist.wishlist.id }
}

const itemsCount = async (token: string) => (await must<{ customer: { wishlists: { items_count: number }[] } }>(token, '{ customer { wishlists { items_count } } }')).customer.wishlists[0]!.items_count

beforeAll(() => seedCatalogue())

describe('clearWishlist', () => {
  it('empties the customer’s own wish list and answers it empty', async () => {
    const { token, id } = await customerWithList('clear@example.co.uk')
    const result = await must<Cleared>(token, CLEAR, { id })
    expect(result.clearWishlist).toEqual({ wishlist: { id, items_count: 0, items_v2: { items: [] } }, user_errors: [] })
    expect(await itemsCount(token)).toBe(0)
  })

  it('leaves another customer’s list alone, and refuses guests and a missing id as Magento does', async () => {
    const owner = await customerWithList('clear.owner@example.co.uk')
    const stranger = await signedInCustomer('clear.stranger@example.co.uk')
    const theirs = await graphqlAs(stranger, CLEAR, { id: owner.id })
    expect(theirs.errors?.[0]).toMatchObject({ message: 'The wishlist was not found.', extensions: { category: 'graphql-input' } })
    expect((await graphqlAs(stranger, CLEAR, { id: '99999999' })).errors?.[0]?.message).toBe('The wishlist was not found.')
    expect((await graphqlAs(owner.token, CLEAR, { id: '0' })).errors?.[0]).toMatchObject({ message: 'The wishlistId is required.', extensions: { category: 'graphql-input' } })
    const guest = await graphqlAs(null, CLEAR, { id: owner.id })
    expect(guest.errors?.[0]).toMatchObject({ message: 'The current user cannot perform operations on wishlist', extensions: { category: 'graphql-authorization' } })
    expect(await itemsCount(owner.token)).toBe(2)
  })
})
