/**
 * @module
 * Fields Magento Open Source added to existing types in 2.4.8 and 2.4.9 whose values are not part of
 * the objects other resolvers build (those add theirs where they build them: order totals and
 * actions in `order-view.ts`, cart prices in `cart.ts`). Schema: `schema/modules/open-source-additions.graphqls`.
 */
import type { BackendContext } from '../context'
import { listAddresses } from '../db/customer-addresses'
import type { ProductRecord } from '../db/products'
import { firstOrderDate } from '../db/orders'
import { currentCustomer } from './customer'
import { addressView } from './customer-addresses'
import { totalPages, validPage } from './paging'

/** Magento's default largest quantity of a product one cart may hold (cataloginventory/item_options/max_sale_qty). */
const DEFAULT_MAX_SALE_QTY = 10000

type StoreConfigSource = { display_product_prices_in_catalog?: unknown; display_shipping_prices?: unknown }

/** 1 excluding tax, 2 including, 3 both; a UK shop shows prices including VAT (SPEC §9). */
const taxDisplay = (value: unknown) => (value === 1 || value === 2 || value === 3 ? value : 2)

export const laterStoreConfigFields = {
  display_product_prices_in_catalog: (config: StoreConfigSource) => taxDisplay(config.display_product_prices_in_catalog),
  display_shipping_prices: (config: StoreConfigSource) => taxDisplay(config.display_shipping_prices),
  // A guest's basket joins the customer's at sign-in, line by line.
  cart_merge_preference: () => 'merge',
}

export const laterProductFields = {
  // Magento answers the stock quantity only when its "not available" message names it; the shop
  // keeps the default message ("not enough items"), so the number of items in stock stays unsaid.
  quantity: () => null,
  min_sale_qty: () => 1,
  max_sale_qty: (product: ProductRecord) => product.max_sale_qty ?? DEFAULT_MAX_SALE_QTY,
}

export const laterCustomerOrdersFields = {
  date_of_first_order: async (_orders: unknown, _a: object, context: BackendContext) => {
    const first = await firstOrderDate(context.db, (await currentCustomer(context)).id, context.store.code)
    return first ? first.replace('T', ' ').slice(0, 19) : null
  },
}

// A refused line change, listed for a 2.4.8 client (backend/resolvers/cart-update-errors.ts).
export const laterUpdateCartItemsFields = {
  errors: (output: { errors?: unknown[] }) => output.errors ?? [],
}

export const laterCustomerFields = {
  addressesV2: async (_c: unknown, args: { currentPage?: number | null; pageSize?: number | null }, context: BackendContext) => {
    const page = validPage(args.pageSize, args.currentPage)
    const all = (await listAddresses(context.db, (await currentCustomer(context)).id)).map(addressView)
    return {
      items: all.slice((page.current - 1) * page.size, page.current * page.size),
      total_count: all.length,
      page_info: { page_size: page.size, current_page: page.current, total_pages: totalPages(all.length, page.size) },
    }
  },
}
