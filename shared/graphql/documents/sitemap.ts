/**
 * @module
 * What the sitemap lists: the category tree one level at a time (Magento's `categories` filters by
 * parent, it has no "all descendants" filter) and every catalogue product, page by page. The
 * documents are the `.graphql` files in `sitemap/`; their types are generated.
 */
import type { SitemapCategoriesQuery } from '../generated'

export {
  SitemapCategoriesDocument as SITEMAP_CATEGORIES,
  SitemapProductCountDocument as SITEMAP_PRODUCT_COUNT,
  SitemapProductsDocument as SITEMAP_PRODUCTS,
} from '../generated'

export type SitemapCategory = NonNullable<NonNullable<NonNullable<SitemapCategoriesQuery['categories']>['items']>[number]>
