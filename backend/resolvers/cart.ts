/**
 * @module
 * Guest carts (Magento's QuoteGraphQl): create, read, add products, change quantities, remove
 * lines. Prices include VAT at 20%, as the catalogue's do; the ex-VAT amounts are derived per line.
 */
import { GraphQLError } from 'graphql'
import type { BackendContext } from '../context'
import {
  addToCartLine,
  cartLines,
  createCart,
  findActiveCoupon,
  findCart,
  lineExists,
  newCartId,
  removeLine,
  setCartCoupon,
  setCartEmail,
  setLineQuantity,
  touchCart,
  type CartRecord,
  type CouponRecord,
} from '../db/carts'
import { findEnabledProductsBySkus, type ProductRecord } from '../db/products'
import { inputError, MagentoError, noSuchEntity } from '../graphql/errors'
import { excludingVat, money } from './money'
import { finalPricePence, isWithinWindow } from './product-pricing'
import { totalPages, validPage } from './paging'
import type { Resolver } from './types'
import { fromUid, toUid } from './uid'

/** A cart line: `product` is what is sold (a configurable product's variant), `parent` the configurable product it came from. */
type Line = { item_id: number; quantity: number; product: ProductRecord; parent: ProductRecord | null; offerPence: number; discountPence: number }
export type CartSource = CartRecord & { lines: () => Promise<Line[]>; coupon: () => Promise<CouponRecord | null> }

const VAT_LABEL = 'VAT'
const BUY_TOGETHER_LABEL = 'Buy together and save'
/** SPEC §1: buy-together offers are 20% off the companion. */
export const BUY_TOGETHER_PERCENT_OFF = 20
const SIMPLE_TYPES = new Set(['simple', 'alternative', 'virtual', 'downloadable', 'giftcard'])

/** The cart's coupon while it is valid today; a coupon whose window closed no longer applies. */
async function validCoupon(code: string | null, context: BackendContext): Promise<CouponRecord | null> {
  if (!code) return null
  const coupon = await findActiveCoupon(context.db, code)
  return coupon && isWithinWindow(context.today, coupon.from_date, coupon.to_date) ? coupon : null
}

function cartSource(cart: CartRecord, context: BackendContext): CartSource {
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
          return [{ item_id: line.item_id, quantity: line.quantity, product, parent, offerPence, discountPence: offerPence + couponPence }]
        })
      })()),
  }
}

/** The active cart of this store view, or Magento's error for a missing, closed or foreign one. */
async function activeCart(cartId: string, context: BackendContext): Promise<CartRecord> {
  const cart = await findCart(context.db, cartId)
  if (!cart) throw noSuchEntity(`Could not find a cart with ID "${cartId}"`)
  if (cart.is_active !== 1) throw noSuchEntity(`The cart isn't active.`)
  if (cart.store_code !== context.store.code) throw new MagentoError('Wrong store code specified for cart', 'graphql-authorization')
  return cart
}

function linePrices(line: Line, context: BackendContext) {
  const unit = finalPricePence(line.product, context.today)
  const row = unit * line.quantity
  return {
    price: money(excludingVat(unit), context.store),
    price_including_tax: money(unit, context.store),
    row_total: money(excludingVat(row), context.store),
    row_total_including_tax: money(row, context.store),
    discounts: [
      ...(line.offerPence ? [{ label: BUY_TOGETHER_LABEL, amount: money(line.offerPence, context.store) }] : []),
      ...(line.discountPence > line.offerPence ? [{ label: 'Discount', amount: money(line.discountPence - line.offerPence, context.store) }] : []),
    ],
    total_item_discount: money(line.discountPence, context.store),
  }
}

