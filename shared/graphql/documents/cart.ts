/**
 * @module
 * Cart life cycle (SPEC §7): a new guest cart, and a guest cart merged into the customer's at
 * sign-in. The cart's size lives in `session.ts` with the other visitor facts.
 */
import { gql, type TypedDocumentNode } from '@urql/core'

/** Magento answers with the new cart's masked id. */
export const CREATE_EMPTY_CART: TypedDocumentNode<{ createEmptyCart: string | null }, Record<string, never>> = gql`
  mutation CreateEmptyCart {
    createEmptyCart
  }
`

export const MERGE_CARTS: TypedDocumentNode<{ mergeCarts: { id: string; total_quantity: number } }, { source: string; destination: string }> = gql`
  mutation MergeCarts($source: String!, $destination: String) {
    mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {
      id
      total_quantity
    }
  }
`

/** SPEC §4 "Remove": one line by uid; the answer's total feeds the basket badge. */
export const REMOVE_ITEM_FROM_CART: TypedDocumentNode<
  { removeItemFromCart: { cart: { total_quantity: number } } | null },
  { cartId: string; itemUid: string }
> = gql`
  mutation RemoveItemFromCart($cartId: String!, $itemUid: ID!) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $itemUid }) {
      cart {
        total_quantity
      }
    }
  }
`
