/**
 * @module
 * `updateCartItems`' line changes: each line in order set to its quantity (0 removes it), with
 * Magento's refusal thrown at the first that cannot be made. How the refusal reaches the client (a
 * GraphQL error, or 2.4.8's `errors` list) is the mutation's choice (`cart-mutations.ts`).
 */
import type { BackendContext } from '../context'
import { isCartActive, lineExists, removeLine, setLineQuantity } from '../db/carts'
import { inputError, noSuchEntity } from '../graphql/errors'
import { cartNotActive } from './cart'
import { fromUid } from './uid'

/** Why a line's change did not apply: the cart closed, the line gone, or (else) the stock short. */
async function lineChangeRefusal(cartId: string, itemId: number, named: string | number, context: BackendContext) {
  if (!(await isCartActive(context.db, cartId))) return cartNotActive()
  if (!(await lineExists(context.db, cartId, itemId))) return noSuchEntity(`Could not find cart item with id: ${named}`)
  return inputError('The requested qty is not available')
}

/** Applies `updateCartItems`' lines in order, throwing Magento's refusal at the first it cannot. */
export async function updateLines(cartId: string, items: readonly { cart_item_id?: number | null; cart_item_uid?: string | null; quantity?: number | null }[], context: BackendContext) {
  for (const item of items) {
    const itemId = item.cart_item_uid != null ? fromUid(item.cart_item_uid) : (item.cart_item_id ?? null)
    if (itemId === null) throw inputError('Required parameter "cart_item_uid" for "cart_items" is missing.')
    if (item.quantity == null) throw inputError('Required parameter "quantity" for "cart_items" is missing.')
    const named = item.cart_item_uid ?? itemId
    if (!(await lineExists(context.db, cartId, itemId))) throw noSuchEntity(`Could not find cart item with id: ${named}`)
    // Magento removes a line whose quantity is set to 0.
    if (item.quantity === 0) {
      if (!(await removeLine(context.db, cartId, itemId))) throw await lineChangeRefusal(cartId, itemId, named, context)
      continue
    }
    if (!Number.isInteger(item.quantity) || item.quantity < 0) throw inputError('The quantity must be a whole number greater than 0.')
    // Between the check above and the write, another request may have removed the line or closed the cart.
    if (!(await setLineQuantity(context.db, cartId, itemId, item.quantity))) throw await lineChangeRefusal(cartId, itemId, named, context)
  }
}
