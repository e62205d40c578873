/**
 * @module
 * What listing pages (category, printer model, search) are rendered from: the loaders map Magento's
 * shapes to these, so components never see GraphQL results. Money is integer minor units.
 */
import type { ListingFilterKey, ListingState } from '../rules/listing-url'

export type ProductCardView = {
  sku: string
  name: string
  /** Store-relative path of the product page. */
  path: string
  image: { url: string; alt: string } | null
  /** "Approx. 1,000 pages" style yield text, when the product has one. */
  yieldText: string | null
  /** Price per printed page including VAT, in minor units with decimals (0.9p is 0.9). */
  perPageMinor: number | null
  price: { incl: number; excl: number }
  /** The price before a special price, including VAT, when the product is on offer. */
  wasIncl: number | null
  inStock: boolean
  /** "Only {n} left" when stock is that low. */
  onlyLeft: number | null
  /** Average rating in percent (0-100) and how many reviews, when reviewed. */
  rating: { percent: number; count: number } | null
  /** SPEC §4: simple and alternative products go straight into the basket; the others need their page. */
  addToCart: 'direct' | 'choose-options'
}

export type FacetOptionView = { value: string; label: string; count: number }

export type FacetView = { code: ListingFilterKey; label: string; options: readonly FacetOptionView[] }

export type ListingView = {
  state: ListingState
  total: number
  totalPages: number
  products: readonly ProductCardView[]
  facets: readonly FacetView[]
}

export type BreadcrumbView = { name: string; path: string }
