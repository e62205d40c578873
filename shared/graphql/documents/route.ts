/**
 * @module
 * A URL and its entity in one hop (DESIGN "One GraphQL transport"; SPEC §2 catch-all): the page
 * type, any redirect, and what the page's head needs.
 */
import { gql, type TypedDocumentNode } from '@urql/core'

export type RouteType = 'CATEGORY' | 'PRODUCT' | 'CMS_PAGE'

type RouteCommon = { relative_url: string | null; redirect_code: number; type: RouteType | null }

export type RoutedProduct = RouteCommon & {
  __typename: string
  uid: string
  sku: string | null
  name: string | null
  url_key: string | null
  meta_title: string | null
  meta_description: string | null
  canonical_url: string | null
}
export type RoutedCategory = RouteCommon & {
  __typename: 'CategoryTree'
  uid: string
  name: string | null
  url_path: string | null
  meta_title: string | null
  meta_description: string | null
}
export type RoutedCmsPage = RouteCommon & {
  __typename: 'CmsPage'
  identifier: string | null
  title: string | null
  meta_title: string | null
  meta_description: string | null
  content_heading: string | null
}
export type RoutedEntity = RoutedProduct | RoutedCategory | RoutedCmsPage

export const RESOLVE_ROUTE: TypedDocumentNode<{ route: RoutedEntity | null }, { url: string }> = gql`
  query ResolveRoute($url: String!) {
    route(url: $url) {
      __typename
      relative_url
      redirect_code
      type
      ... on ProductInterface {
        uid
        sku
        name
        url_key
        meta_title
        meta_description
        canonical_url
      }
      ... on CategoryInterface {
        uid
        name
        url_path
        meta_title
        meta_description
      }
      ... on CmsPage {
        identifier
        title
        meta_title
        meta_description
        content_heading
      }
    }
  }
`

export type CmsPageData = {
  identifier: string | null
  title: string | null
  meta_title: string | null
  meta_description: string | null
  content_heading: string | null
  content: string | null
}

/** SPEC §2: the fixed content pages are loaded by identifier. */
export const CMS_PAGE: TypedDocumentNode<{ cmsPage: CmsPageData | null }, { identifier: string }> = gql`
  query CmsPageByIdentifier($identifier: String!) {
    cmsPage(identifier: $identifier) {
      identifier
      title
      meta_title
      meta_description
      content_heading
      content
    }
  }
`

export type ProductBySku = { uid: string; sku: string | null; name: string | null; url_key: string | null; meta_title: string | null; meta_description: string | null }

/** SPEC §2: /p/{sku} is the product page fallback. */
export const PRODUCT_BY_SKU: TypedDocumentNode<{ products: { items: (ProductBySku | null)[] | null } | null }, { sku: string }> = gql`
  query ProductBySku($sku: String!) {
    products(filter: { sku: { eq: $sku } }, pageSize: 1) {
      items {
        uid
        sku
        name
        url_key
        meta_title
        meta_description
      }
    }
  }
`
