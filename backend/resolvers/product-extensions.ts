/**
 * @module
 * The shop's own product fields (shared/graphql/shop-extensions.graphqls). Stored ones are read
 * from the product's `extras` by their GraphQL names; the rest are computed from columns and links.
 */
import type { BackendContext } from '../context'
import { findPrinterModelByName, type CategoryRecord } from '../db/categories'
import { findOtherCatalogueProductIds, type ProductRecord } from '../db/products'
import { excludingVat, toDisplayAmount } from './money'
import { finalPricePence } from './product-pricing'
import type { ProductSource, Resolver } from './types'

/** Extension fields stored in `products.extras` as their GraphQL values. */
const STORED_FIELDS = [
  'short_name',
  'capacity',
  'duty_cycle',
  'yields',
  'per_print_type',
  'reasons_to_buy',
  'manufacturer_anchor',
  'manufacturer_address',
  'safety_information',
  'conformity_marks',
  'not_compatible_with_hp_plus',
  'hp_dynamic_security',
  'delivery_cut_off',
  'new_to_market',
  'headline',
  'return_program_hover_over',
  'return_program_hover_show',
  'sku_pack_component',
  'isMaintenance',
  'feature_bullets',
  'main_functions',
  'print_speed_black',
  'print_speed_colour',
  'warranty_ext',
  'bullet_upto_visibility',
  'free_item_start_date',
  'special_stock',
  'category_link',
  'printer_specification',
] as const

/** Select attributes exposed as their option id (as Magento exposes select attributes: Int). */
export const OPTION_FIELDS = ['specification_brand', 'specification_product_type', 'specification_colour', 'cartridge_condition', 'printer_condition', 'group'] as const

/** Promotions whose `value` is money: converted to the store's currency. */
function withDisplayValue(value: unknown, context: BackendContext): unknown {
  if (value === null || typeof value !== 'object') return null
  const promotion = value as Record<string, unknown>
  if (typeof promotion.value !== 'number') return promotion
  return { ...promotion, value: Math.round(promotion.value * 100 * context.store.rate) / 100 }
}

type YieldEntry = { yield?: unknown }
const blackYield = (p: ProductRecord): number | null => {
  const yields = Array.isArray(p.extras.yields) ? (p.extras.yields as YieldEntry[]) : []
  const pages = yields.map((y) => y.yield).find((y): y is number => typeof y === 'number' && y > 0)
  return pages ?? null
}

async function eligibleProducts(ids: number[], context: BackendContext): Promise<ProductSource[]> {
  const products = await context.loaders.product.loadMany(ids)
  return products.filter((p): p is ProductSource => p !== null && !(p instanceof Error) && p.status === 1)
}

export const productExtensionResolvers: Record<string, Resolver<ProductSource, never>> = {
  ...Object.fromEntries(STORED_FIELDS.map((field) => [field, (p: ProductSource) => p.extras[field] ?? null])),
  ...Object.fromEntries(
    OPTION_FIELDS.map((code) => [
      code,
      async (p: ProductSource, _a: never, c: BackendContext) =>
        (await c.loaders.attributeValues.load(p.id)).find((v) => v.attribute_code === code)?.option_id ?? null,
    ]),
  ),
  cashback: (p, _a, c) => withDisplayValue(p.extras.cashback, c),
  trade_in: (p, _a, c) => withDisplayValue(p.extras.trade_in, c),
  per_page_price: (p, _a, c) => {
    // Follows today's price (a special price lowers it), so it is computed, not stored.
    const pages = blackYield(p)
    if (pages === null) return typeof p.extras.per_page_price === 'number' ? Math.round(p.extras.per_page_price * 100 * c.store.rate) / 100 : null
    return Math.round((finalPricePence(p, c.today) * c.store.rate * 100) / pages) / 10000
  },
  review_stars: (p) => ({ percent: Math.round(p.rating_summary), count: p.review_count }),
  stock: (p) => ({
    qty: p.qty,
    is_in_stock: p.stock_status === 'IN_STOCK',
    low_stock_date: null,
    stock_show_in: p.stock_status === 'OUT_OF_STOCK' ? p.due_in_date : null,
    max_sale_qty: p.max_sale_qty,
  }),
  compatibility_list: async (p, _a, c) => {
    const categories = await c.loaders.category.loadMany(await c.loaders.categoryIds.load(p.id))
    return categories
      .filter((x): x is CategoryRecord => x !== null && !(x instanceof Error) && x.kind === 'printer_model')
      .map((x) => ({ name: x.name, url: `/${x.url_path}.html` }))
  },
  related_printer: async (p, _a, c) => {
    // A printer links to the page of cartridges for its model.
    if (p.attribute_set_id !== 21) return []
    const model = await findPrinterModelByName(c.db, typeof p.extras.short_name === 'string' ? p.extras.short_name : p.name, c.store.id)
    return model ? [{ name: model.name, url: `/${model.url_path}.html` }] : []
  },
  alternative_product: async (p, _a, c) => {
    const links = await c.loaders.links.load(`${p.id}:alternative`)
    const [alternative] = await eligibleProducts(links.map((l) => l.linked_product_id), c)
    return alternative ? { ...alternative, original: p } : null
  },
  buy_together: async (p, _a, c) => {
    const links = await c.loaders.links.load(`${p.id}:buy_together`)
    const companions = await eligibleProducts(links.map((l) => l.linked_product_id), c)
    return companions.map((companion) => ({ discount_percent: 20, companion }))
  },
  products_in_range: async (p, _a, c) => {
    // Other products of the same printer series.
    const categories = await c.loaders.category.loadMany(await c.loaders.categoryIds.load(p.id))
    const series = categories.find((x) => x !== null && !(x instanceof Error) && x.kind === 'series')
    if (!series || series instanceof Error) return []
    return eligibleProducts(await findOtherCatalogueProductIds(c.db, series.id, p.id), c)
  },
}

/** Fields an own-brand alternative adds when reached from the original it replaces. */
export const alternativeProductResolvers: Record<string, Resolver<ProductSource, never>> = {
  arrow_rule: (p, _a, c) => {
    if (!p.original) return null
    const cheaper = finalPricePence(p, c.today) < finalPricePence(p.original, c.today)
    const bigger = (blackYield(p) ?? 0) > (blackYield(p.original) ?? 0)
    return cheaper && bigger ? 'better' : cheaper ? 'cheaper' : bigger ? 'bigger' : null
  },
  price_difference: (p, _a, c) =>
    p.original ? toDisplayAmount(excludingVat(finalPricePence(p.original, c.today)) - excludingVat(finalPricePence(p, c.today)), c.store) : null,
  price_difference_incl_tax: (p, _a, c) =>
    p.original ? toDisplayAmount(finalPricePence(p.original, c.today) - finalPricePence(p, c.today), c.store) : null,
  yields_difference: (p) => {
    if (!p.original) return null
    const mine = blackYield(p)
    const theirs = blackYield(p.original)
    return mine === null || theirs === null ? null : mine - theirs
  },
}
