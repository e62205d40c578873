import { CART_PATH } from '../../shared/constants/shop'
import { CART_ADD_PATH, CHECKOUT_START_PATH, CREATE_ACCOUNT_PATH, FORGOT_PASSWORD_PATH, SWITCH_SAVE_PATH, WISHLIST_PATH } from '../../shared/constants/shop-paths'
import type { StoreView } from '../../shared/constants/stores'
import { storePath } from '../../shared/rules/store-from-path'

/** Pages the modals and panels link to, prefixed for the store view by the server. */
export type ModalPaths = {
  home: string
  cart: string
  checkout: string
  wishlist: string
  /** Where the wish list's "Move to basket" form posts. */
  wishlistMove: string
  switchSave: string
  forgotPassword: string
  /** Where an add-to-basket form posts (the switch-and-sell modal's). */
  cartAdd: string
  /** The registration page; the login modal adds the page to come back to. */
  register: string
}

export function modalPaths(store: StoreView): ModalPaths {
  return {
    home: storePath(store, '/'),
    cart: storePath(store, CART_PATH),
    checkout: storePath(store, CHECKOUT_START_PATH),
    wishlist: storePath(store, WISHLIST_PATH),
    wishlistMove: storePath(store, `${WISHLIST_PATH}/move`),
    switchSave: storePath(store, SWITCH_SAVE_PATH),
    forgotPassword: storePath(store, FORGOT_PASSWORD_PATH),
    cartAdd: storePath(store, CART_ADD_PATH),
    register: storePath(store, CREATE_ACCOUNT_PATH),
  }
}
