/**
 * @module
 * Reading carts (Magento's QuoteGraphQl): lines, prices with VAT, discounts and coupons. Prices
 * include VAT at 20%, as the catalogue's do; the ex-VAT amounts are derived per line.
 */
import type { BackendContext } from '../context'
import { cartLines, findActiveCoupon, findCart, type CartRecord, type CouponRecord } from '../db/carts'
import type { ProductRecord } from '../db/products'
import { MagentoError, noSuchEntity } from '../graphql/errors'
import { excludingVat, money } from './money'
import { finalPricePence, isWithinWindow } from './product-pricing'
import { totalPages, validPage } from './paging'
import { salesPhrase, vatTitle } from './sales-labels'
import { shippingRates } from './shipping-rates'
import type { Resolver } from './types'
import { toUid } from './uid'

/** A cart line: `product` is what is sold (a configurable product's variant), `parent` the configurable product it came from. */
export type Line = {
  item_id: number
  quantity: number
  product: ProductRecord
  parent: ProductRecord | null
  bundleSelectionIds: number[]
  notice: string | null
  offerPence: number
  discountPence: number
  /** The coupon whose percentage is part of `discountPence`, to name it on the line. */
  coupon?: CouponRecord | null
}
export type CartSource = CartRecord & { lines: () => Promise<Line[]>; coupon: () => Promise<CouponRecord | null> }

/** SPEC §1: buy-together offers are 20% off the companion. */
export const BUY_TOGETHER_PERCENT_OFF = 20

/** The cart's coupon while it is valid today; a coupon whose window closed no longer applies. */
export async function validCoupon(code: string | null, context: BackendContext): Promise<CouponRecord | null> {
  if (!code) return null
  const coupon = await findActiveCoupon(context.db, code, context.store.id)
  return coupon && isWithinWindow(context.today, coupon.from_date, coupon.to_date) ? coupon : null
}

export function cartSource(cart: CartRecord, context: BackendContext): CartSource {
  let loadedCoupon: Promise<CouponRecord | null> | null = null
  let loaded: Promise<Line[]> | null = null
  const coupon = () => (loadedCoupon ??= validCoupon(cart.coupon_code, context))
  return {
    ...cart,
    coupon,
    lines: () =>
      (loaded ??= (async () => {
        const [lines, applied] = await Promise.all([cartLines(context.db, cart.id), coupon()])
        const products = await context.loaders.product.loadMany(lines.map((l) => l.product_id))
        const parents = await context.loaders.product.loadMany(lines.map((l) => l.parent_product_id ?? 0))
        return lines.flatMap((line, i) => {
          const product = products[i]
          if (!product || product instanceof Error) return []
          const parentRecord = parents[i]
          const parent = parentRecord && !(parentRecord instanceof Error) ? parentRecord : null
          const row = finalPricePence(product, context.today) * line.quantity
          // The line's own offer first, then a coupon's percentage of what is left, each rounded once
          // per line to whole pence.
          const offerPence = Math.round((row * line.discount_percent) / 100)
          const couponPence = applied ? Math.round(((row - offerPence) * applied.percent_off) / 100) : 0
          const bundleSelectionIds = line.bundle_selection_ids ? (JSON.parse(line.bundle_selection_ids) as number[]) : []
          return [{ item_id: line.item_id, quantity: line.quantity, product, parent, bundleSelectionIds, notice: line.notice, offerPence, discountPence: offerPence + couponPence, coupon: couponPence ? applied : null }]
        })
      })()),
  }
}

/** Magento's refusal of a cart that was ordered or merged into another (`GetCartForUser`). */
export const cartNotActive = () => noSuchEntity(`The cart isn't active.`)

/** The active cart of this store view, or Magento's error for a missing, closed or foreign one. */
export async function activeCart(cartId: string, context: BackendContext): Promise<CartRecord> {
  const cart = await findCart(context.db, cartId)
  if (!cart) throw noSuchEntity(`Could not find a cart with ID "${cartId}"`)
  if (cart.is_active !== 1) throw cartNotActive()
  // Magento's GetCartForUser: a cart of another store view is not found there (not an authorization
  // failure, which would sign the shopper out).
  if (cart.store_code !== context.store.code) throw noSuchEntity(`Wrong store code specified for cart "${cartId}"`)
  // A customer's cart is theirs alone (SPEC §6); a guest cart stays open to whoever holds its id.
  if (cart.customer_id !== null && cart.customer_id !== context.customerId) {
    throw new MagentoError(`The current user cannot perform operations on cart "${cartId}"`, 'graphql-authorization')
  }
  return cart
}

