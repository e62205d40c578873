/**
 * @module
 * Cart life cycle (SPEC §7): a new guest cart, a guest cart merged into the customer's at sign-in,
 * adding products (with a buy-together companion), changing and removing a line. The cart's size lives in `session.ts` with the other visitor facts. The
 * documents are the `.graphql` files in `cart/`; their types are generated.
 */
export {
  AddProductsToCartDocument as ADD_PRODUCTS_TO_CART,
  ApplyCouponToCartDocument as APPLY_COUPON_TO_CART,
  BasketPageDocument as BASKET_PAGE,
  BuyTogetherAndSaveDocument as BUY_TOGETHER_AND_SAVE,
  CartLinesDocument as CART_LINES,
  CreateEmptyCartDocument as CREATE_EMPTY_CART,
  MergeCartsDocument as MERGE_CARTS,
  RemoveCouponFromCartDocument as REMOVE_COUPON_FROM_CART,
  RemoveItemFromCartDocument as REMOVE_ITEM_FROM_CART,
  UpdateCartItemQuantityDocument as UPDATE_CART_ITEM_QUANTITY,
  UpdateCartItemQuantityWithErrorsDocument as UPDATE_CART_ITEM_QUANTITY_WITH_ERRORS,
} from '../generated'
