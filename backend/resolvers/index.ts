/**
 * @module
 * Every resolver of the reference back end, by GraphQL type. Resolvers listed under an interface
 * apply to each type implementing it, unless the type lists its own.
 */
import type { ProductRecord } from '../db/products'
import { customAttributeMetadata } from './attributes'
import { attributeMetadataQueries, attributeMetadataTypes } from './attribute-metadata'
import { customerAddressEavFields, customerEavFields } from './customer-eav-fields'
import { productCustomAttributes } from './product-custom-attributes'
import { bundleCartItemResolvers, cartItemResolvers, cartItemTypename, cartQueries, cartResolvers, configurableCartItemResolvers } from './cart'
import { cartMutations } from './cart-mutations'
import { typedAddMutations } from './cart-typed-adds'
import { cartAddressResolvers } from './cart-addresses'
import { cartCheckoutResolvers, checkoutMutations, shippingAddressResolvers } from './checkout'
import { estimateMutations } from './checkout-estimates'
import { categoryQueries, categoryResolvers } from './category'
import { compareListMutations, compareListQueries, customerCompareListField } from './compare-lists'
import { contentQueries } from './content'
import { customerFieldResolvers, customerMutations, customerQueries } from './customer'
import { customerAccountMutations } from './customer-account'
import { customerDeletionMutations } from './customer-deletion'
import { addressMutations, customerAddressFields } from './customer-addresses'
import {
  bundleWishlistItemResolvers,
  configurableWishlistItemResolvers,
  customerWishlistFields,
  downloadableWishlistItemResolvers,
  wishlistItemResolvers,
  wishlistItemTypename,
  wishlistMutations,
  wishlistQueries,
  wishlistResolvers,
} from './wishlist'
import { wishlistCartMutations } from './wishlist-cart'
import { sendFriendConfigField, sendFriendMutations } from './send-friend'
import { productInterfaceResolvers, productTypename } from './product'
import { alternativeProductResolvers, productExtensionResolvers } from './product-extensions'
import { bundleResolvers, configurableResolvers, downloadableResolvers, giftCardResolvers, groupedResolvers } from './product-types'
import { resolveProducts } from './products-query'
import { contactMutations } from './contact'
import { absentFeatureQueries } from './absent-features'
import { currencyQueries } from './currency'
import { emailAvailabilityQueries } from './email-availability'
import { paymentTokenMutations, paymentTokenQueries } from './payment-tokens'
import { recaptchaQueries } from './recaptcha'
import { customerDownloadQueries } from './customer-downloads'
import { customerReviews, productReviews, productReviewSummary, reviewMutations, reviewQueries } from './reviews'
import { savedPrinterMutations, savedPrinterQueries } from './saved-printers'
import { stockAlertMutations } from './stock-alerts'
import { guestOrderQueries } from './guest-orders'
import { orderCancellationConfigFields, orderCancellationMutations } from './order-cancellation'
import { discountFields } from './order-items'
import { reorderMutations } from './reorder'
import { cmsPageResolvers, routedTypename, routeQueries } from './route'
import type { ProductSource, ResolverMap } from './types'
import { productLinkResolvers } from './product-links'
import { configurableSelectionResolvers } from './configurable-selection'
import { layerFilterResolvers } from './layer-filters'
import {
  cartGiftMessageResolvers,
  cartItemDetailResolvers,
  cartItemPriceResolvers,
  downloadableCartItemResolvers,
  fixedProductTaxStoreConfigResolvers,
  shippingAddressItemResolvers,
} from './cart-item-details'
import { optionValueSwatchResolvers, selectionValueSwatchResolvers, swatchTypename } from './swatches'

import { cartErrorTypename } from './cart-update-errors'
import { laterCustomerFields, laterCustomerOrdersFields, laterProductFields, laterStoreConfigFields, laterUpdateCartItemsFields } from './later-version-fields'
import { resendConfirmationMutations } from './resend-confirmation'
import { cancelOrderOutputFields, guestOrderCancellationMutations } from './guest-order-cancellation'
import { recaptchaFormConfigQueries } from './recaptcha-form-config'
import { clearWishlistMutations } from './clear-wishlist'
import { addressV2Mutations, customerAddressUidField } from './customer-addresses-v2'
import { customerGroupQueries } from './customer-group'

