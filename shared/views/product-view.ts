/**
 * @module
 * What the product page is rendered from (SPEC §2 "Product page", §3 "Product"): the loader maps
 * Magento's product to this, so components never see GraphQL results. Money is integer minor units
 * (pence, or cents in the German store); HTML fields are already sanitised by the worker.
 */
import type { SpecialStockNote } from '../rules/special-stock-note'
import type { BreadcrumbView, ProductCardView } from './listing-view'
import type { SwitchAndSaveOfferView } from './printer-views'

export type PriceView = { incl: number; excl: number }

export type GalleryItemView =
  | { kind: 'image'; url: string; alt: string }
  /** A video: the host's thumbnail (or the gallery's own picture) linking to the video. */
  | { kind: 'video'; url: string; thumbnail: string; title: string }

export type YieldView = { colour: string | null; swatches: readonly string[]; text: string | null; pages: number | null }

export type SpecificationGroupView = { group: string; rows: readonly { label: string; value: string }[] }

/** A configurable product's options (SPEC §4: "a configurable product needs a chosen variant"). */
export type ConfigurableView = {
  kind: 'configurable'
  options: readonly { code: string; label: string; values: readonly { uid: string; label: string }[] }[]
  /** Each variant by the option value uids that pick it, in the order of `options`. */
  variants: readonly { optionUids: readonly string[]; sku: string; inStock: boolean; onlyLeft: number | null; price: PriceView; imageUrl: string | null }[]
}

export type BundleView = {
  kind: 'bundle'
  items: readonly { uid: string; title: string; required: boolean; multiple: boolean; options: readonly { uid: string; label: string; quantity: number; isDefault: boolean; price: number | null }[] }[]
}

/** SPEC §4 "Grouped: one line per child with the same quantity". */
export type GroupedView = { kind: 'grouped'; children: readonly { sku: string; name: string; quantity: number; inStock: boolean; price: PriceView }[] }

export type DownloadableView = { kind: 'downloadable'; title: string | null; links: readonly { uid: string; title: string }[] }

export type ProductOptionsView = ConfigurableView | BundleView | GroupedView | DownloadableView | { kind: 'none' }

/** A dated offer (SPEC §3 promotions), shown only inside its window; `html` is the sanitised lightbox. */
export type PromotionView = { kind: 'cashback' | 'tradeIn' | 'warrantyExtension'; amount: number | null; years: number | null; catchLine: string | null; endDate: string | null; html: string | null }

export type BuyTogetherView = { companion: { sku: string; name: string; path: string; imageUrl: string | null }; discountPercent: number; price: PriceView; offerPrice: PriceView }

export type ProductPageView = {
  id: number
  uid: string
  sku: string
  typename: string
  name: string
  description: string | null
  keywords: string | null
  /** Store-relative canonical path: the first URL rewrite, else `/p/{sku}`. */
  path: string
  brand: { id: number; label: string } | null
  isOwnBrand: boolean
  /** SPEC §9 attribute set 21: a printer (its specification, the dynamic-security notice). */
  isPrinter: boolean
  isRefurbished: boolean
  isGenuine: boolean
  colour: string | null
  manufacturerCode: string | null
  /** Average in percent (0-100) and how many reviews; null when not reviewed. */
  rating: { percent: number; count: number } | null
  capacity: readonly string[]
  yields: readonly YieldView[]
  perPageMinor: number | null
  price: PriceView
  /** The regular price, struck through, when a special price applies. */
  was: PriceView | null
  tierPrices: readonly { quantity: number; price: PriceView }[]
  inStock: boolean
  onlyLeft: number | null
  /** The most one order may hold (SPEC §4: not above only_x_left_in_stock or max_sale_qty). */
  maxQuantity: number | null
  /** When an out-of-stock product is due back; never a date already gone (`restockDateToShow`). */
  dueInDate: string | null
  /** London's date the view was made for: its dates are written against it (`formatCalendarDate`). */
  today: string
  newToMarket: boolean
  headline: string | null
  conformityMarks: readonly string[]
  warranty: 'ownBrand' | 'refurbished' | null
  gallery: readonly GalleryItemView[]
  descriptionHtml: string | null
  shortDescriptionHtml: string | null
  specification: readonly SpecificationGroupView[]
  compatibility: readonly BreadcrumbView[]
  reasonsToBuy: readonly string[]
  features: readonly string[]
  hpPlusIncompatible: boolean
  /** SPEC §2: an HP printer flagged for dynamic security (shared/rules/dynamic-security.ts). */
  dynamicSecurity: boolean
  manufacturer: { name: string | null; address: string | null; safety: string | null }
  deliveryCutOff: string | null
  /** SPEC §3 special_stock: a lead time or the back end's delivery text. */
  specialStock: SpecialStockNote | null
  promotions: readonly PromotionView[]
  /** The own-brand alternative SPEC §5 lets through, compared as on printer model pages. */
  alternative: SwitchAndSaveOfferView | null
  buyTogether: BuyTogetherView | null
  options: ProductOptionsView
  breadcrumbs: readonly BreadcrumbView[]
  /** The category the shopper most likely came from (the deepest), for stock notifications. */
  categoryId: number
  relatedPrinters: readonly BreadcrumbView[]
  categoryLink: string | null
}

export type ReviewView = { nickname: string; summary: string; text: string; date: string; percent: number; ratings: readonly { name: string; value: number }[] }

/**
 * How all approved reviews rate the product: the mean (1-5, unrounded) and the reviews per star, 5
 * down to 1 (SPEC §2 Reviews tab; SPEC §9 shows ratings to 2 decimals).
 */
export type ReviewSummaryView = { average: number; total: number; counts: readonly { stars: number; count: number }[] }

export type ReviewsPageView = { items: readonly ReviewView[]; page: number; totalPages: number; summary: ReviewSummaryView | null }

/** A rating a review gives (SPEC §7 productReviewRatingsMetadata) and the value id of each star, 1 to 5. */
export type ReviewRatingView = { id: string; name: string; values: readonly { valueId: string; stars: number }[] }

/** The product page's second request: cards and a page of reviews, streamed after the first screen. */
export type ProductExtrasView = {
  related: readonly ProductCardView[]
  upsell: readonly ProductCardView[]
  inRange: readonly ProductCardView[]
  reviews: ReviewsPageView
}