export const cartResolvers: Record<string, Resolver<CartSource, never>> = {
  items: (cart) => cart.lines(),
  itemsV2: (async (cart: CartSource, args: { pageSize?: number | null; currentPage?: number | null }) => {
    const page = validPage(args.pageSize, args.currentPage)
    const lines = await cart.lines()
    return {
      items: lines.slice((page.current - 1) * page.size, page.current * page.size),
      total_count: lines.length,
      page_info: { page_size: page.size, current_page: page.current, total_pages: totalPages(lines.length, page.size) },
    }
  }) as unknown as Resolver<CartSource, never>,
  total_quantity: async (cart) => (await cart.lines()).reduce((sum, l) => sum + l.quantity, 0),
  is_virtual: async (cart) => {
    const lines = await cart.lines()
    return lines.length > 0 && lines.every((l) => l.product.type_id === 'virtual' || l.product.type_id === 'downloadable')
  },
  prices: async (cart, _a, context) => {
    const [lines, coupon] = await Promise.all([cart.lines(), cart.coupon()])
    const including = lines.reduce((sum, l) => sum + finalPricePence(l.product, context.today) * l.quantity, 0)
    const excluding = lines.reduce((sum, l) => sum + excludingVat(finalPricePence(l.product, context.today) * l.quantity), 0)
    const discount = lines.reduce((sum, l) => sum + l.discountPence, 0)
    const offers = lines.reduce((sum, l) => sum + l.offerPence, 0)
    // Prices include VAT, so the discounted total's VAT is derived from it.
    const discountedIncluding = including - discount
    const discountedExcluding = excludingVat(discountedIncluding)
    return {
      grand_total: money(discountedIncluding, context.store),
      subtotal_including_tax: money(including, context.store),
      subtotal_excluding_tax: money(excluding, context.store),
      subtotal_with_discount_excluding_tax: money(discountedExcluding, context.store),
      applied_taxes: discountedIncluding > discountedExcluding ? [{ label: VAT_LABEL, amount: money(discountedIncluding - discountedExcluding, context.store) }] : [],
      discounts: [
        ...(offers > 0 ? [{ label: BUY_TOGETHER_LABEL, amount: money(offers, context.store) }] : []),
        ...(coupon && discount > offers ? [{ label: coupon.label, amount: money(discount - offers, context.store) }] : []),
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
  errors: (line) =>
    line.product.stock_status !== 'IN_STOCK' || line.quantity > line.product.qty ? [{ code: 'ITEM_QTY', message: 'The requested qty is not available' }] : null,
}

export const configurableCartItemResolvers: Record<string, Resolver<Line, never>> = {
  configured_variant: (line) => line.product,
  configurable_options: async (line, _a, context) => {
    if (!line.parent) return []
    const [attributes, values] = await Promise.all([
      context.loaders.configurableAttributes.load(line.parent.id),
      context.loaders.attributeValues.load(line.product.id),
    ])
    return attributes.flatMap((attribute) => {
      const value = values.find((v) => v.attribute_code === attribute.attribute_code)
      if (!value) return []
      return [
        {
          id: attribute.position,
          configurable_product_option_uid: btoa(attribute.attribute_code),
          option_label: attribute.label,
          value_id: value.option_id,
          configurable_product_option_value_uid: toUid(value.option_id),
          value_label: value.label,
        },
      ]
    })
  },
}

export function cartItemTypename(line: Line): string {
  if (line.parent) return 'ConfigurableCartItem'
  if (line.product.type_id === 'virtual') return 'VirtualCartItem'
  if (line.product.type_id === 'downloadable') return 'DownloadableCartItem'
  return 'SimpleCartItem'
}

type CartItemInput = { sku: string; quantity: number; parent_sku?: string | null; selected_options?: string[] | null; entered_options?: unknown[] | null }
type UserError = { code: 'PRODUCT_NOT_FOUND' | 'NOT_SALABLE' | 'INSUFFICIENT_STOCK' | 'UNDEFINED'; message: string }

const nowIso = () => new Date().toISOString()

/** Why a requested item cannot be added, as Magento's user error, or null when it can. */
const notSalable = (p: ProductRecord) => p.stock_status !== 'IN_STOCK' || p.qty <= 0
const NOT_SALABLE: UserError = { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' }
const CHOOSE_OPTIONS: UserError = { code: 'UNDEFINED', message: 'You need to choose options for your item.' }

/** What one requested item puts in the cart: lines to add, or Magento's user error. */
type Resolution = { lines: { product: ProductRecord; parent: ProductRecord | null; quantity: number }[] } | { error: UserError }

/** The variant of a configurable product that has every chosen option value. */
async function chosenVariant(parent: ProductRecord, selected: readonly string[], context: BackendContext): Promise<ProductRecord | null> {
  const wanted = selected.map(fromUid).filter((v): v is number => v !== null)
  const [attributes, links] = await Promise.all([context.loaders.configurableAttributes.load(parent.id), context.loaders.links.load(`${parent.id}:variant`)])
  if (wanted.length !== attributes.length || wanted.length === 0) return null
  const variants = await context.loaders.product.loadMany(links.map((l) => l.linked_product_id))
  const values = await context.loaders.attributeValues.loadMany(links.map((l) => l.linked_product_id))
  for (const [i, variant] of variants.entries()) {
    const own = values[i]
    if (!variant || variant instanceof Error || variant.status !== 1 || !own || own instanceof Error) continue
    const options = new Set(own.filter((v) => attributes.some((a) => a.attribute_code === v.attribute_code)).map((v) => v.option_id))
    if (wanted.every((id) => options.has(id))) return variant
  }
  return null
}

async function resolveItem(item: CartItemInput, products: Map<string, ProductRecord>, context: BackendContext): Promise<Resolution> {
  const product = products.get(item.sku.toLowerCase())
  if (!product) return { error: { code: 'PRODUCT_NOT_FOUND', message: `Could not find a product with SKU "${item.sku}"` } }
  if (!Number.isInteger(item.quantity) || item.quantity <= 0) return { error: { code: 'UNDEFINED', message: 'The product quantity should be a whole number greater than 0' } }
  // A variant named with its configurable parent (Magento's parent_sku form).
  if (item.parent_sku) {
    const parent = products.get(item.parent_sku.toLowerCase())
    const links = parent ? await context.loaders.links.load(`${parent.id}:variant`) : []
    if (!parent || parent.type_id !== 'configurable' || !links.some((l) => l.linked_product_id === product.id)) {
      return { error: { code: 'PRODUCT_NOT_FOUND', message: `Could not find a product with SKU "${item.parent_sku}"` } }
    }
    return notSalable(product) ? { error: NOT_SALABLE } : { lines: [{ product, parent, quantity: item.quantity }] }
  }
  switch (product.type_id) {
    case 'configurable': {
      const variant = item.selected_options?.length ? await chosenVariant(product, item.selected_options, context) : null
      if (!variant) return { error: CHOOSE_OPTIONS }
      return notSalable(variant) ? { error: NOT_SALABLE } : { lines: [{ product: variant, parent: product, quantity: item.quantity }] }
    }
    case 'grouped': {
      // SPEC §4: a grouped product becomes one line per child, each with the quantity asked for.
      const links = await context.loaders.links.load(`${product.id}:grouped`)
      const children = (await context.loaders.product.loadMany(links.map((l) => l.linked_product_id))).filter(
        (c): c is ProductRecord => c !== null && !(c instanceof Error) && c.status === 1 && !notSalable(c),
      )
      return children.length ? { lines: children.map((child) => ({ product: child, parent: null, quantity: item.quantity })) } : { error: NOT_SALABLE }
    }
    default:
      if (!SIMPLE_TYPES.has(product.type_id)) return { error: CHOOSE_OPTIONS }
      return notSalable(product) ? { error: NOT_SALABLE } : { lines: [{ product, parent: null, quantity: item.quantity }] }
  }
}

export const cartQueries = {
  cart: (async (_s: unknown, args: { cart_id: string }, context: BackendContext) => cartSource(await activeCart(args.cart_id, context), context)) as unknown as Resolver<unknown, never>,
}

export const cartMutations = {
  createEmptyCart: (async (_s: unknown, args: { input?: { cart_id?: string | null } | null }, context: BackendContext) => {
    const requested = args.input?.cart_id
    if (requested != null && !/^[A-Za-z0-9]{32}$/.test(requested)) throw inputError('Cart ID length should to be 32 symbols.')
    const id = requested ?? newCartId()
    if (requested != null && (await findCart(context.db, requested))) throw new MagentoError(`Cart with ID "${requested}" already exists.`, 'graphql-already-exists')
    await createCart(context.db, id, context.store.code, nowIso())
    return id
  }) as unknown as Resolver<unknown, never>,

  createGuestCart: (async (_s: unknown, args: { input?: { cart_uid?: string | null } | null }, context: BackendContext) => {
    const requested = args.input?.cart_uid
    if (requested != null && !/^[A-Za-z0-9]{32}$/.test(requested)) throw inputError('Cart ID length should to be 32 symbols.')
    const id = requested ?? newCartId()
    if (requested != null && (await findCart(context.db, requested))) throw new MagentoError(`Cart with ID "${requested}" already exists.`, 'graphql-already-exists')
    await createCart(context.db, id, context.store.code, nowIso())
    return { cart: cartSource((await findCart(context.db, id))!, context) }
  }) as unknown as Resolver<unknown, never>,

  addProductsToCart: (async (_s: unknown, args: { cartId: string; cartItems: CartItemInput[] }, context: BackendContext) => {
    const cart = await activeCart(args.cartId, context)
    const skus = args.cartItems.flatMap((i) => (i.parent_sku ? [i.sku, i.parent_sku] : [i.sku]))
    const products = new Map((await findEnabledProductsBySkus(context.db, skus)).map((p) => [p.sku.toLowerCase(), p]))
    const userErrors: UserError[] = []
    const now = nowIso()
    for (const item of args.cartItems) {
      const resolution = await resolveItem(item, products, context)
      if ('error' in resolution) {
        userErrors.push(resolution.error)
        continue
      }
      for (const line of resolution.lines) {
        const lineKey = line.parent ? `c:${line.parent.id}:${line.product.id}` : `p:${line.product.id}`
        const added = await addToCartLine(context.db, { cartId: cart.id, lineKey, productId: line.product.id, parentProductId: line.parent?.id ?? null, quantity: line.quantity, now })
        if (!added) userErrors.push({ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' })
      }
    }
    await touchCart(context.db, cart.id, now)
    return { cart: cartSource(cart, context), user_errors: userErrors }
  }) as unknown as Resolver<unknown, never>,

  updateCartItems: (async (
    _s: unknown,
    args: { input?: { cart_id: string; cart_items: { cart_item_id?: number | null; cart_item_uid?: string | null; quantity?: number | null }[] } | null },
    context: BackendContext,
  ) => {
    if (!args.input) throw inputError('Required parameter "cart_id" is missing.')
    const cart = await activeCart(args.input.cart_id, context)
    for (const item of args.input.cart_items) {
      const itemId = item.cart_item_uid != null ? fromUid(item.cart_item_uid) : (item.cart_item_id ?? null)
      if (itemId === null) throw inputError('Required parameter "cart_item_uid" for "cart_items" is missing.')
      if (item.quantity == null) throw inputError('Required parameter "quantity" for "cart_items" is missing.')
      if (!(await lineExists(context.db, cart.id, itemId))) throw noSuchEntity(`Could not find cart item with id: ${item.cart_item_uid ?? itemId}`)
      // Magento removes a line whose quantity is set to 0.
      if (item.quantity === 0) {
        await removeLine(context.db, cart.id, itemId)
        continue
      }
      if (!Number.isInteger(item.quantity) || item.quantity < 0) throw inputError('The quantity must be a whole number greater than 0.')
      if (!(await setLineQuantity(context.db, cart.id, itemId, item.quantity))) throw inputError('The requested qty is not available')
    }
    await touchCart(context.db, cart.id, nowIso())
    return { cart: cartSource(cart, context) }
  }) as unknown as Resolver<unknown, never>,

  setGuestEmailOnCart: (async (_s: unknown, args: { input?: { cart_id: string; email: string } | null }, context: BackendContext) => {
    if (!args.input) throw inputError('Required parameter "cart_id" is missing')
    const email = args.input.email.trim()
    // Magento's check: a plausible address, at most 255 characters.
    if (email.length > 255 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw inputError('Invalid email format')
    const cart = await activeCart(args.input.cart_id, context)
    await setCartEmail(context.db, cart.id, email, nowIso())
    return { cart: cartSource({ ...cart, email }, context) }
  }) as unknown as Resolver<unknown, never>,

  applyCouponToCart: (async (_s: unknown, args: { input?: { cart_id: string; coupon_code: string } | null }, context: BackendContext) => {
    if (!args.input) throw inputError('Required parameter "cart_id" is missing')
    const code = args.input.coupon_code.trim()
    if (!code) throw inputError('Required parameter "coupon_code" is missing')
    const cart = await activeCart(args.input.cart_id, context)
    if (cart.coupon_code) throw new MagentoError('A coupon is already applied to the cart. Please remove it to apply another', 'graphql-input')
    if ((await cartLines(context.db, cart.id)).length === 0) throw noSuchEntity('The cart does not contain products.')
    const coupon = await validCoupon(code, context)
    if (!coupon) throw noSuchEntity(`The coupon code "${code}" is not valid.`)
    await setCartCoupon(context.db, cart.id, coupon.code, nowIso())
    return { cart: cartSource({ ...cart, coupon_code: coupon.code }, context) }
  }) as unknown as Resolver<unknown, never>,

  removeCouponFromCart: (async (_s: unknown, args: { input?: { cart_id: string } | null }, context: BackendContext) => {
    if (!args.input) throw inputError('Required parameter "cart_id" is missing')
    const cart = await activeCart(args.input.cart_id, context)
    await setCartCoupon(context.db, cart.id, null, nowIso())
    return { cart: cartSource({ ...cart, coupon_code: null }, context) }
  }) as unknown as Resolver<unknown, never>,

  buyTogetherAndSave: (async (_s: unknown, args: { cart_id: string; main_product_sku: string; additional_product_sku: string }, context: BackendContext) => {
    const cart = await activeCart(args.cart_id, context)
    const found = await findEnabledProductsBySkus(context.db, [args.main_product_sku, args.additional_product_sku])
    const main = found.find((p) => p.sku.toLowerCase() === args.main_product_sku.toLowerCase())
    const companion = found.find((p) => p.sku.toLowerCase() === args.additional_product_sku.toLowerCase())
    if (!main || !companion) throw noSuchEntity('The product that was requested doesn\'t exist. Verify the product and try again.')
    const offered = (await context.loaders.links.load(`${main.id}:buy_together`)).some((l) => l.linked_product_id === companion.id)
    if (!offered) throw inputError(`"${companion.sku}" is not offered together with "${main.sku}".`)
    if (notSalable(main) || notSalable(companion)) throw inputError('Product that you are trying to add is not available.')
    const now = nowIso()
    const mainAdded = await addToCartLine(context.db, { cartId: cart.id, lineKey: `p:${main.id}`, productId: main.id, quantity: 1, now })
    if (!mainAdded) throw inputError('The requested qty is not available')
    // The companion goes on a line of its own that carries the offer. When its stock has run out
    // the main product stays added and the answer is false.
    const companionAdded = await addToCartLine(context.db, {
      cartId: cart.id,
      lineKey: `bt:${main.id}:${companion.id}`,
      productId: companion.id,
      quantity: 1,
      discountPercent: BUY_TOGETHER_PERCENT_OFF,
      now,
    })
    await touchCart(context.db, cart.id, now)
    return companionAdded
  }) as unknown as Resolver<unknown, never>,

  removeItemFromCart: (async (
    _s: unknown,
    args: { input?: { cart_id: string; cart_item_id?: number | null; cart_item_uid?: string | null } | null },
    context: BackendContext,
  ) => {
    if (!args.input) throw inputError('Required parameter "cart_id" is missing.')
    const cart = await activeCart(args.input.cart_id, context)
    const itemId = args.input.cart_item_uid != null ? fromUid(args.input.cart_item_uid) : (args.input.cart_item_id ?? null)
    if (itemId === null) throw inputError('Required parameter "cart_item_uid" is missing.')
    if (!(await removeLine(context.db, cart.id, itemId))) throw new GraphQLError("The cart doesn't contain the item", { extensions: { category: 'graphql-no-such-entity' } })
    await touchCart(context.db, cart.id, nowIso())
    return { cart: cartSource(cart, context) }
  }) as unknown as Resolver<unknown, never>,
}
