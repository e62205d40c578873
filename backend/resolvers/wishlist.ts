/**
 * @module
 * The customer's wish list (Magento's default wish list; id "0" names it in mutations). SPEC §4:
 * adding an item already in the list changes nothing.
 */
import type { BackendContext } from '../context'
import { findEnabledProductsBySkus, type ProductRecord } from '../db/products'
import {
  addWishlistItem,
  removeWishlistItem,
  touchWishlist,
  updateWishlistItem,
  upsertWishlist,
  wishlistItems,
  type WishlistItemRecord,
  type WishlistRecord,
} from '../db/wishlists'
import { inputError, MagentoError, noSuchEntity } from '../graphql/errors'
import { selectedBundleOptions, selectedConfigurableOptions } from './cart'
import { chosenBundleSelections, type CartItemInput } from './cart-mutations'
import { currentCustomer } from './customer'
import { totalPages, validPage } from './paging'
import { downloadableLinksOf } from './product-types'
import type { Resolver } from './types'

export type WishlistSource = WishlistRecord & { customerId: number }
export type ItemSource = WishlistItemRecord & { product: ProductRecord | null; parent: ProductRecord | null }

/** The signed-in customer, or the authorization error Magento's wish-list resolvers give guests. */
export async function wishlistCustomer(context: BackendContext) {
  if (context.customerId === null) throw new MagentoError('The current user cannot perform operations on wishlist', 'graphql-authorization')
  return currentCustomer(context)
}

/** The customer's wish list, created on first use. */
export async function wishlistOf(customerId: number, context: BackendContext): Promise<WishlistSource> {
  const sharing = crypto.randomUUID().replace(/-/g, '')
  const row = await upsertWishlist(context.db, customerId, sharing, new Date().toISOString())
  return { ...row, customerId }
}

/** The wish list a mutation names: "0" or the customer's own id; anything else is not theirs. */
async function namedWishlist(wishlistId: string, context: BackendContext): Promise<WishlistSource> {
  const customer = await wishlistCustomer(context)
  const list = await wishlistOf(customer.id, context)
  if (wishlistId !== '0' && wishlistId !== String(list.id)) throw noSuchEntity(`Could not find a wishlist with ID "${wishlistId}"`)
  return list
}

export async function items(list: WishlistSource, context: BackendContext): Promise<ItemSource[]> {
  const results = await wishlistItems(context.db, list.id)
  const products = await context.loaders.product.loadMany(results.map((r) => r.product_id))
  const parents = await context.loaders.product.loadMany(results.map((r) => r.parent_product_id))
  const ok = (p: ProductRecord | Error | null | undefined) => (p && !(p instanceof Error) ? p : null)
  return results.map((row, i) => ({ ...row, product: ok(products[i]), parent: ok(parents[i]) }))
}

/** An item as Magento's deprecated `WishlistItem` shows it (the product is the one added). */
const legacyItem = (item: ItemSource) => ({ id: item.id, qty: item.quantity, description: item.description, added_at: item.added_at, product: item.parent ?? item.product })

export const wishlistResolvers: Record<string, Resolver<WishlistSource, never>> = {
  id: (list) => String(list.id),
  items: async (list, _a, context) => (await items(list, context)).map(legacyItem),
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
  description: (item) => item.description,
  customizable_options: () => [],
}

export const bundleWishlistItemResolvers: Record<string, Resolver<ItemSource, never>> = {
  bundle_options: (item, _a, context) => (item.product ? selectedBundleOptions(item.product, JSON.parse(item.bundle_selection_ids) as number[], context) : []),
}

export const configurableWishlistItemResolvers: Record<string, Resolver<ItemSource, never>> = {
  configured_variant: (item) => (item.parent ? item.product : null),
  child_sku: (item) => (item.parent ? (item.product?.sku ?? '') : ''),
  configurable_options: (item, _a, context) => (item.parent && item.product ? selectedConfigurableOptions(item.parent, item.product, context) : null),
}

export const downloadableWishlistItemResolvers: Record<string, Resolver<ItemSource, never>> = {
  // The shop's downloadable products sell all their links together (links_purchased_separately 0),
  // so an item has every link, as Magento selects them all for such a product.
  links_v2: (item, _a, context) => (item.product ? downloadableLinksOf(item.product, context) : []),
  // Magento lists the product's samples; this shop's downloadable products have none.
  samples: () => [],
}

