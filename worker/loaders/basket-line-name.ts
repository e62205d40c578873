/**
 * @module
 * The name of the customer's basket line with a given SKU, for the wish list's "You added {product}
 * to your shopping cart." (SPEC §4 "Wishlist"): the name comes from the basket, never from the
 * address, so a link cannot put other words on the page.
 */
import { CUSTOMER_CART_LINES } from '../../shared/graphql/documents/orders'
import { GraphQLCallError } from '../graphql/errors'
import type { LoaderContext } from './loader-context'

/** Null when the basket has no such line or cannot be read (the notice is then left out). */
export async function loadBasketLineName(ctx: LoaderContext, sku: string): Promise<string | null> {
  try {
    const { customerCart } = await ctx.graphql.query(CUSTOMER_CART_LINES, {}, { asCustomer: true, store: ctx.store.code })
    const line = customerCart?.items?.find((entry) => entry?.product?.sku?.toLowerCase() === sku.toLowerCase())
    return line?.product?.name ?? null
  } catch (error) {
    if (error instanceof GraphQLCallError) return null
    throw error
  }
}
