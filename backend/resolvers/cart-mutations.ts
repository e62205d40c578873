/**
 * @module
 * Cart mutations: create a guest cart, add products of every type Magento's `addProductsToCart`
 * takes here (simple, virtual, downloadable, alternative, configurable variants, grouped children,
 * bundles; a gift card is refused without its options), change and remove lines, the guest e-mail,
 * coupons and the shop's buy-together offer.
 * Expected failures are Magento's user errors; every write is one statement.
 */
import { GraphQLError, type GraphQLResolveInfo } from 'graphql'
import type { BackendContext } from '../context'
import { addToCartLines, cartLines, createCart, findCart, isCartActive, newCartId, removeLine, setCartCoupon, setCartEmail, touchCart, type NewCartLine } from '../db/carts'
import { findEnabledProductsBySkus, type ProductRecord } from '../db/products'
import { inputError, MagentoError, noSuchEntity } from '../graphql/errors'
import { selectsField } from '../graphql/selects-field'
import { activeCart, BUY_TOGETHER_PERCENT_OFF, cartNotActive, cartSource, validCoupon } from './cart'
import { updateLines } from './cart-line-updates'
import { listedRefusal, type CartUpdateError } from './cart-update-errors'
import { currentCustomer, customerCartId } from './customer'
import { fromUid } from './uid'

const SIMPLE_TYPES = new Set(['simple', 'alternative', 'virtual', 'downloadable'])

export type CartItemInput = { sku: string; quantity: number; parent_sku?: string | null; selected_options?: string[] | null; entered_options?: unknown[] | null }
export type UserError = { code: 'PRODUCT_NOT_FOUND' | 'NOT_SALABLE' | 'INSUFFICIENT_STOCK' | 'UNDEFINED'; message: string }

export const nowIso = () => new Date().toISOString()

