/**
 * @module
 * Every resolver of the reference back end, by GraphQL type. Resolvers listed under an interface
 * apply to each type implementing it, unless the type lists its own.
 */
import type { ProductRecord } from '../db/products'
import { customAttributeMetadata } from './attributes'
import { bundleCartItemResolvers, cartItemResolvers, cartItemTypename, cartQueries, cartResolvers, configurableCartItemResolvers } from './cart'
import { cartMutations } from './cart-mutations'
import { typedAddMutations } from './cart-typed-adds'
import { cartAddressResolvers, cartCheckoutResolvers, checkoutMutations, shippingAddressResolvers } from './checkout'
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
import { cmsPageResolvers, routedTypename, routeQueries } from './route'
import type { ProductSource, ResolverMap } from './types'

export const resolvers: ResolverMap = {
  Query: {
    fields: {
      ...contentQueries,
      ...routeQueries,
      ...categoryQueries,
      products: resolveProducts,
      customAttributeMetadata,
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
      ...compareListQueries,
      ...wishlistQueries,
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
      ...compareListMutations,
      ...customerDeletionMutations,
      ...wishlistCartMutations,
      ...sendFriendMutations,
    },
  },
  Cart: { fields: { ...cartResolvers, ...cartCheckoutResolvers } },
  Customer: { fields: { ...customerFieldResolvers, ...customerAddressFields, ...customerWishlistFields, ...customerCompareListField, reviews: customerReviews } },
  Wishlist: { fields: wishlistResolvers },
  StoreConfig: { fields: sendFriendConfigField },
  OrderItemInterface: { __resolveType: (v: { __typename?: string }) => v.__typename },
  WishlistItemInterface: { __resolveType: wishlistItemTypename, fields: wishlistItemResolvers },
  ConfigurableWishlistItem: { fields: configurableWishlistItemResolvers },
  BundleWishlistItem: { fields: bundleWishlistItemResolvers },
  DownloadableWishlistItem: { fields: downloadableWishlistItemResolvers },
  CartAddressInterface: { __resolveType: (a: { address: { kind: string } }) => (a.address.kind === 'shipping' ? 'ShippingCartAddress' : 'BillingCartAddress'), fields: cartAddressResolvers },
  ShippingCartAddress: { fields: shippingAddressResolvers },
  ConfigurableCartItem: { fields: configurableCartItemResolvers },
  BundleCartItem: { fields: bundleCartItemResolvers },
  CartItemInterface: { __resolveType: cartItemTypename, fields: cartItemResolvers },
  ProductInterface: {
    __resolveType: (p: ProductRecord) => productTypename(p),
    fields: { ...productInterfaceResolvers, ...productExtensionResolvers, reviews: productReviews, review_summary: productReviewSummary },
  },
  ConfigurableProduct: { fields: configurableResolvers },
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
  // Declared by Magento for custom options and swatches; this back end has neither.
  CustomizableOptionInterface: { __resolveType: () => undefined },
  SwatchDataInterface: { __resolveType: () => undefined },
}
