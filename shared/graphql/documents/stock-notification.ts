/**
 * @module
 * The out-of-stock modal's e-mail form (SPEC §2 Modals, §5: email, productId, categoryId and
 * categoryProduct are all required). A shop extension: see shared/graphql/shop-extensions.graphqls.
 * The document is in `stock-notification/`; its types are generated.
 */
export { RequestStockNotificationDocument as REQUEST_STOCK_NOTIFICATION } from '../generated'
