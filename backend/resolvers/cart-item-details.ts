/**
 * @module
 * Cart fields Magento's clients read beside the lines themselves: a downloadable line's links, the
 * items of the shipping address, and the fields of features this shop does not have (custom
 * options, gift messages, fixed product tax), which answer Magento's values for "none".
 */
import type { Line } from './cart'
import { downloadableLinksOf } from './product-types'
import type { Resolver } from './types'

/** Magento's item gift message when none was written (GiftMessageGraphQl Cart\Item\GiftMessage). */
const NO_ITEM_GIFT_MESSAGE = { to: '', from: '', message: '' }

export const cartItemDetailResolvers: Record<string, Resolver<Line, never>> = {
  // No product of this shop has custom options (ProductInterface.options is empty), so no line has any.
  customizable_options: () => [],
  // The shop takes no gift messages: Magento answers an item without one with empty strings.
  gift_message: () => NO_ITEM_GIFT_MESSAGE,
}

export const downloadableCartItemResolvers: Record<string, Resolver<Line, never>> = {
  // The shop's downloadable products sell their links together (links_purchased_separately 0), so
  // a line has every link, as Magento adds them all to the item.
  links: (line, _a, c) => downloadableLinksOf(line.product, c),
  // Samples are the product's, and this shop's downloadable products have none.
  samples: () => [],
}

export const cartGiftMessageResolvers: Record<string, Resolver<unknown, never>> = {
  // Magento answers null for a cart without a gift message; this shop takes none.
  gift_message: () => null,
}

/** Fixed product tax (Weee) is off in this shop: Magento then answers no taxes per line. */
export const cartItemPriceResolvers: Record<string, Resolver<unknown, never>> = {
  fixed_product_taxes: () => [],
}

type AddressSource = { cart: { lines: () => Promise<Line[]> } }

export const shippingAddressItemResolvers: Record<string, Resolver<AddressSource, never>> = {
  // The deprecated per-address quantities: one address ships the whole cart, as cart_items_v2 says.
  cart_items: async ({ cart }) => (await cart.lines()).map((line) => ({ cart_item_id: line.item_id, quantity: line.quantity })),
}

/** Magento's FPT display settings answer FPT_DISABLED while fixed product tax is off (WeeeGraphQl StoreConfig). */
export const fixedProductTaxStoreConfigResolvers: Record<string, Resolver<unknown, never>> = {
  product_fixed_product_tax_display_setting: () => 'FPT_DISABLED',
  category_fixed_product_tax_display_setting: () => 'FPT_DISABLED',
  sales_fixed_product_tax_display_setting: () => 'FPT_DISABLED',
  // TaxGraphQl's tax/cart_display/gift_wrapping: the shop sells no gift wrapping, and would show it
  // as it shows every price to UK shoppers, including VAT (display_product_prices_in_catalog 2).
  shopping_cart_display_tax_gift_wrapping: () => 'DISPLAY_INCLUDING_TAX',
}