/** 2.4.8's catalog discount: what the special price takes off the regular one, for one or for the row. */
function catalogDiscount(regularPence: number, finalPence: number, quantity: number) {
  if (finalPence >= regularPence) return null
  return { amount_off: (excludingVat(regularPence * quantity) - excludingVat(finalPence * quantity)) / 100, percent_off: Math.round(((regularPence - finalPence) / regularPence) * 10000) / 100 }
}

function linePrices(line: Line, context: BackendContext) {
  const unit = finalPricePence(line.product, context.today)
  const row = unit * line.quantity
  const regular = line.product.price_pence
  return {
    // 2.4.8: the regular price before the special price, excluding VAT as `price` is.
    original_item_price: money(excludingVat(regular), context.store),
    original_row_total: money(excludingVat(regular * line.quantity), context.store),
    catalog_discount: catalogDiscount(regular, unit, 1),
    row_catalog_discount: catalogDiscount(regular, unit, line.quantity),
    price: money(excludingVat(unit), context.store),
    price_including_tax: money(unit, context.store),
    row_total: money(excludingVat(row), context.store),
    row_total_including_tax: money(row, context.store),
    discounts: [
      ...(line.offerPence ? [{ label: salesPhrase('buyTogether', context), amount: money(line.offerPence, context.store) }] : []),
      // Magento labels a line's rule discount with the rule's label and names its coupon.
      ...(line.discountPence > line.offerPence
        ? [{ label: line.coupon?.label ?? salesPhrase('discount', context), amount: money(line.discountPence - line.offerPence, context.store), ...(line.coupon ? { coupon: { code: line.coupon.code } } : {}) }]
        : []),
    ],
    total_item_discount: money(line.discountPence, context.store),
  }
}

/** A cart's amounts in base pence including VAT; shipping counts once a method is chosen. */
export function cartTotals(cart: CartRecord, lines: readonly Line[], context: BackendContext) {
  const including = lines.reduce((sum, l) => sum + finalPricePence(l.product, context.today) * l.quantity, 0)
  const excluding = lines.reduce((sum, l) => sum + excludingVat(finalPricePence(l.product, context.today) * l.quantity), 0)
  const discount = lines.reduce((sum, l) => sum + l.discountPence, 0)
  const offers = lines.reduce((sum, l) => sum + l.offerPence, 0)
  const rate = shippingRates(including - discount, context.store).find((r) => r.carrier_code === cart.shipping_carrier_code && r.method_code === cart.shipping_method_code)
  const isVirtual = lines.length > 0 && lines.every((l) => l.product.type_id === 'virtual' || l.product.type_id === 'downloadable')
  return { including, excluding, discount, offers, shipping: rate && !isVirtual ? rate.pence : 0, rate: isVirtual ? undefined : rate }
}

export const cartResolvers: Record<string, Resolver<CartSource, never>> = {
  items: (cart) => cart.lines(),
  itemsV2: async (cart: CartSource, args: { pageSize?: number | null; currentPage?: number | null }) => {
    const page = validPage(args.pageSize, args.currentPage)
    const lines = await cart.lines()
    return {
      items: lines.slice((page.current - 1) * page.size, page.current * page.size),
      total_count: lines.length,
      page_info: { page_size: page.size, current_page: page.current, total_pages: totalPages(lines.length, page.size) },
    }
  },
  total_quantity: async (cart) => (await cart.lines()).reduce((sum, l) => sum + l.quantity, 0),
  is_virtual: async (cart) => {
    const lines = await cart.lines()
    return lines.length > 0 && lines.every((l) => l.product.type_id === 'virtual' || l.product.type_id === 'downloadable')
  },
  prices: async (cart, _a, context) => {
    const [lines, coupon] = await Promise.all([cart.lines(), cart.coupon()])
    const { including, excluding, discount, offers, shipping } = cartTotals(cart, lines, context)
    // Prices include VAT, so the discounted total's VAT is derived from it.
    const discountedIncluding = including - discount + shipping
    const discountedExcluding = excludingVat(discountedIncluding)
    return {
      grand_total: money(discountedIncluding, context.store),
      grand_total_excluding_tax: money(discountedExcluding, context.store),
      subtotal_including_tax: money(including, context.store),
      subtotal_excluding_tax: money(excluding, context.store),
      subtotal_with_discount_excluding_tax: money(excludingVat(including - discount), context.store),
      applied_taxes: discountedIncluding > discountedExcluding ? [{ label: await vatTitle(context), amount: money(discountedIncluding - discountedExcluding, context.store) }] : [],
      discounts: [
        ...(offers > 0 ? [{ label: salesPhrase('buyTogether', context), amount: money(offers, context.store) }] : []),
        ...(coupon && discount > offers ? [{ label: coupon.label, amount: money(discount - offers, context.store), coupon: { code: coupon.code } }] : []),
      ],
    }
  },
  applied_coupons: async (cart) => {
    const coupon = await cart.coupon()
    return coupon ? [{ code: coupon.code }] : null
  },
  applied_coupon: async (cart) => {
    const coupon = await cart.coupon()
    return coupon ? { code: coupon.code } : null
  },
}

