/**
 * @module
 * Listing pages' documents (SPEC §2 "Listings"): a category with a page of its products, and a
 * search's page of results. The `.graphql` files are in `catalogue/`; their types are generated.
 */
import type { CategoryListingQuery } from '../generated'

export { CategoryListingDocument as CATEGORY_LISTING, HomeMerchandisingDocument as HOME_MERCHANDISING, ModelPrinterDocument as MODEL_PRINTER, SearchListingDocument as SEARCH_LISTING } from '../generated'

export type ListingCategory = NonNullable<NonNullable<NonNullable<CategoryListingQuery['categories']>['items']>[number]>
