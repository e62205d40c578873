/**
 * @module
 * What the guards ask about the visitor: the cart's size and, when signed in, who they are.
 */
import { gql, type TypedDocumentNode } from '@urql/core'

export const CART_TOTAL_QUANTITY: TypedDocumentNode<{ cart: { total_quantity: number } | null }, { cartId: string }> = gql`
  query CartTotalQuantity($cartId: String!) {
    cart(cart_id: $cartId) {
      total_quantity
    }
  }
`

export const CUSTOMER_CART_ID: TypedDocumentNode<{ customerCart: { id: string; total_quantity: number } }, Record<string, never>> = gql`
  query CustomerCartId {
    customerCart {
      id
      total_quantity
    }
  }
`

export const CUSTOMER_SUMMARY: TypedDocumentNode<{ customer: { firstname: string | null; email: string | null } | null }, Record<string, never>> = gql`
  query CustomerSummary {
    customer {
      firstname
      email
    }
  }
`

/** The header's view of a signed-in shopper: the greeting's first name, the basket badge and the wish list's size. */
export const SHOPPER_SESSION: TypedDocumentNode<
  {
    customer: { firstname: string | null; wishlists: { items_count: number | null }[] | null } | null
    customerCart: { total_quantity: number | null } | null
  },
  Record<string, never>
> = gql`
  query ShopperSession {
    customer {
      firstname
      wishlists {
        items_count
      }
    }
    customerCart {
      total_quantity
    }
  }
`

/** Ends the customer's token at the back end (sign-out). */
export const REVOKE_CUSTOMER_TOKEN: TypedDocumentNode<{ revokeCustomerToken: { result: boolean } | null }, Record<string, never>> = gql`
  mutation RevokeCustomerToken {
    revokeCustomerToken {
      result
    }
  }
`
