/**
 * @module
 * `addWishlistItemsToCart`, as Magento's WishlistGraphQl AddToCart: the wish list's items (or the
 * ones named) go into the customer's cart as they were chosen; each item that goes in leaves the
 * wish list, and each that cannot gives a WishlistCartUserInputError naming it.
 */
import type { BackendContext } from '../context'
import { touchCart } from '../db/carts'
import { removeWishlistItem, touchWishlist } from '../db/wishlists'
import { inputError } from '../graphql/errors'
import { addLine, INSUFFICIENT_STOCK, nowIso, productsFor, resolveItem, type CartItemInput, type UserError } from './cart-mutations'
import { customerCartId } from './customer'
import { toUid } from './uid'
import { items, wishlistCustomer, wishlistOf, type ItemSource } from './wishlist'

type CartUserError = UserError & { wishlistId: string; wishlistItemId: string }

/** The cart request an item stands for: a variant with its parent, a bundle with its selections. */
function cartRequest(item: ItemSource): CartItemInput | null {
  if (!item.product) return null
  const selections = JSON.parse(item.bundle_selection_ids) as number[]
  return {
    sku: item.product.sku,
    quantity: item.quantity,
    parent_sku: item.parent?.sku ?? null,
    selected_options: selections.length ? selections.map(toUid) : null,
  }
}

export const wishlistCartMutations = {
  addWishlistItemsToCart: async (_s: unknown, args: { wishlistId: string; wishlistItemIds?: string[] | null }, context: BackendContext) => {
    const customer = await wishlistCustomer(context)
    // Magento's check is PHP's empty(): "0" counts as not given here.
    if (!args.wishlistId || args.wishlistId === '0') throw inputError('"wishlistId" value should be specified')
    const list = await wishlistOf(customer.id, context)
    if (args.wishlistId !== String(list.id)) throw inputError('The wishlist was not found.')

    const all = await items(list, context)
    const wanted = args.wishlistItemIds?.length ? args.wishlistItemIds : null
    if (wanted) {
      const unknown = wanted.filter((id) => !all.some((item) => String(item.id) === id))
      if (unknown.length) throw inputError(`The wishlist item ids "${unknown.join(',')}" were not found.`)
    }
    const chosen = wanted ? all.filter((item) => wanted.includes(String(item.id))) : all

    const cartId = await customerCartId(customer, context)
    const requests = chosen.map(cartRequest)
    const products = await productsFor(
      requests.filter((r): r is CartItemInput => r !== null),
      context,
    )
    const errors: CartUserError[] = []
    const now = nowIso()
    for (const [i, item] of chosen.entries()) {
      const request = requests[i]
      const named = { wishlistId: String(list.id), wishlistItemId: String(item.id) }
      const resolution = request ? await resolveItem(request, products, context) : null
      if (!resolution || 'error' in resolution) {
        errors.push({ ...(resolution?.error ?? { code: 'PRODUCT_NOT_FOUND', message: 'The product that was requested does not exist.' }), ...named })
        continue
      }
      let added = true
      for (const line of resolution.lines) {
        if (!(await addLine(cartId, line, now, context))) {
          errors.push({ ...INSUFFICIENT_STOCK, ...named })
          added = false
        }
      }
      // Magento's rule: an item that went into the cart leaves the wish list.
      if (added) await removeWishlistItem(context.db, list.id, item.id)
    }
    await touchCart(context.db, cartId, now)
    if (errors.length < chosen.length) await touchWishlist(context.db, list.id, now)
    return { wishlist: list, status: errors.length === 0, add_wishlist_items_to_cart_user_errors: errors }
  },
}
