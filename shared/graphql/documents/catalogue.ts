/**
 * @module
 * Listing pages' documents (SPEC §2 "Listings"): a category with a page of its products, a
 * search's page of results, a page by filter alone (the paper finder), and the switch-and-save
 * page's genuine cartridges with their alternatives. The `.graphql` files are in `catalogue/`;
 * their types are generated.
 */
import type { CategoryListingQuery, SwitchSavePairsQuery } from '../generated'

export {
  CartridgeConditionsDocument as CARTRIDGE_CONDITIONS,
  CategoryListingDocument as CATEGORY_LISTING,
  FilteredListingDocument as FILTERED_LISTING,
  HomeMerchandisingDocument as HOME_MERCHANDISING,
  ListingFacetsDocument as LISTING_FACETS,
  ModelPrinterDocument as MODEL_PRINTER,
  SearchListingDocument as SEARCH_LISTING,
  SwitchSavePairsDocument as SWITCH_SAVE_PAIRS,
} from '../generated'

export type ListingCategory = NonNullable<NonNullable<NonNullable<CategoryListingQuery['categories']>['items']>[number]>

export type SwitchSaveOriginal = NonNullable<NonNullable<NonNullable<SwitchSavePairsQuery['products']>['items']>[number]>