export const customerWishlistFields = {
  wishlist: async (_c: unknown, _a: object, context: BackendContext) => wishlistOf((await currentCustomer(context)).id, context),
  wishlists: async (_c: unknown, _a: object, context: BackendContext) => [await wishlistOf((await currentCustomer(context)).id, context)],
  wishlist_v2: async (_c: unknown, args: { id: string }, context: BackendContext) => {
    const list = await wishlistOf((await currentCustomer(context)).id, context)
    return args.id === String(list.id) || args.id === '0' ? list : null
  },
}

type WishlistItemInput = { sku: string; quantity: number; parent_sku?: string | null; selected_options?: string[] | null; entered_options?: unknown[] | null }

export const wishlistQueries = {
  /** Magento's deprecated `Query.wishlist` (WishlistOutput); `name` is a Commerce field, null here. */
  wishlist: async (_s: unknown, _a: object, context: BackendContext) => {
    const list = await wishlistOf((await wishlistCustomer(context)).id, context)
    const all = await items(list, context)
    return { items: all.map(legacyItem), items_count: all.length, name: null, sharing_code: list.sharing_code, updated_at: list.updated_at }
  },
}

type WishlistItemUpdateInput = { wishlist_item_id: string; quantity?: number | null; description?: string | null }

export const wishlistMutations = {
  addProductsToWishlist: async (_s: unknown, args: { wishlistId: string; wishlistItems: WishlistItemInput[] }, context: BackendContext) => {
    const list = await namedWishlist(args.wishlistId, context)
    const skus = args.wishlistItems.flatMap((i) => (i.parent_sku ? [i.sku, i.parent_sku] : [i.sku]))
    const products = new Map((await findEnabledProductsBySkus(context.db, skus, context.store.id)).map((p) => [p.sku.toLowerCase(), p]))
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
      await addWishlistItem(context.db, list.id, {
        product_id: product.id,
        parent_product_id: parent?.id ?? 0,
        bundle_selection_ids: JSON.stringify(selections),
        quantity: item.quantity,
        added_at: now,
      })
    }
    await touchWishlist(context.db, list.id, now)
    return { wishlist: list, user_errors: userErrors }
  },

  removeProductsFromWishlist: async (_s: unknown, args: { wishlistId: string; wishlistItemsIds: string[] }, context: BackendContext) => {
    const list = await namedWishlist(args.wishlistId, context)
    const ids = args.wishlistItemsIds.map(Number).filter((id) => Number.isInteger(id))
    if (ids.length !== args.wishlistItemsIds.length) throw inputError('The wish list item ids must be numbers.')
    const userErrors: { code: 'PRODUCT_NOT_FOUND' | 'UNDEFINED'; message: string }[] = []
    for (const id of ids) {
      if (!(await removeWishlistItem(context.db, list.id, id))) userErrors.push({ code: 'UNDEFINED', message: `The wish list item with ID "${id}" does not belong to the wish list` })
    }
    return { wishlist: list, user_errors: userErrors }
  },

  /**
   * Magento's UpdateProductsInWishlist: each item's quantity and note change; the note is replaced
   * (cleared when not given). We differ where Magento would re-configure the product from
   * `selected_options`/`entered_options`: an item's configuration stays as added, and a quantity
   * left out keeps the item's quantity.
   */
  updateProductsInWishlist: async (_s: unknown, args: { wishlistId: string; wishlistItems: WishlistItemUpdateInput[] }, context: BackendContext) => {
    const list = await namedWishlist(args.wishlistId, context)
    const userErrors: { code: 'UNDEFINED'; message: string }[] = []
    for (const item of args.wishlistItems) {
      const id = /^\d{1,12}$/.test(item.wishlist_item_id) ? Number(item.wishlist_item_id) : null
      if (item.quantity === 0) {
        userErrors.push({ code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' })
        continue
      }
      if (item.quantity != null && (!Number.isInteger(item.quantity) || item.quantity < 0)) {
        userErrors.push({ code: 'UNDEFINED', message: 'The quantity of a wish list item must be a whole number greater than 0.' })
        continue
      }
      if (id === null || !(await updateWishlistItem(context.db, list.id, id, { quantity: item.quantity ?? null, description: item.description?.trim() || null }))) {
        userErrors.push({ code: 'UNDEFINED', message: "We can't specify a wish list item." })
      }
    }
    if (userErrors.length < args.wishlistItems.length) await touchWishlist(context.db, list.id, new Date().toISOString())
    return { wishlist: list, user_errors: userErrors }
  },
}
