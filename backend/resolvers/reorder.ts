/**
 * @module
 * Ordering again (Magento's SalesGraphQl Reorder): a customer's order's lines go into their cart as
 * they were chosen (variant, bundle selections, quantity). Lines that cannot be added are answered
 * as `userInputErrors` with Magento's codes; the rest are added.
 */
import type { BackendContext } from '../context'
import { findCart, touchCart } from '../db/carts'
import { orderItems } from '../db/checkout'
import { findOrderByNumber, orderLineSources } from '../db/orders'
import type { ProductRecord } from '../db/products'
import { inputError, MagentoError } from '../graphql/errors'
import { cartSource } from './cart'
import { addLine, INSUFFICIENT_STOCK, nowIso, resolveItem, type CartItemInput, type UserError } from './cart-mutations'
import { currentCustomer, customerCartId, NOT_AUTHORIZED } from './customer'
import { toUid } from './uid'

type CheckoutUserInputError = UserError & { path: string[] }

const NOT_AVAILABLE: UserError = { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' }

export const reorderMutations = {
  reorderItems: async (_s: unknown, args: { orderNumber: string }, context: BackendContext) => {
    if (context.customerId === null) throw new MagentoError(NOT_AUTHORIZED, 'graphql-authorization')
    const customer = await currentCustomer(context)
    const order = await findOrderByNumber(context.db, args.orderNumber, context.store.code)
    if (!order || order.customer_id !== customer.id) throw inputError(`Order number "${args.orderNumber}" doesn't belong to the current customer`)
    const cartId = await customerCartId(customer, context)
    const [items, sources] = await Promise.all([orderItems(context.db, order.id), orderLineSources(context.db, order.id)])
    const errors: CheckoutUserInputError[] = []
    const fail = (error: UserError) => errors.push({ ...error, path: ['orderNumber'] })
    const now = nowIso()
    for (const item of items) {
      const source = sources.get(item.item_id)
      const parentId = source?.parent_product_id ?? null
      const [product, parent] = (await context.loaders.product.loadMany([item.product_id, parentId ?? 0])) as (ProductRecord | null)[]
      if (!product || (parentId !== null && !parent)) {
        fail({ code: 'PRODUCT_NOT_FOUND', message: `Could not find a product with ID "${parent ? item.product_id : (parentId ?? item.product_id)}"` })
        continue
      }
      // A product no longer sold is still found by Magento, then refused as not available.
      if (product.status !== 1 || (parent && parent.status !== 1)) {
        fail(NOT_AVAILABLE)
        continue
      }
      const selections = source?.bundle_selection_ids ? (JSON.parse(source.bundle_selection_ids) as number[]) : []
      const input: CartItemInput = {
        sku: product.sku,
        quantity: item.quantity,
        ...(parent ? { parent_sku: parent.sku } : {}),
        ...(selections.length ? { selected_options: selections.map(toUid) } : {}),
      }
      const products = new Map([product, ...(parent ? [parent] : [])].map((p) => [p.sku.toLowerCase(), p]))
      const resolution = await resolveItem(input, products, context)
      if ('error' in resolution) {
        fail(resolution.error)
        continue
      }
      for (const line of resolution.lines) if (!(await addLine(cartId, line, now, context))) fail(INSUFFICIENT_STOCK)
    }
    await touchCart(context.db, cartId, now)
    return { cart: cartSource((await findCart(context.db, cartId))!, context), userInputErrors: errors }
  },
}
