/**
 * @module
 * Issue 17 "reorder": an order's lines back into the customer's basket through Magento's
 * reorderItems. Magento's errors say why something failed but not which line, so the basket is
 * read before and after: an order line whose product did not go up by the ordered quantity is
 * reported by its SKU.
 */
import type { OrderLineView } from '../../shared/views/order-views'
import { CUSTOMER_CART_LINES, REORDER_ITEMS } from '../../shared/graphql/documents/orders'
import type { ReorderCartLinesFragment } from '../../shared/graphql/generated'
import { GraphQLCallError } from '../graphql/errors'
import type { GraphQLTransport } from '../graphql/transport'

export type ReorderOutcome = { ok: true; cartId: string; missing: string[] } | { ok: false }

/** Quantities in the basket by SKU; a configurable line counts under its chosen variant's SKU too. */
function quantities(cart: ReorderCartLinesFragment | null | undefined): Map<string, number> {
  const bySku = new Map<string, number>()
  const add = (sku: string | null | undefined, quantity: number) => {
    if (sku) bySku.set(sku.toLowerCase(), (bySku.get(sku.toLowerCase()) ?? 0) + quantity)
  }
  for (const line of cart?.items ?? []) {
    if (!line) continue
    add(line.product?.sku, line.quantity)
    if ('configured_variant' in line) add(line.configured_variant?.sku, line.quantity)
  }
  return bySku
}

export async function reorder(graphql: GraphQLTransport, orderNumber: string, lines: readonly OrderLineView[]): Promise<ReorderOutcome> {
  try {
    const before = quantities((await graphql.query(CUSTOMER_CART_LINES, {}, { asCustomer: true })).customerCart)
    const answer = (await graphql.mutate(REORDER_ITEMS, { orderNumber }, { asCustomer: true })).reorderItems
    if (!answer) return { ok: false }
    const after = quantities(answer.cart)
    const grew = (sku: string) => (after.get(sku.toLowerCase()) ?? 0) - (before.get(sku.toLowerCase()) ?? 0)
    return { ok: true, cartId: answer.cart.id, missing: lines.filter((line) => grew(line.sku) < line.quantity).map((line) => line.sku) }
  } catch (error) {
    if (error instanceof GraphQLCallError) return { ok: false }
    throw error
  }
}
