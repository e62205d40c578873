/**
 * @module
 * What the guards and the header ask about the visitor: the cart's size and, when signed in, who
 * they are; and signing out. The documents are the `.graphql` files in `session/`; their types are
 * generated.
 */
export {
  CartTotalQuantityDocument as CART_TOTAL_QUANTITY,
  CustomerCartIdDocument as CUSTOMER_CART_ID,
  CustomerSummaryDocument as CUSTOMER_SUMMARY,
  RevokeCustomerTokenDocument as REVOKE_CUSTOMER_TOKEN,
  ShopperSessionDocument as SHOPPER_SESSION,
} from '../generated'
