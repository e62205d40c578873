// What Magento Open Source added in 2.4.8 and 2.4.9 (from the list beside Adobe's introspection
// schemas, checked there against the resolvers of magento/magento2). The published 2.4.8 and
// 2.4.9 schemas are Adobe Commerce's, a superset: a field new since 2.4.7 that is not listed here
// is Commerce-only, and the storefront must not use it.

/** `Type.field` (output and input fields, root fields under Query and Mutation); `Type.*` for a new type. */
export const OPEN_SOURCE_ADDITIONS = new Set([
  'Mutation.resendConfirmationEmail',
  'Mutation.requestGuestOrderCancel',
  'Mutation.confirmCancelOrder',
  'Query.recaptchaFormConfig',
  'Mutation.clearWishlist',
  'Mutation.updateCustomerAddressV2',
  'Mutation.deleteCustomerAddressV2',
  'Query.customerGroup',
  // The types those root fields take and answer.
  'GuestOrderCancelInput.*',
  'ConfirmCancelOrderInput.*',
  'CancelOrderOutput.errorV2',
  'CancelOrderError.*',
  'CancelOrderErrorCode.*',
  'ReCaptchaConfigOutput.*',
  'ReCaptchaConfiguration.*',
  'ReCaptchaTypeEmum.*',
  'CustomerGroupStorefront.*',
  'StoreConfig.display_product_prices_in_catalog',
  'StoreConfig.display_shipping_prices',
  'StoreConfig.shopping_cart_display_price',
  'StoreConfig.shopping_cart_display_shipping',
  'StoreConfig.shopping_cart_display_subtotal',
  'StoreConfig.shopping_cart_display_grand_total',
  'StoreConfig.shopping_cart_display_full_summary',
  'StoreConfig.shopping_cart_display_zero_tax',
  'StoreConfig.shopping_cart_display_tax_gift_wrapping',
  'StoreConfig.cart_merge_preference',
  'CartPrices.grand_total_excluding_tax',
  'CartItemPrices.original_item_price',
  'CartItemPrices.original_row_total',
  'CartItemPrices.catalog_discount',
  'CartItemPrices.row_catalog_discount',
  'CartItemInterface.not_available_message',
  'UpdateCartItemsOutput.errors',
  'InsufficientStockError.*',
  'Error.*',
  'ProductInterface.quantity',
  'ProductInterface.min_sale_qty',
  'ProductInterface.max_sale_qty',
  'CustomerOrders.date_of_first_order',
  'CustomerOrder.available_actions',
  'OrderActionType.*',
  'OrderCustomerInfo.*',
  'CustomerOrder.customer_info',
  'CustomerOrder.order_status_change_date',
  'OrderTotal.subtotal_incl_tax',
  'OrderTotal.subtotal_excl_tax',
  'OrderTotal.grand_total_excl_tax',
  'Customer.addressesV2',
  'CustomerAddresses.*',
  'CustomerAddress.uid',
  // The guest order lookup's input: 2.4.8 asks for the surname, 2.4.9 renames the type.
  'OrderInformationInput.lastname',
  'GuestOrderInformationInput.*',
])

/**
 * Whether Open Source has the field `fieldName` of `type` (a type of a later version's schema), given
 * the 2.4.7 schema and the additions above; a field an interface declares counts for its types.
 */
export function inOpenSource(reference, type, fieldName) {
  const names = [type.name, ...(typeof type.getInterfaces === 'function' ? type.getInterfaces().map((face) => face.name) : [])]
  return names.some((name) => {
    if (OPEN_SOURCE_ADDITIONS.has(`${name}.${fieldName}`) || OPEN_SOURCE_ADDITIONS.has(`${name}.*`)) return true
    const known = reference.getType(name)
    return Boolean(known && 'getFields' in known && known.getFields()[fieldName])
  })
}
