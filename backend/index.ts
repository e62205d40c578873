/**
 * @module
 * The embedded reference back end: a Magento-compatible GraphQL endpoint on D1. Only the worker's
 * composition root imports this module.
 */
export { handleGraphQLRequest, type GraphQLEndpointOptions } from './graphql/http'
export type { CaptchaOptions } from './context'
export { handleCatalogueImage } from './media/image-endpoint'
export { findOutbox, latestOutbox, type OutboxMessage } from './db/outbox'
export {
  ALL_STORES_SCOPE,
  findStaffCmsEntry,
  listStaffCmsEntries,
  listStaffCmsVersions,
  restoreStaffCmsVersion,
  saveStaffCmsEntry,
  staffCmsPagePaths,
} from './staff/cms-editor'
export { findStaffStock, setStaffStock } from './staff/stock-setting'
export { findStaffReview, listStaffReviews, moderateStaffReview, STAFF_REVIEWS_PER_PAGE } from './staff/review-moderation'
