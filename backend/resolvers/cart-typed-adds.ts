/**
 * @module
 * Magento's older, type-specific add mutations (`addSimpleProductsToCart`, `addVirtualProductsToCart`,
 * `addConfigurableProductsToCart`, `addBundleProductsToCart`, `addDownloadableProductsToCart`), which
 * many clients still use. They add through the same rules as `addProductsToCart`, but, as in Magento,
 * an item that cannot be added is a GraphQL error rather than a user error. Every item, its stock
 * included, is checked before anything is written, so a bad item leaves the cart as it was (stock
 * that runs out between the check and the write is the one exception: the lines before it stay).
 */
import type { BackendContext } from '../context'
import { cartLines, touchCart } from '../db/carts'
import { inputError, noSuchEntity } from '../graphql/errors'
import { activeCart, cartSource } from './cart'
import { addLine, INSUFFICIENT_STOCK, lineKeyOf, nowIso, productsFor, resolveItem, salableQuantity, type CartItemInput, type ResolvedLine, type UserError } from './cart-mutations'
import { toUid } from './uid'

type AddInput<Item> = { input?: { cart_id: string; cart_items: Item[] } | null }
type DataItem = { data: CartItemInput }
type ConfigurableItem = DataItem & { parent_sku?: string | null; variant_sku?: string | null }
type BundleItem = DataItem & { bundle_options: { id: number; quantity: number; value: string[] }[] }

/** Magento's message for an item its cart refused, with the SKU asked for. */
function refused(sku: string, error: UserError) {
  if (error.code === 'PRODUCT_NOT_FOUND') return noSuchEntity(error.message)
  return inputError(`Could not add the product with SKU ${sku} to the shopping cart: ${error.message}`)
}

/** Checks every item, then adds them all; the first bad item is Magento's error and nothing is added. */
async function addStrictly(args: AddInput<unknown>, items: CartItemInput[] | undefined, context: BackendContext) {
  if (!args.input?.cart_id) throw inputError('Required parameter "cart_id" is missing')
  if (!items?.length) throw inputError('Required parameter "cart_items" is missing')
  const cart = await activeCart(args.input.cart_id, context)
  const [products, held] = await Promise.all([productsFor(items, context), cartLines(context.db, cart.id)])
  // What each cart line would hold once every item is added, starting from what it holds now.
  const wanted = new Map(held.map((l) => [l.line_key, l.quantity]))
  const resolved: { sku: string; lines: ResolvedLine[] }[] = []
  for (const item of items) {
    if (!item.sku.trim()) throw inputError('Missed "sku" in cart item data')
    if (!(item.quantity > 0)) throw inputError('Please enter a number greater than 0 in this field.')
    const resolution = await resolveItem(item, products, context)
    if ('error' in resolution) throw refused(item.sku, resolution.error)
    for (const line of resolution.lines) {
      const quantity = (wanted.get(lineKeyOf(line)) ?? 0) + line.quantity
      if (quantity > salableQuantity(line.product)) throw refused(item.sku, INSUFFICIENT_STOCK)
      wanted.set(lineKeyOf(line), quantity)
    }
    resolved.push({ sku: item.sku, lines: resolution.lines })
  }
  const now = nowIso()
  for (const { sku, lines } of resolved) {
    for (const line of lines) if (!(await addLine(cart.id, line, now, context))) throw refused(sku, INSUFFICIENT_STOCK)
  }
  await touchCart(context.db, cart.id, now)
  return { cart: cartSource(cart, context) }
}

/** A configurable item: the variant's SKU in `data.sku` (or the older `variant_sku`), its parent in `parent_sku`. */
const configurableItem = (item: ConfigurableItem): CartItemInput => ({
  ...item.data,
  sku: item.variant_sku ?? item.data.sku,
  parent_sku: item.parent_sku ?? item.data.parent_sku,
})

/**
 * A bundle item: each `bundle_options` entry names an option by id and its chosen selection ids as
 * text, which is the `entered_options` form `addProductsToCart` takes (an option's uid, a selection id).
 */
const bundleItem = (item: BundleItem): CartItemInput => ({
  ...item.data,
  entered_options: [...(item.data.entered_options ?? []), ...item.bundle_options.flatMap((o) => o.value.map((value) => ({ uid: toUid(o.id), value })))],
})

const plainItems = (args: AddInput<DataItem>) => args.input?.cart_items.map((i) => i.data)

export const typedAddMutations = {
  addSimpleProductsToCart: (_s: unknown, args: AddInput<DataItem>, context: BackendContext) => addStrictly(args, plainItems(args), context),
  addVirtualProductsToCart: (_s: unknown, args: AddInput<DataItem>, context: BackendContext) => addStrictly(args, plainItems(args), context),
  // A cart line here records no chosen links (as with addProductsToCart), so `downloadable_product_links` is not kept.
  addDownloadableProductsToCart: (_s: unknown, args: AddInput<DataItem>, context: BackendContext) => addStrictly(args, plainItems(args), context),
  addConfigurableProductsToCart: (_s: unknown, args: AddInput<ConfigurableItem>, context: BackendContext) =>
    addStrictly(args, args.input?.cart_items.map(configurableItem), context),
  addBundleProductsToCart: (_s: unknown, args: AddInput<BundleItem>, context: BackendContext) => addStrictly(args, args.input?.cart_items.map(bundleItem), context),
}
