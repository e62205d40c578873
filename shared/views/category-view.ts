/**
 * @module
 * What a category page is rendered from (SPEC §3 Category): its copy (sanitised HTML), breadcrumbs,
 * child tiles, the extras a category may carry, and its listing.
 */
import type { BreadcrumbView, ListingView, ProductCardView } from './listing-view'

export type CategoryTileView = { name: string; path: string; productCount: number }
export type CategoryFaqView = { question: string; answerHtml: string }

export type CategoryListingView = {
  uid: string
  name: string
  /** Store-relative path of the category page. */
  path: string
  descriptionHtml: string | null
  breadcrumbs: BreadcrumbView[]
  children: CategoryTileView[]
  printerMessage: string | null
  printerAsProduct: boolean
  faq: CategoryFaqView[]
  verdictHtml: string | null
  reviewText: string | null
  reviewStars: { percent: number; count: number } | null
  additionalHtml: string | null
  bestsellers: ProductCardView[]
  bestValues: ProductCardView[]
  listing: ListingView
}
