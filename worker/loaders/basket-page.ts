/**
 * @module
 * SPEC §2 /cart with §4 "Cart loading": a signed-in customer's customer cart, else the cart the
 * cookie remembers. No remembered cart gives an empty basket without creating one (a cart is made
 * only when a real cart is needed: the first add); a remembered cart the back end no longer knows
 * (ordered, expired) gives an empty basket and `forgotten`, so the route clears the cookie.
 */
import { EMPTY_BASKET, type BasketLineError, type BasketLineView, type BasketView } from '../../shared/views/basket-view'
import { BASKET_PAGE } from '../../shared/graphql/documents/cart'
import type { BasketPageQuery } from '../../shared/graphql/generated'
import { existingCartId } from '../actions/shoppers-cart'
import { AUTHORIZATION_CATEGORY, GraphQLCallError, NO_SUCH_ENTITY_CATEGORY } from '../graphql/errors'
import type { LoaderContext } from './loader-context'
import { productPath, toMinorUnits } from './listing-view'
import { loadOffersFor } from './printer-model-offers'
import type { SwitchAndSaveOfferView } from '../../shared/views/printer-views'

type Cart = NonNullable<BasketPageQuery['cart']>
type CartLine = NonNullable<NonNullable<Cart['items']>[number]>

export type BasketPageData = { view: BasketView; forgotten: boolean }


const pence = (amount: { value: number | null } | null | undefined): number => toMinorUnits(amount?.value) ?? 0

/**
 * The back end reports a line's stock trouble as Magento's ITEM_QTY; SPEC §4 names it by cause: gone
 * from the catalogue, not for sale at all, or fewer in stock than the line asks for.
 */
function lineError(line: CartLine): BasketLineError | null {
  const first = line.errors?.[0]
  if (!first) return null
  if (!line.product?.sku) return 'PRODUCT_NOT_FOUND'
  if (line.product.stock_status === 'OUT_OF_STOCK') return 'NOT_SALABLE'
  return first.code === 'ITEM_QTY' ? 'INSUFFICIENT_STOCK' : 'UNDEFINED'
}

function chosenOptions(line: CartLine): BasketLineView['options'] {
  if ('configurable_options' in line) return line.configurable_options.flatMap((option) => (option ? [{ label: option.option_label, value: option.value_label }] : []))
  if ('bundle_options' in line)
    return line.bundle_options.flatMap((option) =>
      option ? [{ label: option.label, value: option.values.flatMap((value) => (value ? [`${value.quantity} × ${value.label}`] : [])).join(', ') }] : [],
    )
  return []
}

function lineView(line: CartLine): BasketLineView {
  const { product, prices } = line
  return {
    uid: line.uid,
    sku: product?.sku ?? '',
    name: product?.name ?? product?.sku ?? '',
    path: productPath({ url_key: product?.url_key, url_suffix: product?.url_suffix, sku: product?.sku }),
    imageUrl: product?.thumbnail?.url ?? null,
    quantity: line.quantity,
    options: chosenOptions(line),
    unitPrice: { incl: pence(prices?.price_including_tax), excl: pence(prices?.price) },
    rowTotal: { incl: pence(prices?.row_total_including_tax), excl: pence(prices?.row_total) },
    error: lineError(line),
  }
}

export function basketView(cart: Cart): BasketView {
  const prices = cart.prices
  const method = cart.shipping_addresses.find((address) => address?.selected_shipping_method)?.selected_shipping_method
  return {
    // SPEC §4: empty entries (a line whose product vanished mid-request) are left out.
    lines: (cart.items ?? []).flatMap((line) => (line ? [lineView(line)] : [])),
    totalQuantity: cart.total_quantity ?? 0,
    totals: {
      subtotal: { incl: pence(prices?.subtotal_including_tax), excl: pence(prices?.subtotal_excluding_tax) },
      discounts: (prices?.discounts ?? []).flatMap((discount) => (discount ? [{ label: discount.label, amount: pence(discount.amount) }] : [])),
      delivery: method ? { title: [method.carrier_title, method.method_title].filter(Boolean).join(' – '), amount: pence(method.amount) } : null,
      vat: (prices?.applied_taxes ?? []).reduce((sum, tax) => sum + pence(tax?.amount), 0),
      grandTotal: pence(prices?.grand_total),
    },
    coupon: cart.applied_coupons?.find((coupon) => coupon !== null)?.code ?? null,
  }
}

const cartIsGone = (error: unknown): boolean =>
  error instanceof GraphQLCallError && (error.category === NO_SUCH_ENTITY_CATEGORY || error.category === AUTHORIZATION_CATEGORY)

export async function loadBasketPage(ctx: LoaderContext, rememberedCartId: string | null): Promise<BasketPageData> {
  const { graphql, store } = ctx
  // A signed-in shopper always sees their customer cart, whatever a cookie remembers.
  const cartId = await existingCartId(graphql, store.code, rememberedCartId)
  if (!cartId) return { view: EMPTY_BASKET, forgotten: false }
  try {
    const { cart } = await graphql.query(BASKET_PAGE, { cartId }, { asCustomer: true, store: store.code })
    return cart ? { view: basketView(cart), forgotten: false } : { view: EMPTY_BASKET, forgotten: !graphql.hasCustomer }
  } catch (error) {
    // Only a cart the back end says is gone or not the guest's is forgotten; any other failure (its
    // internal error, a busy database) is the error page, and the cookie keeps the basket for later.
    if (cartIsGone(error) && !graphql.hasCustomer) return { view: EMPTY_BASKET, forgotten: true }
    throw error
  }
}

/**
 * SPEC §4 switch and save in the basket: for each line whose product has an own-brand alternative
 * the offer rule lets through (and that is not in the basket already), the offer to switch the
 * whole line. An extra: without it the basket still shows.
 */
export async function loadBasketOffers(ctx: LoaderContext, view: BasketView): Promise<SwitchAndSaveOfferView[]> {
  const quantities = new Map(view.lines.map((line) => [line.sku, line.quantity]))
  const offers = await loadOffersFor(ctx, [...quantities.keys()])
  return offers.flatMap((offer) => {
    const quantity = quantities.get(offer.original.sku)
    return quantity === undefined || quantities.has(offer.alternative.sku) ? [] : [{ ...offer, quantity }]
  })
}
