/**
 * @module
 * Store-wide reads that every page needs and that change rarely: cached in KV at the edge.
 */
import { gql, type TypedDocumentNode } from '@urql/core'

export type StoreConfigData = {
  store_code: string | null
  store_name: string | null
  locale: string | null
  base_currency_code: string | null
  default_display_currency_code: string | null
  default_title: string | null
  default_description: string | null
  cms_home_page: string | null
  copyright: string | null
}

export const STORE_CONFIG: TypedDocumentNode<{ storeConfig: StoreConfigData | null }, Record<string, never>> = gql`
  query StoreConfig {
    storeConfig {
      store_code
      store_name
      locale
      base_currency_code
      default_display_currency_code
      default_title
      default_description
      cms_home_page
      copyright
    }
  }
`

export type CmsBlockData = { identifier: string | null; title: string | null; content: string | null }

export const CMS_BLOCKS: TypedDocumentNode<{ cmsBlocks: { items: (CmsBlockData | null)[] | null } | null }, { identifiers: string[] }> = gql`
  query CmsBlocks($identifiers: [String]) {
    cmsBlocks(identifiers: $identifiers) {
      items {
        identifier
        title
        content
      }
    }
  }
`

export type MenuCategory = {
  uid: string
  name: string | null
  url_path: string | null
  include_in_menu: number | null
  product_count: number | null
  children?: (MenuCategory | null)[] | null
}

/** SPEC §2 Shell: the menu shows top-level categories and their level-2 children. */
export const CATEGORY_TREE: TypedDocumentNode<{ categories: { items: (MenuCategory | null)[] | null } | null }, { rootUid: string }> = gql`
  query CategoryTree($rootUid: String!) {
    categories(filters: { category_uid: { eq: $rootUid } }) {
      items {
        uid
        name
        url_path
        include_in_menu
        product_count
        children {
          uid
          name
          url_path
          include_in_menu
          product_count
          children {
            uid
            name
            url_path
            include_in_menu
            product_count
          }
        }
      }
    }
  }
`
