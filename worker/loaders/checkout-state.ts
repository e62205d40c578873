/**
 * @module
 * What the checkout steps show and decide on (SPEC §2 /checkout, §4 "Cart loading"): the shopper's
 * cart (the customer cart when signed in, else the cookie's) mapped to plain view data, with money
 * in integer pence, and for a signed-in customer their e-mail and saved addresses.
 */
import { CHECKOUT_CUSTOMER, CHECKOUT_STATE } from '../../shared/graphql/documents/checkout'
import { CUSTOMER_CART_ID } from '../../shared/graphql/documents/session'
import type { CheckoutStateQuery } from '../../shared/graphql/generated'
import type { CheckoutProgress } from '../../shared/rules/checkout-step'
import { GraphQLCallError } from '../graphql/errors'
import type { LoaderContext } from './loader-context'
import type { AddressValues } from '../../client/components/forms/address-fields'
import type { BasketView } from '../../shared/views/basket-view'
import { basketView } from './basket-page'

/** An address as the UK address form holds it (SPEC §5: the street as a list, here its two lines). */
export type AddressView = AddressValues

/** A delivery option: `code` is `carrier_code:method_code`, the radio's value. */
export type ShippingMethodView = { code: string; title: string; amountPence: number; currency: string }

export type PaymentMethodView = { code: string; title: string }

export type SavedAddressView = { id: number; label: string }

export type CheckoutView = {
  cartId: string
  /** The lines and totals, as the basket page shows them, for the order summary beside each step. */
  basket: BasketView
  email: string | null
  totalQuantity: number
  grandTotalPence: number
  currency: string
  shippingAddress: AddressView | null
  shippingMethods: ShippingMethodView[]
  selectedShippingMethod: string | null
  billingAddress: AddressView | null
  paymentMethods: PaymentMethodView[]
  selectedPayment: { code: string; purchaseOrderNumber: string } | null
  progress: CheckoutProgress
  /** A signed-in customer's e-mail and saved addresses; null for a guest. */
  customer: { email: string; addresses: SavedAddressView[] } | null
}

type CartAddress = NonNullable<NonNullable<CheckoutStateQuery['cart']>['billing_address']>

const toPence = (value: number | null | undefined) => Math.round((value ?? 0) * 100)

function toAddressView(address: CartAddress): AddressView {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street1: address.street[0] ?? '',
    street2: address.street.slice(1).join(', '),
    city: address.city,
    county: address.region?.label ?? '',
    postcode: address.postcode ?? '',
    telephone: address.telephone ?? '',
  }
}

/** The cart the checkout works on: the customer cart when signed in, else the cookie's (SPEC §4). */
export async function checkoutCartId(ctx: LoaderContext, rememberedCartId: string | null): Promise<string | null> {
  if (!ctx.graphql.hasCustomer) return rememberedCartId
  return (await ctx.graphql.query(CUSTOMER_CART_ID, {}, { asCustomer: true })).customerCart.id
}

async function loadCustomer(ctx: LoaderContext): Promise<CheckoutView['customer']> {
  if (!ctx.graphql.hasCustomer) return null
  const { customer } = await ctx.graphql.query(CHECKOUT_CUSTOMER, {}, { asCustomer: true })
  if (!customer) return null
  const addresses = (customer.addresses ?? []).flatMap((address) =>
    address?.id ? [{ id: address.id, label: [`${address.firstname ?? ''} ${address.lastname ?? ''}`.trim(), ...(address.street ?? []), address.city, address.postcode].filter(Boolean).join(', ') }] : [],
  )
  return { email: customer.email ?? '', addresses }
}

/** The checkout's view of the cart, or null when the back end no longer knows the cart (ordered, expired). */
export async function loadCheckoutState(ctx: LoaderContext, cartId: string): Promise<CheckoutView | null> {
  let cart: CheckoutStateQuery['cart']
  try {
    cart = (await ctx.graphql.query(CHECKOUT_STATE, { cartId }, { asCustomer: true })).cart
  } catch (error) {
    if (error instanceof GraphQLCallError) return null
    throw error
  }
  if (!cart) return null
  const customer = await loadCustomer(ctx)
  const shipping = cart.shipping_addresses[0] ?? null
  const selected = shipping?.selected_shipping_method
  const email = cart.email || customer?.email || null
  return {
    cartId,
    basket: basketView(cart),
    email,
    totalQuantity: cart.total_quantity ?? 0,
    grandTotalPence: toPence(cart.prices?.grand_total?.value),
    currency: cart.prices?.grand_total?.currency ?? 'GBP',
    shippingAddress: shipping ? toAddressView(shipping) : null,
    shippingMethods: (shipping?.available_shipping_methods ?? []).flatMap((method) =>
      method?.available && method.method_code
        ? [{ code: `${method.carrier_code}:${method.method_code}`, title: [method.carrier_title, method.method_title].filter(Boolean).join(': '), amountPence: toPence(method.amount.value), currency: method.amount.currency ?? 'GBP' }]
        : [],
    ),
    selectedShippingMethod: selected ? `${selected.carrier_code}:${selected.method_code}` : null,
    billingAddress: cart.billing_address ? toAddressView(cart.billing_address) : null,
    paymentMethods: (cart.available_payment_methods ?? []).flatMap((method) => (method ? [{ code: method.code, title: method.title }] : [])),
    selectedPayment: cart.selected_payment_method?.code ? { code: cart.selected_payment_method.code, purchaseOrderNumber: cart.selected_payment_method.purchase_order_number ?? '' } : null,
    progress: {
      hasEmail: email !== null,
      isVirtual: cart.is_virtual,
      hasShippingAddress: shipping !== null,
      hasShippingMethod: Boolean(selected?.carrier_code),
      hasBillingAddress: cart.billing_address !== null && cart.billing_address !== undefined,
    },
    customer,
  }
}
