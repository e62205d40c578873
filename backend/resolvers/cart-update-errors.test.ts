import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlPost } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

type Line = { uid: string; quantity: number }
const UPDATE_248 = `mutation U($input: UpdateCartItemsInput) { updateCartItems(input: $input) {
  cart { itemsV2 { items { uid quantity } } } errors { __typename code message } } }`
const UPDATE_247 = 'mutation U($input: UpdateCartItemsInput) { updateCartItems(input: $input) { cart { itemsV2 { items { uid quantity } } } } }'

/** A guest cart holding two of an in-stock simple product with `qty` in stock; answers its id and the line. */
async function cartWithLine(): Promise<{ cartId: string; line: Line; stock: number }> {
  const product = (await env.DB.prepare("SELECT sku, qty FROM products WHERE type_id = 'simple' AND status = 1 AND stock_status = 'IN_STOCK' AND qty > 5 ORDER BY id LIMIT 1").first<{ sku: string; qty: number }>())!
  const cartId = (await graphqlPost<{ createGuestCart: { cart: { id: string } } }>('mutation { createGuestCart { cart { id } } }')).data!.createGuestCart.cart.id
  const added = await graphqlPost<{ addProductsToCart: { cart: { itemsV2: { items: Line[] } } } }>(
    'mutation A($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: "' + product.sku + '", quantity: 2 }]) { cart { itemsV2 { items { uid quantity } } } } }',
    { cartId },
  )
  return { cartId, line: added.data!.addProductsToCart.cart.itemsV2.items[0]!, stock: product.qty }
}

beforeAll(() => seedCatalogue())

describe('updateCartItems as Magento 2.4.8 answers a client that selects errors', () => {
  it('lists a change past the stock as INSUFFICIENT_STOCK, with no GraphQL error and the line unchanged', async () => {
    const { cartId, line, stock } = await cartWithLine()
    const result = await graphqlPost<{ updateCartItems: { cart: { itemsV2: { items: Line[] } }; errors: unknown[] } }>(UPDATE_248, {
      input: { cart_id: cartId, cart_items: [{ cart_item_uid: line.uid, quantity: stock + 1 }] },
    })
    expect(result.errors).toBeUndefined()
    expect(result.data!.updateCartItems.errors).toEqual([{ __typename: 'CartUserInputError', code: 'INSUFFICIENT_STOCK', message: 'The requested qty. is not available' }])
    expect(result.data!.updateCartItems.cart.itemsV2.items).toEqual([{ uid: line.uid, quantity: 2 }])
  })

  it('lists a line not in the cart and a missing quantity by their codes', async () => {
    const { cartId } = await cartWithLine()
    const missing = await graphqlPost<{ updateCartItems: { errors: unknown[] } }>(UPDATE_248, { input: { cart_id: cartId, cart_items: [{ cart_item_id: 999999, quantity: 1 }] } })
    expect(missing.data!.updateCartItems.errors).toEqual([{ __typename: 'CartUserInputError', code: 'COULD_NOT_FIND_CART_ITEM', message: 'Could not find cart item with id: 999999.' }])
    const noQuantity = await graphqlPost<{ updateCartItems: { errors: unknown[] } }>(UPDATE_248, { input: { cart_id: cartId, cart_items: [{ cart_item_id: 1 }] } })
    expect(noQuantity.data!.updateCartItems.errors).toEqual([
      { __typename: 'CartUserInputError', code: 'REQUIRED_PARAMETER_MISSING', message: 'Required parameter "quantity" for "cart_items" is missing.' },
    ])
  })

  it('answers an empty list when the change is made', async () => {
    const { cartId, line } = await cartWithLine()
    const result = await graphqlPost<{ updateCartItems: { cart: { itemsV2: { items: Line[] } }; errors: unknown[] } }>(UPDATE_248, {
      input: { cart_id: cartId, cart_items: [{ cart_item_uid: line.uid, quantity: 3 }] },
    })
    expect(result.data!.updateCartItems).toEqual({ cart: { itemsV2: { items: [{ uid: line.uid, quantity: 3 }] } }, errors: [] })
  })

  it('still refuses a cart that is not the shopper’s as an error', async () => {
    const result = await graphqlPost<unknown>(UPDATE_248, { input: { cart_id: 'a'.repeat(32), cart_items: [{ cart_item_id: 1, quantity: 1 }] } })
    expect(result.errors?.[0]?.message).toBe('Could not find a cart with ID "' + 'a'.repeat(32) + '"')
  })
})

describe('updateCartItems as Magento 2.4.7 answers a client that does not select errors', () => {
  it('refuses a change past the stock with a GraphQL error', async () => {
    const { cartId, line, stock } = await cartWithLine()
    const result = await graphqlPost<unknown>(UPDATE_247, { input: { cart_id: cartId, cart_items: [{ cart_item_uid: line.uid, quantity: stock + 1 }] } })
    expect(result.errors?.map((error) => error.message)).toEqual(['The requested qty is not available'])
  })
})

describe('addProductsToCart’s user errors as Magento 2.4.8 types them', () => {
  it('answers a refused add as a CartUserInputError through the Error interface', async () => {
    const cartId = (await graphqlPost<{ createGuestCart: { cart: { id: string } } }>('mutation { createGuestCart { cart { id } } }')).data!.createGuestCart.cart.id
    const result = await graphqlPost<{ addProductsToCart: { user_errors: unknown[] } }>(
      `mutation A($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: "NO-SUCH-SKU", quantity: 1 }]) {
        user_errors { __typename code message ... on InsufficientStockError { quantity } } } }`,
      { cartId },
    )
    expect(result.errors).toBeUndefined()
    expect(result.data!.addProductsToCart.user_errors).toEqual([{ __typename: 'CartUserInputError', code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-SKU"' }])
  })
})
