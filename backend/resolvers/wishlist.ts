/**
 * @module
 * The customer's wish list (Magento's default wish list; id "0" names it in mutations). SPEC §4:
 * adding an item already in the list changes nothing.
 */
import type { BackendContext } from '../context'
import { findEnabledProductsBySkus, type ProductRecord } from '../db/products'
import { inputError, noSuchEntity } from '../graphql/errors'
import { selectedBundleOptions } from './cart'
import { chosenBundleSelections, type CartItemInput } from './cart-mutations'
import { currentCustomer } from './customer'
import { totalPages, validPage } from './paging'
import type { Resolver } from './types'

type WishlistRow = { id: number; sharing_code: string; updated_at: string }
type ItemRow = { id: number; product_id: number; parent_product_id: number; bundle_selection_ids: string; quantity: number; added_at: string }
type WishlistSource = WishlistRow & { customerId: number }
type ItemSource = ItemRow & { product: ProductRecord | null; parent: ProductRecord | null }

/** The customer's wish list, created on first use. */
async function wishlistOf(customerId: number, context: BackendContext): Promise<WishlistSource> {
  const sharing = crypto.randomUUID().replace(/-/g, '')
  const row = await context.db
    .prepare(
      `INSERT INTO wishlists (customer_id, sharing_code, updated_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (customer_id) DO UPDATE SET customer_id = excluded.customer_id RETURNING id, sharing_code, updated_at`,
    )
    .bind(customerId, sharing, new Date().toISOString())
    .first<WishlistRow>()
  return { ...row!, customerId }
}

/** The wish list a mutation names: "0" or the customer's own id; anything else is not theirs. */
async function namedWishlist(wishlistId: string, context: BackendContext): Promise<WishlistSource> {
  const customer = await currentCustomer(context)
  const list = await wishlistOf(customer.id, context)
  if (wishlistId !== '0' && wishlistId !== String(list.id)) throw noSuchEntity(`Could not find a wishlist with ID "${wishlistId}"`)
  return list
}

async function items(list: WishlistSource, context: BackendContext): Promise<ItemSource[]> {
  const { results } = await context.db
    .prepare('SELECT id, product_id, parent_product_id, bundle_selection_ids, quantity, added_at FROM wishlist_items WHERE wishlist_id = ?1 ORDER BY id')
    .bind(list.id)
    .all<ItemRow>()
  const products = await context.loaders.product.loadMany(results.map((r) => r.product_id))
  const parents = await context.loaders.product.loadMany(results.map((r) => r.parent_product_id))
  const ok = (p: ProductRecord | Error | null | undefined) => (p && !(p instanceof Error) ? p : null)
  return results.map((row, i) => ({ ...row, product: ok(products[i]), parent: ok(parents[i]) }))
}

export const wishlistResolvers: Record<string, Resolver<WishlistSource, never>> = {
  id: (list) => String(list.id),
  items_count: async (list, _a, context) => (await items(list, context)).length,
  items_v2: async (list: WishlistSource, args: { currentPage?: number | null; pageSize?: number | null }, context: BackendContext) => {
    const page = validPage(args.pageSize, args.currentPage)
    const all = await items(list, context)
    return {
      items: all.slice((page.current - 1) * page.size, page.current * page.size),
      page_info: { page_size: page.size, current_page: page.current, total_pages: totalPages(all.length, page.size) },
    }
  },
}

const TYPENAMES: Partial<Record<ProductRecord['type_id'], string>> = {
  virtual: 'VirtualWishlistItem',
  bundle: 'BundleWishlistItem',
  grouped: 'GroupedProductWishlistItem',
  downloadable: 'DownloadableWishlistItem',
  configurable: 'ConfigurableWishlistItem',
}
export const wishlistItemTypename = (item: ItemSource) => (item.parent ? 'ConfigurableWishlistItem' : (TYPENAMES[item.product?.type_id ?? 'simple'] ?? 'SimpleWishlistItem'))

export const wishlistItemResolvers: Record<string, Resolver<ItemSource, never>> = {
  id: (item) => String(item.id),
  product: (item) => item.parent ?? item.product,
  description: () => null,
  customizable_options: () => [],
}

export const bundleWishlistItemResolvers: Record<string, Resolver<ItemSource, never>> = {
  bundle_options: (item, _a, context) => (item.product ? selectedBundleOptions(item.product, JSON.parse(item.bundle_selection_ids) as number[], context) : []),
}

