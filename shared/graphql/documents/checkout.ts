/**
 * @module
 * The checkout steps (SPEC §2 /checkout, §7 mutations): what the steps read, and each step's write
 * up to `placeOrder`. The documents are the `.graphql` files in `checkout/`; their types are generated.
 */
export {
  CheckoutCustomerDocument as CHECKOUT_CUSTOMER,
  CheckoutStateDocument as CHECKOUT_STATE,
  CustomerPlacedOrderDocument as CUSTOMER_PLACED_ORDER,
  GuestPlacedOrderDocument as GUEST_PLACED_ORDER,
  PlaceOrderDocument as PLACE_ORDER,
  SetBillingAddressOnCartDocument as SET_BILLING_ADDRESS_ON_CART,
  SetGuestEmailOnCartDocument as SET_GUEST_EMAIL_ON_CART,
  SetPaymentMethodOnCartDocument as SET_PAYMENT_METHOD_ON_CART,
  SetShippingAddressOnCartDocument as SET_SHIPPING_ADDRESS_ON_CART,
  SetShippingMethodOnCartDocument as SET_SHIPPING_METHOD_ON_CART,
} from '../generated'