/** Why a requested item cannot be added, as Magento's user error, or null when it can. */
const notSalable = (p: ProductRecord) => p.stock_status !== 'IN_STOCK' || p.qty <= 0
const NOT_SALABLE: UserError = { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' }
export const INSUFFICIENT_STOCK: UserError = { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' }
const CHOOSE_OPTIONS: UserError = { code: 'UNDEFINED', message: 'You need to choose options for your item.' }
/**
 * A gift card needs its amount, and its sender and recipient, which Magento takes as entered options
 * (`Giftcard::_validate`); this back end takes none, so a gift card is always refused with
 * Magento's first complaint, as the storefront refuses it (SPEC §8 "not supported in add to cart").
 */
const GIFT_CARD_AMOUNT: UserError = { code: 'UNDEFINED', message: 'Please specify a gift card amount.' }

/** What one requested item puts in the cart: lines to add, or Magento's user error. */
export type ResolvedLine = { product: ProductRecord; parent: ProductRecord | null; quantity: number; bundleSelectionIds?: number[] }
export type Resolution = { lines: ResolvedLine[] } | { error: UserError }

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

/**
 * A bundle's chosen selection ids: from `selected_options` (selection uids) or `entered_options`
 * (an option's uid with the selection id as text, SPEC §4). Every required option needs a choice;
 * options left out take their default selection. Null when the choice is incomplete or unknown.
 */
export async function chosenBundleSelections(bundle: ProductRecord, item: CartItemInput, context: BackendContext): Promise<number[] | null> {
  const options = await context.loaders.bundleOptions.load(bundle.id)
  const selectionIds = new Set(options.flatMap((o) => o.selections.map((s) => s.selection_id)))
  const chosen = new Set<number>()
  for (const uid of item.selected_options ?? []) {
    const id = fromUid(uid)
    if (id === null || !selectionIds.has(id)) return null
    chosen.add(id)
  }
  for (const entered of (item.entered_options ?? []) as { uid: string; value: string }[]) {
    const optionId = fromUid(entered.uid)
    const option = options.find((o) => o.option_id === optionId)
    const selection = option?.selections.find((s) => String(s.selection_id) === entered.value.trim())
    if (!selection) return null
    chosen.add(selection.selection_id)
  }
  for (const option of options) {
    if (option.selections.some((s) => chosen.has(s.selection_id))) continue
    const fallback = option.selections.find((s) => s.is_default === 1)
    if (fallback) chosen.add(fallback.selection_id)
    else if (option.required === 1) return null
  }
  return chosen.size ? [...chosen].sort((a, b) => a - b) : null
}

export async function resolveItem(item: CartItemInput, products: Map<string, ProductRecord>, context: BackendContext): Promise<Resolution> {
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
    case 'bundle': {
      const selections = await chosenBundleSelections(product, item, context)
      if (!selections) return { error: CHOOSE_OPTIONS }
      return notSalable(product) ? { error: NOT_SALABLE } : { lines: [{ product, parent: null, quantity: item.quantity, bundleSelectionIds: selections }] }
    }
    case 'giftcard':
      return { error: GIFT_CARD_AMOUNT }
    default:
      if (!SIMPLE_TYPES.has(product.type_id)) return { error: CHOOSE_OPTIONS }
      return notSalable(product) ? { error: NOT_SALABLE } : { lines: [{ product, parent: null, quantity: item.quantity }] }
  }
}

/** The enabled products the items name (their own SKUs and parents'), by lower-case SKU. */
export async function productsFor(items: readonly CartItemInput[], context: BackendContext): Promise<Map<string, ProductRecord>> {
  const skus = items.flatMap((i) => (i.parent_sku ? [i.sku, i.parent_sku] : [i.sku]))
  return new Map((await findEnabledProductsBySkus(context.db, skus, context.store.id)).map((p) => [p.sku.toLowerCase(), p]))
}

/** The cart line a resolved line joins (the `line_key` of cart_items). */
export const lineKeyOf = (line: ResolvedLine): string =>
  line.parent ? `c:${line.parent.id}:${line.product.id}` : line.bundleSelectionIds ? `b:${line.product.id}:${line.bundleSelectionIds.join(',')}` : `p:${line.product.id}`

/** The most of a product one cart line may hold: its stock, and its maximum sale quantity when set. */
export const salableQuantity = (product: ProductRecord): number => Math.min(product.qty, product.max_sale_qty ?? product.qty)

const newLineOf = (line: ResolvedLine): NewCartLine => ({
  lineKey: lineKeyOf(line),
  productId: line.product.id,
  parentProductId: line.parent?.id ?? null,
  bundleSelectionIds: line.bundleSelectionIds ?? null,
  quantity: line.quantity,
})

/**
 * Adds resolved lines to the cart at once, each merging with its product's line; per line, false
 * when the stock is short. Throws Magento's "The cart isn't active." when the cart was ordered or
 * merged away since it was read, and then none of them was added.
 */
export async function addLines(cartId: string, lines: readonly NewCartLine[], now: string, context: BackendContext): Promise<boolean[]> {
  const { cartActive, added } = await addToCartLines(context.db, cartId, lines, now)
  if (!cartActive) throw cartNotActive()
  return added
}

/** Adds a resolved line to the cart, merging with the same product's line; false when the stock is short. */
export async function addLine(cartId: string, line: ResolvedLine, now: string, context: BackendContext): Promise<boolean> {
  const [added] = await addLines(cartId, [newLineOf(line)], now, context)
  return added === true
}

/** Creates a guest cart, with the id the client chose (32 letters and digits) or a new random one. */
async function newGuestCart(requested: string | null | undefined, context: BackendContext): Promise<string> {
  if (requested != null && !/^[A-Za-z0-9]{32}$/.test(requested)) throw inputError('Cart ID length should to be 32 symbols.')
  if (requested != null && (await findCart(context.db, requested))) throw new MagentoError(`Cart with ID "${requested}" already exists.`, 'graphql-already-exists')
  const id = requested ?? newCartId()
  await createCart(context.db, id, context.store.code, nowIso())
  return id
}

export const cartMutations = {
  // Magento's CreateEmptyCart: with a customer's token it answers the customer's active cart
  // (creating it when there is none), never a guest cart the customer would then be refused on.
  createEmptyCart: async (_s: unknown, args: { input?: { cart_id?: string | null } | null }, context: BackendContext) =>
    context.customerId !== null ? customerCartId(await currentCustomer(context), context) : newGuestCart(args.input?.cart_id, context),

  createGuestCart: async (_s: unknown, args: { input?: { cart_uid?: string | null } | null }, context: BackendContext) => {
    const id = await newGuestCart(args.input?.cart_uid, context)
    return { cart: cartSource((await findCart(context.db, id))!, context) }
  },

  addProductsToCart: async (_s: unknown, args: { cartId: string; cartItems: CartItemInput[] }, context: BackendContext) => {
    const cart = await activeCart(args.cartId, context)
    const products = await productsFor(args.cartItems, context)
    const now = nowIso()
    // Each item's errors in the order of the items; the lines go in together, in one batch.
    const outcomes: (UserError | number)[] = []
    const lines: NewCartLine[] = []
    for (const item of args.cartItems) {
      const resolution = await resolveItem(item, products, context)
      if ('error' in resolution) outcomes.push(resolution.error)
      else for (const line of resolution.lines) outcomes.push(lines.push(newLineOf(line)) - 1)
    }
    const added = lines.length ? await addLines(cart.id, lines, now, context) : []
    const userErrors = outcomes.flatMap((outcome) => (typeof outcome !== 'number' ? [outcome] : added[outcome] ? [] : [INSUFFICIENT_STOCK]))
    await touchCart(context.db, cart.id, now)
    return { cart: cartSource(cart, context), user_errors: userErrors }
  },

  updateCartItems: async (
    _s: unknown,
    args: { input?: { cart_id: string; cart_items: { cart_item_id?: number | null; cart_item_uid?: string | null; quantity?: number | null }[] } | null },
    context: BackendContext,
    info: GraphQLResolveInfo,
  ) => {
    if (!args.input) throw inputError('Required parameter "cart_id" is missing.')
    const cart = await activeCart(args.input.cart_id, context)
    // Magento stops at the first refused line, whichever way it answers it.
    const errors: CartUpdateError[] = []
    try {
      await updateLines(cart.id, args.input.cart_items, context)
    } catch (error) {
      const listed = error instanceof MagentoError && selectsField(info, 'errors') ? listedRefusal(error.message) : null
      if (!listed) throw error
      errors.push(listed)
    }
    await touchCart(context.db, cart.id, nowIso())
    return { cart: cartSource(cart, context), errors }
  },

  setGuestEmailOnCart: async (_s: unknown, args: { input?: { cart_id: string; email: string } | null }, context: BackendContext) => {
    if (!args.input) throw inputError('Required parameter "cart_id" is missing')
    const email = args.input.email.trim()
    // Magento's check: a plausible address, at most 255 characters.
    if (email.length > 255 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw inputError('Invalid email format')
    const cart = await activeCart(args.input.cart_id, context)
    await setCartEmail(context.db, cart.id, email, nowIso())
    return { cart: cartSource({ ...cart, email }, context) }
  },

  applyCouponToCart: async (_s: unknown, args: { input?: { cart_id: string; coupon_code: string } | null }, context: BackendContext) => {
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
  },

  removeCouponFromCart: async (_s: unknown, args: { input?: { cart_id: string } | null }, context: BackendContext) => {
    if (!args.input) throw inputError('Required parameter "cart_id" is missing')
    const cart = await activeCart(args.input.cart_id, context)
    await setCartCoupon(context.db, cart.id, null, nowIso())
    return { cart: cartSource({ ...cart, coupon_code: null }, context) }
  },

  buyTogetherAndSave: async (_s: unknown, args: { cart_id: string; main_product_sku: string; additional_product_sku: string }, context: BackendContext) => {
    const cart = await activeCart(args.cart_id, context)
    const found = await findEnabledProductsBySkus(context.db, [args.main_product_sku, args.additional_product_sku], context.store.id)
    const main = found.find((p) => p.sku.toLowerCase() === args.main_product_sku.toLowerCase())
    const companion = found.find((p) => p.sku.toLowerCase() === args.additional_product_sku.toLowerCase())
    if (!main || !companion) throw noSuchEntity('The product that was requested doesn\'t exist. Verify the product and try again.')
    const offered = (await context.loaders.links.load(`${main.id}:buy_together`)).some((l) => l.linked_product_id === companion.id)
    if (!offered) throw inputError(`"${companion.sku}" is not offered together with "${main.sku}".`)
    if (notSalable(main) || notSalable(companion)) throw inputError('Product that you are trying to add is not available.')
    const now = nowIso()
    const [mainAdded] = await addLines(cart.id, [{ lineKey: `p:${main.id}`, productId: main.id, quantity: 1 }], now, context)
    if (!mainAdded) throw inputError('The requested qty is not available')
    // The companion goes on a line of its own that carries the offer. When its stock has run out
    // the main product stays added and the answer is false.
    const [companionAdded] = await addLines(
      cart.id,
      [{ lineKey: `bt:${main.id}:${companion.id}`, productId: companion.id, quantity: 1, discountPercent: BUY_TOGETHER_PERCENT_OFF }],
      now,
      context,
    )
    await touchCart(context.db, cart.id, now)
    return companionAdded === true
  },

  removeItemFromCart: async (
    _s: unknown,
    args: { input?: { cart_id: string; cart_item_id?: number | null; cart_item_uid?: string | null } | null },
    context: BackendContext,
  ) => {
    if (!args.input) throw inputError('Required parameter "cart_id" is missing.')
    const cart = await activeCart(args.input.cart_id, context)
    const itemId = args.input.cart_item_uid != null ? fromUid(args.input.cart_item_uid) : (args.input.cart_item_id ?? null)
    if (itemId === null) throw inputError('Required parameter "cart_item_uid" is missing.')
    if (!(await removeLine(context.db, cart.id, itemId))) {
      if (!(await isCartActive(context.db, cart.id))) throw cartNotActive()
      throw new GraphQLError("The cart doesn't contain the item", { extensions: { category: 'graphql-no-such-entity' } })
    }
    await touchCart(context.db, cart.id, nowIso())
    return { cart: cartSource(cart, context) }
  },
}
