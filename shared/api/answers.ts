/**
 * @module
 * What the named operations answer the browser (SPEC §7), where the answer is the shop's own view
 * rather than a Magento document's data. Cart ids and tokens never appear: they stay in httpOnly
 * cookies.
 */
import type { CartUserInputErrorType } from '../graphql/generated'
import type { MenuEntry } from '../rules/menu'

/** The first user error of a refused add (SPEC §5: "a non-empty user_errors list throws the first message"). */
export type CartRefusal = { code: CartUserInputErrorType; message: string }

/** `addProductsToCart` and `switchToAlternative`: the new basket size, or the first refusal. */
export type AddToCartAnswer = { added: true; totalQuantity: number } | { added: false; error: CartRefusal }

/**
 * `buyTogetherAndSave` (SPEC §5 "Buy together"): both added, or the product without its companion
 * when the companion has just run out, or the first refusal.
 */
export type BuyTogetherAnswer = { added: true; companionAdded: boolean; totalQuantity: number } | { added: false; error: CartRefusal }

/** `removeItemFromCart`: the basket's new size. */
export type RemovedLineAnswer = { removeItemFromCart: { cart: { total_quantity: number } } }

/** `createEmptyCart`: the cart exists; its id went into the httpOnly cookie. */
export type CreatedCartAnswer = { createEmptyCart: { created: true } }

/** What the shell shows about the shopper (`session`; SPEC §2 account menu and basket badge). */
export type ShopperSession = { signedIn: boolean; firstName: string | null; cartQuantity: number; wishlistCount: number }

/** `generateCustomerToken`: signed in; the token went into the httpOnly cookie. */
export type SignInAnswer = { generateCustomerToken: { signedIn: true } }

/** `revokeCustomerToken`: signed out, whether or not the token was still valid. */
export type SignOutAnswer = { revokeCustomerToken: { result: true } }

/** `categoryMenu`: the trimmed menu the desktop bar is rendered from (SPEC §2 "Mobile navigation"). */
export type CategoryMenuAnswer = { menu: MenuEntry[] }

export type SavedPrinterView = { uid: string; name: string; path: string }

/** `myPrinters`: the signed-in shopper's saved printers, linked in their store view. */
export type SavedPrintersAnswer = { signedIn: boolean; printers: SavedPrinterView[] }

/** `addMyPrinter`. */
export type SavePrinterAnswer = { saved: boolean }

/** Why a review was not taken: the shopper must sign in; the input does not fit; no such product; the back end refused. */
export type ReviewRefusal = 'signIn' | 'invalid' | 'notFound' | 'failed'

/** `createProductReview`. */
export type ReviewAnswer = { submitted: true } | { submitted: false; reason: ReviewRefusal }

/** Why the wish list did not change. */
export type WishlistError = 'signIn' | 'notFound' | 'unsupported' | 'failed'

/** `wishlistProduct`, `addProductsToWishlist`, `removeProductsFromWishlist`: one product's state. */
export type WishlistAnswer = { signedIn: boolean; inList: boolean; itemsCount: number | null; error: WishlistError | null }