export const cartItemResolvers: Record<string, Resolver<Line, never>> = {
  // A configurable line shows the configurable product; what is sold is `configured_variant`.
  product: (line) => line.parent ?? line.product,
  id: (line) => String(line.item_id),
  uid: (line) => toUid(line.item_id),
  is_available: (line) => line.product.stock_status === 'IN_STOCK' && line.quantity <= line.product.qty,
  prices: (line, _a, context) => linePrices(line, context),
  // 2.4.8, with Magento's default message setting ("not enough items"), which also keeps `quantity` unsaid.
  not_available_message: (line) => (line.product.stock_status === 'IN_STOCK' && line.quantity <= line.product.qty ? null : 'Not enough items for sale. Please adjust the quantity to continue'),
  errors: (line) => {
    if (line.product.stock_status !== 'IN_STOCK' || line.quantity > line.product.qty) return [{ code: 'ITEM_QTY', message: line.notice ?? 'The requested qty is not available' }]
    return line.notice ? [{ code: 'ITEM_QTY', message: line.notice }] : null
  },
}

/** The options of a configurable product a variant has (Magento's SelectedConfigurableOption). */
export async function selectedConfigurableOptions(parent: ProductRecord, variant: ProductRecord, context: BackendContext) {
  return (await configurableChoices(parent, variant, context)).map(({ attribute, value }) => ({
    id: attribute.position,
    configurable_product_option_uid: btoa(attribute.attribute_code),
    option_label: attribute.label,
    value_id: value.option_id,
    configurable_product_option_value_uid: toUid(value.option_id),
    value_label: value.label,
  }))
}

export const configurableCartItemResolvers: Record<string, Resolver<Line, never>> = {
  configured_variant: (line) => line.product,
  configurable_options: (line, _a, context) => (line.parent ? selectedConfigurableOptions(line.parent, line.product, context) : []),
}

/** A configurable product's options and the values its chosen variant has for them. */
export async function configurableChoices(parent: ProductRecord, variant: ProductRecord, context: BackendContext) {
  const [attributes, values] = await Promise.all([context.loaders.configurableAttributes.load(parent.id), context.loaders.attributeValues.load(variant.id)])
  return attributes.flatMap((attribute) => {
    const value = values.find((v) => v.attribute_code === attribute.attribute_code)
    return value ? [{ attribute, value }] : []
  })
}

/** A bundle's chosen selections, grouped by its options (Magento's SelectedBundleOption). */
export async function selectedBundleOptions(bundle: ProductRecord, selectionIds: readonly number[], context: BackendContext) {
  const options = await context.loaders.bundleOptions.load(bundle.id)
  const chosen = new Set(selectionIds)
  const picked = options.map((option) => ({ option, selections: option.selections.filter((s) => chosen.has(s.selection_id)) })).filter((o) => o.selections.length)
  const products = await context.loaders.product.loadMany(picked.flatMap((o) => o.selections.map((s) => s.product_id)))
  const byId = new Map(products.filter((p): p is ProductRecord => p !== null && !(p instanceof Error)).map((p) => [p.id, p]))
  return picked.map(({ option, selections }) => ({
    id: option.option_id,
    uid: toUid(option.option_id),
    label: option.title,
    type: option.type,
    values: selections.map((s) => ({
      id: s.selection_id,
      uid: toUid(s.selection_id),
      label: byId.get(s.product_id)?.name ?? '',
      sku: byId.get(s.product_id)?.sku ?? '',
      quantity: s.qty,
      price: byId.has(s.product_id) ? Math.round(finalPricePence(byId.get(s.product_id)!, context.today) * context.store.rate) / 100 : 0,
    })),
  }))
}

export const bundleCartItemResolvers: Record<string, Resolver<Line, never>> = {
  bundle_options: (line, _a, context) => selectedBundleOptions(line.product, line.bundleSelectionIds, context),
}

export function cartItemTypename(line: Line): string {
  if (line.parent) return 'ConfigurableCartItem'
  if (line.product.type_id === 'bundle') return 'BundleCartItem'
  if (line.product.type_id === 'virtual') return 'VirtualCartItem'
  if (line.product.type_id === 'downloadable') return 'DownloadableCartItem'
  return 'SimpleCartItem'
}

export const cartQueries = {
  cart: async (_s: unknown, args: { cart_id: string }, context: BackendContext) => cartSource(await activeCart(args.cart_id, context), context),
}
