import type { ReactNode } from 'react'
import type { ListAnalytics } from '../../effects/view-analytics'
import type { PageProps } from '../page-props'
import { CartTexts } from './cart-texts'
import { FacetPanel } from './facet-panel'
import { ListingToolbar } from './listing-toolbar'
import type { ListingView } from '../../../shared/views/listing-view'
import { Pagination } from './pagination'
import { ProductGrid } from './product-grid'

type ListingResultsProps = PageProps & {
  /** Store-relative path of the listing. */
  path: string
  listing: ListingView
  listName: string
  keepTerm: boolean
  /** Shown instead of the grid when nothing matches. */
  empty: ReactNode
}

/**
 * The part every listing shares: filters beside (or, on narrow screens, above) the toolbar, the
 * cards and the page links, and the cards' refusal texts (`CartTexts`, once for the page). `data-listing` lets `client/effects/listing.ts` find what it enhances.
 */
export function ListingResults({ store, t, path, listing, listName, keepTerm, empty }: ListingResultsProps) {
  const firstPosition = (listing.state.page - 1) * listing.state.itemsPerPage + 1
  // GA4 view_item_list (client/effects/view-analytics.ts): catalogue facts only, the same for everyone.
  const analytics: ListAnalytics = {
    currency: store.currency,
    listId: path,
    listName,
    items: listing.products.map((product, index) => ({ sku: product.sku, name: product.name, pricePence: product.price.incl, index: firstPosition - 1 + index })),
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]" data-listing="" data-analytics={JSON.stringify(analytics)}>
      <div>
        <FacetPanel store={store} t={t} path={path} state={listing.state} facets={listing.facets} keepTerm={keepTerm} />
      </div>
      <div className="min-w-0 space-y-4">
        <ListingToolbar store={store} t={t} path={path} state={listing.state} total={listing.total} />
        {listing.products.length === 0 ? empty : <ProductGrid store={store} t={t} products={listing.products} listName={listName} firstPosition={firstPosition} />}
        <Pagination store={store} t={t} path={path} state={listing.state} totalPages={listing.totalPages} />
      </div>
      <CartTexts t={t} />
    </div>
  )
}