export const configurableWishlistItemResolvers: Record<string, Resolver<ItemSource, never>> = {
  configured_variant: (item) => (item.parent ? item.product : null),
  child_sku: (item) => (item.parent ? (item.product?.sku ?? '') : ''),
}

export const customerWishlistFields = {
  wishlists: async (_c: unknown, _a: object, context: BackendContext) => [await wishlistOf((await currentCustomer(context)).id, context)],
  wishlist_v2: async (_c: unknown, args: { id: string }, context: BackendContext) => {
    const list = await wishlistOf((await currentCustomer(context)).id, context)
    return args.id === String(list.id) || args.id === '0' ? list : null
  },
}

type WishlistItemInput = { sku: string; quantity: number; parent_sku?: string | null; selected_options?: string[] | null; entered_options?: unknown[] | null }

export const wishlistMutations = {
  addProductsToWishlist: async (_s: unknown, args: { wishlistId: string; wishlistItems: WishlistItemInput[] }, context: BackendContext) => {
    const list = await namedWishlist(args.wishlistId, context)
    const skus = args.wishlistItems.flatMap((i) => (i.parent_sku ? [i.sku, i.parent_sku] : [i.sku]))
    const products = new Map((await findEnabledProductsBySkus(context.db, skus)).map((p) => [p.sku.toLowerCase(), p]))
    const userErrors: { code: 'PRODUCT_NOT_FOUND' | 'UNDEFINED'; message: string }[] = []
    const now = new Date().toISOString()
    for (const item of args.wishlistItems) {
      const product = products.get(item.sku.toLowerCase())
      const parent = item.parent_sku ? products.get(item.parent_sku.toLowerCase()) : undefined
      if (!product || (item.parent_sku && !parent)) {
        userErrors.push({ code: 'PRODUCT_NOT_FOUND', message: `Could not find a product with SKU "${item.parent_sku && !parent ? item.parent_sku : item.sku}"` })
        continue
      }
      if (!Number.isInteger(item.quantity) || item.quantity <= 0) {
        userErrors.push({ code: 'UNDEFINED', message: 'The quantity of a wish list item must be a whole number greater than 0.' })
        continue
      }
      // A bundle keeps the selections chosen (entered or selected options, or its defaults).
      let selections: number[] = []
      if (product.type_id === 'bundle') {
        const chosen = await chosenBundleSelections(product, { ...item, selected_options: item.selected_options ?? null, entered_options: item.entered_options ?? null } as CartItemInput, context)
        if (!chosen) {
          userErrors.push({ code: 'UNDEFINED', message: 'You need to choose options for your item.' })
          continue
        }
        selections = chosen
      }
      // Already on the list: nothing changes (SPEC §4).
      await context.db
        .prepare(
          `INSERT INTO wishlist_items (wishlist_id, product_id, parent_product_id, bundle_selection_ids, quantity, added_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
           ON CONFLICT (wishlist_id, product_id, parent_product_id, bundle_selection_ids) DO NOTHING`,
        )
        .bind(list.id, product.id, parent?.id ?? 0, JSON.stringify(selections), item.quantity, now)
        .run()
    }
    await context.db.prepare('UPDATE wishlists SET updated_at = ?2 WHERE id = ?1').bind(list.id, now).run()
    return { wishlist: list, user_errors: userErrors }
  },

  removeProductsFromWishlist: async (_s: unknown, args: { wishlistId: string; wishlistItemsIds: string[] }, context: BackendContext) => {
    const list = await namedWishlist(args.wishlistId, context)
    const ids = args.wishlistItemsIds.map(Number).filter((id) => Number.isInteger(id))
    if (ids.length !== args.wishlistItemsIds.length) throw inputError('The wish list item ids must be numbers.')
    const userErrors: { code: 'PRODUCT_NOT_FOUND' | 'UNDEFINED'; message: string }[] = []
    for (const id of ids) {
      const removed = await context.db.prepare('DELETE FROM wishlist_items WHERE id = ?1 AND wishlist_id = ?2').bind(id, list.id).run()
      if (removed.meta.changes === 0) userErrors.push({ code: 'UNDEFINED', message: `The wish list item with ID "${id}" does not belong to the wish list` })
    }
    return { wishlist: list, user_errors: userErrors }
  },
}
