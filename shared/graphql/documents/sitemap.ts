/**
 * @module
 * What the sitemap lists: the category tree one level at a time (Magento's `categories` filters by
 * parent, it has no "all descendants" filter) and every catalogue product, page by page.
 */
import { gql, type TypedDocumentNode } from '@urql/core'

export type SitemapPageInfo = { current_page: number | null; total_pages: number | null }

export type SitemapCategory = {
  uid: string
  url_path: string | null
  url_suffix: string | null
  include_in_menu: number | null
  product_count: number | null
}

/** The children of the given categories (active ones only: Magento returns no others). */
export const SITEMAP_CATEGORIES: TypedDocumentNode<
  { categories: { items: (SitemapCategory | null)[] | null; page_info: SitemapPageInfo | null } | null },
  { parentUids: string[]; pageSize: number; currentPage: number }
> = gql`
  query SitemapCategories($parentUids: [String!]!, $pageSize: Int!, $currentPage: Int!) {
    categories(filters: { parent_category_uid: { in: $parentUids } }, pageSize: $pageSize, currentPage: $currentPage) {
      items {
        uid
        url_path
        url_suffix
        include_in_menu
        product_count
      }
      page_info {
        current_page
        total_pages
      }
    }
  }
`

export type SitemapProduct = { uid: string; url_key: string | null; url_suffix: string | null }

/**
 * Catalogue products in a fixed order, so consecutive pages neither repeat nor skip one. The empty
 * filter is Magento's "no condition": every product visible in the catalogue.
 */
export const SITEMAP_PRODUCTS: TypedDocumentNode<
  { products: { items: (SitemapProduct | null)[] | null; total_count: number | null } | null },
  { pageSize: number; currentPage: number }
> = gql`
  query SitemapProducts($pageSize: Int!, $currentPage: Int!) {
    products(filter: {}, pageSize: $pageSize, currentPage: $currentPage, sort: { name: ASC }) {
      items {
        uid
        url_key
        url_suffix
      }
      total_count
    }
  }
`

/** How many products the sitemap lists, to know how many product files there are. */
export const SITEMAP_PRODUCT_COUNT: TypedDocumentNode<{ products: { total_count: number | null } | null }, Record<string, never>> = gql`
  query SitemapProductCount {
    products(filter: {}, pageSize: 1, currentPage: 1) {
      total_count
    }
  }
`
