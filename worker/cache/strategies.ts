/**
 * @module
 * Every cache lifetime the worker uses, named once (DESIGN "Caching"): the `Cache-Control` values of
 * its responses and how long KV keeps each kind of back-end data fresh. Changing a policy is a change
 * here, not a search through route modules.
 */

/** Personal, per-visitor, failed or written answers: never kept by any cache. */
export const NO_STORE = 'no-store'

/** Kept, but checked with the origin before each reuse: the service worker script, the offline pages. */
export const REVALIDATE_EACH_TIME = 'no-cache'

/** Anonymous GraphQL reads: they change rarely, so as long as the KV caches' freshness. */
export const PUBLIC_READ_MAX_AGE_SECONDS = 60
export const CACHE_SHORT = `public, max-age=${PUBLIC_READ_MAX_AGE_SECONDS}`

/**
 * Pages that are the same for every shopper (`sharedPage`): kept at the edge as long as the data
 * they are made of stays fresh in KV. A purge makes the edge's copies new at once.
 */
export const SHARED_PAGE_FRESH_SECONDS = PUBLIC_READ_MAX_AGE_SECONDS

/** robots.txt and the sitemaps: crawlers read them often; an hour keeps new pages visible soon. */
export const CACHE_ONE_HOUR = 'public, max-age=3600'

/** Headers of a response nothing may store. */
export const NO_STORE_HEADERS: Readonly<Record<'Cache-Control', string>> = { 'Cache-Control': NO_STORE }

/** Marks the response being made as personal (or a write's): nothing may store it. */
export function personal(c: { header: (name: 'Cache-Control', value: string) => void }): void {
  c.header('Cache-Control', NO_STORE)
}

/** What KV caches, and for how long a value counts as fresh (seconds); stale values are refreshed in the background. */
export const KV_FRESH_SECONDS = {
  route: 60,
  cmsPage: 60,
  storeConfig: 60,
  categoryTree: 60,
  cmsBlocks: 60,
  shipmentConfig: 60,
  /** A category page's landing view (no filters, first page): the listing a back-end outage keeps. */
  categoryListing: 60,
  /** The home page's bestseller and best-value picks. */
  homeProducts: 60,
  /** Option labels of the attributes product pages name by id (brand, colour, condition). */
  attributeLabels: 300,
  /** A product page's cards, first page of reviews and review summary (by SKU). */
  productExtras: 60,
  /** The ratings a review gives and their star values (SPEC §7 productReviewRatingsMetadata): shop set-up. */
  reviewRatings: 300,
} as const

/** How long past freshness a KV value is kept, to be served while the back end is down. */
export const KV_STALE_KEEP_SECONDS = 7 * 24 * 60 * 60
