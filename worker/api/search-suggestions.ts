/**
 * @module
 * The `searchSuggestions` named operation: what the search box suggests as the shopper types
 * (SPEC §2 "Search box and search"): up to six products the search finds for the term and up to
 * four categories or printer models whose name holds it. Magento's shapes stop here: the browser
 * gets a small view with store-prefixed links and prices in integer minor units.
 */
import type { StoreView } from '../../shared/constants/stores'
import { SEARCH_SUGGESTIONS } from '../../shared/graphql/documents/search'
import type { SearchSuggestionsQuery, SearchSuggestionsQueryVariables } from '../../shared/graphql/generated'
import { categoryPath } from '../../shared/rules/menu'
import {
  NO_SUGGESTIONS,
  pickCategorySuggestions,
  SUGGESTED_PRODUCTS_MAX,
  SUGGEST_MIN_TERM_LENGTH,
  type CategorySuggestion,
  type ProductSuggestion,
  type SearchSuggestions,
  type SuggestedPrice,
} from '../../shared/rules/search-suggestions'
import { cleanSearchTerm } from '../../shared/rules/search-term'
import { storeByCode, storePath } from '../../shared/rules/store-from-path'
import { productPath } from '../loaders/listing-view'
import { runsDocument } from './define-operation'

/**
 * Categories asked for: more than are shown, because the back end lists brand pages before the
 * printer models, and the short list wants some of each.
 */
const SUGGESTION_CATEGORIES_ASKED = 12

type FoundProduct = NonNullable<NonNullable<NonNullable<SearchSuggestionsQuery['products']>['items']>[number]>
type FoundCategory = NonNullable<NonNullable<NonNullable<SearchSuggestionsQuery['categories']>['items']>[number]>

/** GraphQL money is a float in major units; the shop holds minor units. */
const minorUnits = (amount: number) => Math.round(amount * 100)

function suggestedPrice(product: FoundProduct): SuggestedPrice | null {
  if (product.price_incl_vat == null || product.price_excl_vat == null) return null
  return { incl: minorUnits(product.price_incl_vat), excl: minorUnits(product.price_excl_vat) }
}

function productSuggestion(product: FoundProduct, store: StoreView): ProductSuggestion | null {
  const name = product.name?.trim()
  if (!name || !product.sku) return null
  const image = product.small_image?.url ? { url: product.small_image.url, label: product.small_image.label ?? name } : null
  return { name, url: storePath(store, productPath(product)), image, pricePence: suggestedPrice(product) }
}

function categorySuggestion(category: FoundCategory, store: StoreView): CategorySuggestion | null {
  const name = category.name?.trim()
  const urlPath = category.url_path?.trim()
  if (!name || !urlPath) return null
  // A printer model's page carries the "cartridges that fit your printer" message; nothing else does.
  const printerModel = Boolean(category.printer_message)
  return { name, url: storePath(store, categoryPath(urlPath)), section: category.breadcrumbs?.[0]?.category_name ?? null, printerModel }
}

/** The view of one back-end answer, links prefixed for the store view. */
export function searchSuggestionsView(data: SearchSuggestionsQuery, store: StoreView): SearchSuggestions {
  const products = (data.products?.items ?? []).flatMap((item) => (item ? (productSuggestion(item, store) ?? []) : []))
  const categories = (data.categories?.items ?? []).flatMap((item) => (item ? (categorySuggestion(item, store) ?? []) : []))
  return { products: products.slice(0, SUGGESTED_PRODUCTS_MAX), categories: pickCategorySuggestions(categories) }
}

/**
 * The document's variables for what the shopper typed, cleaned as the search cleans it (SPEC §2:
 * tags stripped); null when too little is left to suggest anything for.
 */
function suggestionVariables(raw: string): SearchSuggestionsQueryVariables | null {
  const search = cleanSearchTerm(raw)
  if (search.length < SUGGEST_MIN_TERM_LENGTH) return null
  return { search, productCount: SUGGESTED_PRODUCTS_MAX, categoryCount: SUGGESTION_CATEGORIES_ASKED }
}

/**
 * `GET /api/magento/searchSuggestions?variables={"term":"hp"}`. Anonymous, so publicly cacheable
 * for a minute like every anonymous read. A term too short to suggest anything costs no back-end
 * call; one longer than any search term is refused (400).
 */
export const searchSuggestions = runsDocument('searchSuggestions', {
  document: SEARCH_SUGGESTIONS,
  asCustomer: false,
  prepare: ({ input }) => {
    const variables = suggestionVariables(input.term)
    return variables ? { variables } : { answer: NO_SUGGESTIONS }
  },
  answer: (data, { store }) => searchSuggestionsView(data, storeByCode(store)),
})