export const resolvers: ResolverMap = {
  Query: {
    fields: {
      ...contentQueries,
      ...routeQueries,
      ...categoryQueries,
      products: resolveProducts,
      customAttributeMetadata,
      ...attributeMetadataQueries,
      ...cartQueries,
      ...customerQueries,
      ...reviewQueries,
      ...savedPrinterQueries,
      ...emailAvailabilityQueries,
      ...currencyQueries,
      ...absentFeatureQueries,
      ...paymentTokenQueries,
      ...recaptchaQueries,
      ...customerDownloadQueries,
      ...guestOrderQueries,
      ...compareListQueries,
      ...wishlistQueries,
      ...recaptchaFormConfigQueries,
      ...customerGroupQueries,
    },
  },
  Mutation: {
    fields: {
      ...cartMutations,
      ...typedAddMutations,
      ...checkoutMutations,
      ...estimateMutations,
      ...customerMutations,
      ...customerAccountMutations,
      ...addressMutations,
      ...reviewMutations,
      ...stockAlertMutations,
      ...contactMutations,
      ...savedPrinterMutations,
      ...wishlistMutations,
      ...paymentTokenMutations,
      ...reorderMutations,
      ...orderCancellationMutations,
      ...compareListMutations,
      ...customerDeletionMutations,
      ...wishlistCartMutations,
      ...sendFriendMutations,
      ...resendConfirmationMutations,
      ...guestOrderCancellationMutations,
      ...clearWishlistMutations,
      ...addressV2Mutations,
    },
  },
  Cart: { fields: { ...cartResolvers, ...cartCheckoutResolvers, ...cartGiftMessageResolvers } },
  Customer: { fields: { ...customerFieldResolvers, ...customerAddressFields, ...customerWishlistFields, ...customerCompareListField, reviews: customerReviews, ...customerEavFields, ...laterCustomerFields } },
  CustomerAddress: { fields: { ...customerAddressEavFields, ...customerAddressUidField } },
  CancelOrderOutput: { fields: cancelOrderOutputFields },
  Wishlist: { fields: wishlistResolvers },
  StoreConfig: { fields: { ...orderCancellationConfigFields, ...fixedProductTaxStoreConfigResolvers, ...sendFriendConfigField, ...laterStoreConfigFields } },
  CustomerOrders: { fields: laterCustomerOrdersFields },
  UpdateCartItemsOutput: { fields: laterUpdateCartItemsFields },
  // Magento's CartErrorTypeResolver: an error that carries a quantity is an InsufficientStockError.
  Error: { __resolveType: cartErrorTypename },
  // Magento's deprecated order_id is the order number too.
  Order: { fields: { order_id: (order: { order_number: string }) => order.order_number } },
  Discount: { fields: discountFields },
  OrderItemInterface: { __resolveType: (v: { __typename?: string }) => v.__typename },
  WishlistItemInterface: { __resolveType: wishlistItemTypename, fields: wishlistItemResolvers },
  ConfigurableWishlistItem: { fields: configurableWishlistItemResolvers },
  BundleWishlistItem: { fields: bundleWishlistItemResolvers },
  DownloadableWishlistItem: { fields: downloadableWishlistItemResolvers },
  CartAddressInterface: { __resolveType: (a: { address: { kind: string } }) => (a.address.kind === 'shipping' ? 'ShippingCartAddress' : 'BillingCartAddress'), fields: cartAddressResolvers },
  ShippingCartAddress: { fields: { ...shippingAddressResolvers, ...shippingAddressItemResolvers } },
  ConfigurableCartItem: { fields: configurableCartItemResolvers },
  BundleCartItem: { fields: bundleCartItemResolvers },
  CartItemInterface: { __resolveType: cartItemTypename, fields: { ...cartItemResolvers, ...cartItemDetailResolvers } },
  DownloadableCartItem: { fields: downloadableCartItemResolvers },
  CartItemPrices: { fields: cartItemPriceResolvers },
  ProductInterface: {
    __resolveType: (p: ProductRecord) => productTypename(p),
    fields: { ...productInterfaceResolvers, ...productExtensionResolvers, ...productLinkResolvers, reviews: productReviews, review_summary: productReviewSummary, custom_attributesV2: productCustomAttributes, ...laterProductFields },
  },
  ConfigurableProduct: { fields: { ...configurableResolvers, ...configurableSelectionResolvers } },
  BundleProduct: { fields: bundleResolvers },
  GroupedProduct: { fields: groupedResolvers },
  DownloadableProduct: { fields: downloadableResolvers },
  GiftCardProduct: { fields: giftCardResolvers },
  AlternativeProduct: { fields: alternativeProductResolvers },
  CategoryInterface: { __resolveType: () => 'CategoryTree', fields: categoryResolvers },
  RoutableInterface: { __resolveType: (v: { routeType?: string; type_id?: string }) => routedTypename(v, (p: ProductSource) => productTypename(p)) },
  CmsPage: { fields: cmsPageResolvers },
  MediaGalleryInterface: { __resolveType: (v: { __typename?: string }) => v.__typename },
  AggregationOptionInterface: { __resolveType: () => 'AggregationOption' },
  // Declared by Magento for custom options; this shop sells no product with any.
  CustomizableOptionInterface: { __resolveType: () => undefined },
  SwatchDataInterface: { __resolveType: swatchTypename },
  ConfigurableProductOptionsValues: { fields: optionValueSwatchResolvers },
  ConfigurableProductOptionValue: { fields: selectionValueSwatchResolvers },
  ProductLinksInterface: { __resolveType: () => 'ProductLinks' },
  Products: { fields: layerFilterResolvers },
  LayerFilterItemInterface: { __resolveType: (v: { __typename: string }) => v.__typename },
  SwatchLayerFilterItemInterface: { __resolveType: () => 'SwatchLayerFilterItem' },
  ...attributeMetadataTypes,
}
