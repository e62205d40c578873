/**
 * @module
 * The search page's first call: whether the term redirects (SPEC §2: 301) and how many match.
 */
import { gql, type TypedDocumentNode } from '@urql/core'

export type SearchSummary = {
  total_count: number | null
  page_info: { total_pages: number | null; redirect_url: string | null } | null
}

export const SEARCH_SUMMARY: TypedDocumentNode<{ products: SearchSummary | null }, { search: string; pageSize: number }> = gql`
  query SearchSummary($search: String!, $pageSize: Int) {
    products(search: $search, pageSize: $pageSize) {
      total_count
      page_info {
        total_pages
        redirect_url
      }
    }
  }
`
