/**
 * @module
 * The store-relative paths each sitemap file lists, read through a store view's GraphQL transport.
 * Back-end failures propagate (a sitemap with silently missing pages is worse than a retry later).
 */
import { CONTENT_PAGE_PATHS } from '../../shared/constants/content-pages'
import { CONTACT_PATH } from '../../shared/constants/shop'
import { FAQ_PATH, NEWS_PATH } from '../../shared/constants/shop-paths'
import { SITEMAP_CATEGORIES, SITEMAP_PRODUCT_COUNT, SITEMAP_PRODUCTS, type SitemapCategory } from '../../shared/graphql/documents/sitemap'
import { CMS_PAGE } from '../../shared/graphql/documents/route'
import { GraphQLCallError } from '../graphql/errors'
import type { GraphQLTransport } from '../graphql/transport'

/** URLs per product sitemap file (the protocol allows 50,000; smaller files build within a request's limits). */
export const PRODUCTS_PER_SITEMAP = 1000
/** Magento's maximum page size is 300; four pages of 250 make one file. */
const PRODUCT_PAGE_SIZE = 250
const CATEGORY_PAGE_SIZE = 300
/** Parents per category query, well inside any back end's limit on filter values. */
const PARENTS_PER_QUERY = 50
/** A bound on the tree walk, should a back end ever answer with a cycle. */
const MAX_CATEGORY_DEPTH = 10
/** SPEC §9: product (and category) URL suffix, for a back end that does not say. */
const DEFAULT_URL_SUFFIX = '.html'

export async function countSitemapProducts(graphql: GraphQLTransport): Promise<number> {
  return (await graphql.query(SITEMAP_PRODUCT_COUNT, {})).products?.total_count ?? 0
}

export function productSitemapCount(totalProducts: number): number {
  return Math.ceil(totalProducts / PRODUCTS_PER_SITEMAP)
}

/**
 * Paths of product file `file` (1-based), in the back end's fixed order. `totalProducts` is the
 * count the caller already has, since Magento refuses a page past the last one.
 */
export async function productPaths(graphql: GraphQLTransport, file: number, totalProducts: number): Promise<string[]> {
  const pagesPerFile = PRODUCTS_PER_SITEMAP / PRODUCT_PAGE_SIZE
  const firstPage = (file - 1) * pagesPerFile + 1
  const lastPage = Math.min(firstPage + pagesPerFile - 1, Math.ceil(totalProducts / PRODUCT_PAGE_SIZE))
  const pages = await Promise.all(
    Array.from({ length: Math.max(0, lastPage - firstPage + 1) }, (_, i) =>
      graphql.query(SITEMAP_PRODUCTS, { pageSize: PRODUCT_PAGE_SIZE, currentPage: firstPage + i }),
    ),
  )
  const paths = pages.flatMap(({ products }) =>
    (products?.items ?? []).flatMap((p) => (p?.url_key ? [`/${p.url_key}${p.url_suffix ?? DEFAULT_URL_SUFFIX}`] : [])),
  )
  return [...new Set(paths)]
}

/** Every page of the children of `parentUids`. */
async function childrenOf(graphql: GraphQLTransport, parentUids: string[]): Promise<SitemapCategory[]> {
  const query = (currentPage: number) => graphql.query(SITEMAP_CATEGORIES, { parentUids, pageSize: CATEGORY_PAGE_SIZE, currentPage })
  const first = await query(1)
  const totalPages = first.categories?.page_info?.total_pages ?? 1
  const rest = await Promise.all(Array.from({ length: Math.max(0, totalPages - 1) }, (_, i) => query(i + 2)))
  return [first, ...rest].flatMap(({ categories }) => (categories?.items ?? []).filter((c): c is SitemapCategory => c !== null))
}

/**
 * Paths of the categories below the root, one tree level per round trip. A category is listed when
 * the shop shows it: in the menu, or with products. Its children are walked either way, as a hidden
 * category may still hold visible ones.
 */
export async function categoryPaths(graphql: GraphQLTransport, rootUid: string): Promise<string[]> {
  const seen = new Set<string>([rootUid])
  const paths: string[] = []
  let parents = [rootUid]
  for (let depth = 0; depth < MAX_CATEGORY_DEPTH && parents.length > 0; depth += 1) {
    const batches = Array.from({ length: Math.ceil(parents.length / PARENTS_PER_QUERY) }, (_, i) =>
      parents.slice(i * PARENTS_PER_QUERY, (i + 1) * PARENTS_PER_QUERY),
    )
    const children = (await Promise.all(batches.map((batch) => childrenOf(graphql, batch)))).flat()
    parents = []
    for (const category of children) {
      if (seen.has(category.uid)) continue
      seen.add(category.uid)
      parents.push(category.uid)
      const shown = category.include_in_menu === 1 || (category.product_count ?? 0) > 0
      if (shown && category.url_path) paths.push(`/${category.url_path}${category.url_suffix ?? DEFAULT_URL_SUFFIX}`)
    }
  }
  return [...new Set(paths)]
}

/** The archive of the yearly modern slavery statements, which links each of them. */
const STATEMENT_ARCHIVE = 'slavery-archive'
/** A link to a yearly statement in CMS content: a path, a URL or a `{{store url="…"}}` directive. */
const STATEMENT_LINK = /(?:["'/])(slavery-\d{4})(?=["'?#\s])/g

/**
 * SPEC §2 /slavery-{year}: the yearly statements the archive page links to. Magento has no query
 * that lists CMS pages, and the archive is where the shop lists them; an archive the back end does
 * not have lists none.
 */
async function statementPaths(graphql: GraphQLTransport): Promise<string[]> {
  try {
    const { cmsPage } = await graphql.query(CMS_PAGE, { identifier: STATEMENT_ARCHIVE })
    return [...new Set([...(cmsPage?.content ?? '').matchAll(STATEMENT_LINK)].map((match) => `/${match[1]}`))].sort().reverse()
  } catch (error) {
    if (error instanceof GraphQLCallError) return []
    throw error
  }
}

/** SPEC §2: the home page, the content pages, the yearly statements, contact, FAQ and news. */
export async function contentPaths(graphql: GraphQLTransport): Promise<string[]> {
  return ['/', ...Object.keys(CONTENT_PAGE_PATHS), ...(await statementPaths(graphql)), CONTACT_PATH, FAQ_PATH, NEWS_PATH]
}
