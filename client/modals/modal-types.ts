/**
 * @module
 * Every modal the shell can show (SPEC §2 "Modals") and what each needs to render. Props are plain
 * data: modals are opened from islands and page behaviours alike.
 */

/** A basket line as analytics knows it (unit price inc. VAT, in minor units). */
export type RemovedItem = { sku: string; name: string; pricePence: number; quantity: number }

/** The product a modal is about, as listings and product pages know it. */
export type ModalProduct = {
  sku: string
  name: string
  /** Store-relative URL of the product page. */
  url: string
  imageUrl?: string | null
}

export type ModalPropsByKind = {
  /** After add to cart: buttons View basket and Continue; `also` lists more products added at once (buy together). */
  afterAddToCart: { product: ModalProduct; quantity: number; also?: readonly { product: ModalProduct; quantity: number }[] }
  /** Out of stock: an e-mail form; on success a thank-you with the product link and continue shopping. */
  outOfStock: {
    product: ModalProduct & { id: number }
    /** SPEC §3 "Out-of-stock props": additionalParams.categoryId; 0 when opened outside a category. */
    categoryId: number
  }
  /**
   * Switch and save: the own-brand offer (SPEC §1: save up to 50%, rated 4.8 of 5 from 43,805
   * reviews). SPEC §3 "Switch-and-sell props: product, qty (default 1), categoryName": opened from an
   * offer it shows that own-brand product and adds it; opened without one it explains the offer.
   */
  switchAndSell: { product?: ModalProduct & { priceIncl?: number | undefined }; quantity?: number | undefined; categoryName?: string | undefined }
  /** Brand links: each goes to /{inkType}/{brandName}.html. */
  brandLinks: { title: string; links: { label: string; href: string }[] }
  /** Info: HTML content from the back end (already sanitised by the server). */
  info: { title: string; html: string }
  /** Manufacturer tooltip: a title and plain text. */
  manufacturerTooltip: { title: string; text: string }
  /** Remove-item confirmation for a cart line; `item` is the line as GA4's remove_from_cart reports it. */
  removeItem: { itemUid: string; productName: string; item?: RemovedItem }
  /** SPEC §8: titled "Not compatible with HP+". */
  hpPlusIncompatible: Record<string, never>
  login: Record<string, never>
  newsletter: Record<string, never>
}

export type ModalKind = keyof ModalPropsByKind

export type ModalRequest = { [K in ModalKind]: { kind: K; props: ModalPropsByKind[K] } }[ModalKind]

export const MODAL_KINDS: readonly ModalKind[] = [
  'afterAddToCart',
  'outOfStock',
  'switchAndSell',
  'brandLinks',
  'info',
  'manufacturerTooltip',
  'removeItem',
  'hpPlusIncompatible',
  'login',
  'newsletter',
]

export function isModalKind(value: string): value is ModalKind {
  return (MODAL_KINDS as readonly string[]).includes(value)
}
