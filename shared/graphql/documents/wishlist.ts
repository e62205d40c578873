/**
 * @module
 * The customer's wish list as the product page's heart needs it (SPEC §4 "Wishlist", §7
 * addProductsToWishlist and removeProductsFromWishlist with id 0): a page of its items by SKU, the
 * add and the remove, and the kind of product a request names. The documents are in `wishlist/`;
 * their types are generated.
 */
export {
  AccountWishlistDocument as ACCOUNT_WISHLIST,
  AddProductsToWishlistDocument as ADD_PRODUCTS_TO_WISHLIST,
  AddWishlistItemsToCartDocument as ADD_WISHLIST_ITEMS_TO_CART,
  RemoveProductsFromWishlistDocument as REMOVE_PRODUCTS_FROM_WISHLIST,
  WishlistItemsDocument as WISHLIST_ITEMS,
  WishlistProductTypeDocument as WISHLIST_PRODUCT_TYPE,
} from '../generated'
