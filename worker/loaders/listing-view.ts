/**
 * @module
 * Maps a page of Magento's `products` (with its facets) to what listing pages render: product
 * cards in integer minor units, and the facets whose attribute the URL state may filter by
 * (SPEC §5 whitelist). Shared by category, printer and search pages.
 */
import type { ListingProductsFragment, ProductCardFragment } from '../../shared/graphql/generated'
import { isListingFilterKey, type ListingState } from '../../shared/rules/listing-url'
import type { FacetView, ListingView, ProductCardView } from '../../shared/views/listing-view'

/** SPEC §4: listing cards add these types to the basket directly; the rest lead to the product page. */
const DIRECT_ADD_TYPES: ReadonlySet<string> = new Set(['SimpleProduct', 'AlternativeProduct', 'VirtualProduct', 'DownloadableProduct'])

/** Shown as "only {n} left" at or below this stock. */
const LOW_STOCK = 5

/** A GraphQL amount (a float in the store's currency) in integer minor units; null when absent. */
export const toMinorUnits = (amount: number | null | undefined): number | null => (typeof amount === 'number' && Number.isFinite(amount) ? Math.round(amount * 100) : null)

/** The product page's path: its URL key with the store's suffix (SPEC §9 `.html`; SPEC §2 "the first URL rewrite"), else `/p/{sku}`. */
export function productPath(product: { url_key?: string | null | undefined; url_suffix?: string | null | undefined; sku?: string | null | undefined }): string {
  if (product.url_key) return `/${product.url_key}${product.url_suffix ?? '.html'}`
  return `/p/${encodeURIComponent(product.sku ?? '')}`
}

export function productCardView(product: ProductCardFragment): ProductCardView | null {
  if (!product.sku || !product.name) return null
  const finalIncl = toMinorUnits(product.price_incl_vat) ?? toMinorUnits(product.price_range.minimum_price.final_price.value)
  if (finalIncl === null) return null
  const regular = toMinorUnits(product.price_range.minimum_price.regular_price.value)
  const excl = toMinorUnits(product.price_excl_vat) ?? Math.round(finalIncl / 1.2)
  const firstYield = product.yields?.find((entry) => entry?.yield_text || entry?.yield)
  const perPage = typeof product.per_page_price === 'number' ? Math.round(product.per_page_price * 1000) / 10 : null
  const left = product.only_x_left_in_stock
  return {
    sku: product.sku,
    name: product.name,
    path: productPath(product),
    image: product.small_image?.url ? { url: product.small_image.url, alt: product.small_image.label || product.name } : null,
    yieldText: firstYield?.yield_text ?? null,
    perPageMinor: perPage,
    price: { incl: finalIncl, excl },
    wasIncl: regular !== null && regular > finalIncl ? regular : null,
    inStock: product.stock_status !== 'OUT_OF_STOCK',
    onlyLeft: typeof left === 'number' && left > 0 && left <= LOW_STOCK ? left : null,
    rating: product.review_count && product.rating_summary ? { percent: Math.round(product.rating_summary), count: product.review_count } : null,
    addToCart: DIRECT_ADD_TYPES.has(product.__typename) ? 'direct' : 'choose-options',
  }
}

export function productCardViews(items: readonly (ProductCardFragment | null)[] | null | undefined): ProductCardView[] {
  return (items ?? []).flatMap((item) => {
    const card = item ? productCardView(item) : null
    return card ? [card] : []
  })
}

/**
 * Facets with at least one option to offer, for whitelisted attributes only, in the back end's order.
 * An option is not offered where choosing it would leave the listing as it is (issue 27 point 2):
 * in a facet with nothing chosen yet, one whose count is the whole listing's (every card already
 * has it), as Magento's layered navigation leaves out options that do not reduce the results. A
 * facet with a chosen option keeps all its options: choosing another widens the listing, and the
 * chosen one must stay to be unchosen. A facet left with no option is not shown at all.
 */
export function facetViews(aggregations: ListingProductsFragment['aggregations'] | undefined, total: number, state: ListingState): FacetView[] {
  return (aggregations ?? []).flatMap((aggregation) => {
    if (!aggregation || !isListingFilterKey(aggregation.attribute_code)) return []
    const code = aggregation.attribute_code
    const chosen = (state.filters[code]?.length ?? 0) > 0
    const options = (aggregation.options ?? []).flatMap((option) => {
      if (!option?.value) return []
      const count = option.count ?? 0
      return chosen || count < total ? [{ value: option.value, label: option.label ?? option.value, count }] : []
    })
    return options.length > 0 ? [{ code, label: aggregation.label ?? code, options }] : []
  })
}

export function listingView(products: ListingProductsFragment | null | undefined, state: ListingState): ListingView {
  return {
    state,
    total: products?.total_count ?? 0,
    totalPages: products?.page_info?.total_pages ?? 0,
    products: productCardViews(products?.items),
    facets: facetViews(products?.aggregations, products?.total_count ?? 0, state),
  }
}
