/**
 * @module
 * `products(search, filter, sort, pageSize, currentPage)`: Magento's catalogue query, with facets
 * that respect the other active filters, a fallback when no product matches every word, and a
 * `redirect_url` when the search is exactly a SKU or a printer model (SPEC §2: a 301 to it).
 */
import type { GraphQLResolveInfo } from 'graphql'
import type { BackendContext } from '../context'
import { filterableAttributeStatements, toFilterableAttributes, type AttributeRecord } from '../db/attributes'
import { categoriesFromRows, categoryIdsByUrlPath, childrenOf, childrenOfUrlPath, printerModelByName, type CategoryRecord } from '../db/categories'
import { searchCatalogue } from '../catalogue-index/search-catalogue'
import { textSearch } from '../catalogue-index/text-match'
import { type ProductQuery, type ProductSearchResult, type SortDirection, type SortField } from '../db/product-search'
import { enabledProductBySku, type ProductRecord } from '../db/products'
import { inputError } from '../graphql/errors'
import { selectedUnder, selectsField } from '../graphql/selects-field'
import { cataloguePhrase, type CataloguePhrase } from './catalogue-phrases'
import { fromDisplayAmount, toDisplayAmount } from './money'
import { assertPageExists, totalPages, validPage } from './paging'
import { fromUid, toUid } from './uid'

type EqualFilter = { eq?: string | null; in?: (string | null)[] | null }
type MatchFilter = { match?: string | null }
type RangeFilter = { from?: string | null; to?: string | null }

export type ProductsArgs = {
  search?: string | null
  filter?: ({
    category_id?: EqualFilter | null
    category_uid?: EqualFilter | null
    category_url_path?: EqualFilter | null
    url_key?: EqualFilter | null
    sku?: EqualFilter | null
    name?: MatchFilter | null
    description?: MatchFilter | null
    short_description?: MatchFilter | null
    price?: RangeFilter | null
    hide_out_of_stock?: EqualFilter | null
  } & Record<string, unknown>) | null
  pageSize?: number | null
  currentPage?: number | null
  sort?: Partial<Record<SortField, SortDirection | null>> | null
}

const MAX_FILTER_VALUES = 60
const IMAGE_FIELDS = ['image', 'small_image', 'thumbnail', 'media_gallery', 'media_gallery_entries']
const NON_ATTRIBUTE_FILTERS = new Set(['category_id', 'category_uid', 'category_url_path', 'url_key', 'sku', 'name', 'description', 'short_description', 'price', 'hide_out_of_stock'])

function values(filter: EqualFilter | null | undefined): string[] | undefined {
  if (!filter) return undefined
  const list = [...(filter.eq != null ? [filter.eq] : []), ...(filter.in ?? []).filter((v): v is string => v !== null)]
  if (list.length > MAX_FILTER_VALUES) throw inputError(`A filter accepts at most ${MAX_FILTER_VALUES} values.`)
  return list
}

const wholeNumbers = (list: string[]) => list.filter((v) => /^\d{1,12}$/.test(v)).map(Number)

function priceBound(text: string | null | undefined, store: BackendContext['store'], field: string): number | undefined {
  if (text === null || text === undefined || text === '') return undefined
  const amount = Number(text)
  if (!Number.isFinite(amount) || amount < 0) throw inputError(`Invalid price filter value "${field}": ${text}`)
  return fromDisplayAmount(amount, store)
}

type ListingInputs = {
  categoryIds: number[] | undefined
  filterable: AttributeRecord[]
  /** The category facet's options: children of the one category filtered on, else of the root. */
  facetCategories: CategoryRecord[]
  redirectUrl: string | null
}

/**
 * What a listing reads before its search, in one batch: the categories of a URL-path filter, the
 * category facet's children (by a subquery on the path when it names the only category), the
 * filterable attributes and the search's redirect lookups. Each round trip to D1 costs more than
 * these queries.
 */
async function readListingInputs(
  filter: NonNullable<ProductsArgs['filter']>,
  search: string | null,
  withFacets: boolean,
  context: BackendContext,
): Promise<ListingInputs> {
  const db = context.db
  const byId = values(filter.category_id)
  const byUid = values(filter.category_uid)
  const byPath = values(filter.category_url_path)
  const fixedIds = [...wholeNumbers(byId ?? []), ...(byUid ?? []).map(fromUid).filter((x): x is number => x !== null)]
  const given = byId !== undefined || byUid !== undefined || Boolean(byPath?.length)
  const root = Number(context.store.config.root_category_id ?? 0)
  // A category filter that names no real category matches nothing (id 0 never exists).
  const facetParent = (ids: number[] | undefined) => (ids?.length === 1 ? ids[0]! : root)
  const withIds = (ids: number[]) => (given ? (ids.length ? ids : [0]) : undefined)

  const statements: D1PreparedStatement[] = []
  const add = (...more: D1PreparedStatement[]) => statements.push(...more) - more.length
  const paths = byPath?.length ? add(categoryIdsByUrlPath(db, byPath)) : -1
  let children = -1
  if (withFacets && paths === -1) children = add(childrenOf(db, facetParent(withIds(fixedIds)), context.store.id))
  else if (withFacets && byPath!.length === 1 && fixedIds.length === 0) children = add(childrenOfUrlPath(db, byPath![0]!, root, context.store.id))
  const attributes = withFacets ? add(...filterableAttributeStatements(db, context.store.id)) : -1
  // A product SKU wins over a printer model of the same name.
  const term = search?.trim() ?? ''
  const redirects = term ? add(enabledProductBySku(db, term), printerModelByName(db, term, context.store.id)) : -1
  const results = statements.length ? await db.batch(statements) : []

  const categoryIds = withIds([...fixedIds, ...(paths === -1 ? [] : (results[paths]!.results as { id: number }[]).map((r) => r.id))])
  let facetCategories: CategoryRecord[] = []
  if (children !== -1) facetCategories = categoriesFromRows(results[children]!)
  else if (withFacets) facetCategories = await context.loaders.children.load(facetParent(categoryIds))
  let redirectUrl: string | null = null
  if (redirects !== -1) {
    const product = results[redirects]!.results[0] as { url_key: string; visibility: number } | undefined
    const printer = categoriesFromRows(results[redirects + 1]!)[0]
    redirectUrl = product && product.visibility > 1 ? `/${product.url_key}.html` : printer ? `/${printer.url_path}.html` : null
  }
  return {
    categoryIds,
    filterable: attributes === -1 ? [] : toFilterableAttributes(results[attributes]!, results[attributes + 1]!),
    facetCategories,
    redirectUrl,
  }
}

function sortOf(args: ProductsArgs, hasSearch: boolean): ProductQuery['sort'] {
  const given = Object.entries(args.sort ?? {}).flatMap(([field, direction]) =>
    direction ? [{ field: field as SortField, direction }] : [],
  )
  if (given.length) return given
  return hasSearch ? [{ field: 'relevance', direction: 'DESC' }] : [{ field: 'position', direction: 'ASC' }]
}

/** An aggregation as `products` answers it (and `filters` reshapes it). */
export type AggregationResult = ReturnType<typeof aggregationsOf>[number]

function aggregationsOf(result: ProductSearchResult, attributes: AttributeRecord[], categoryNames: Map<number, string>, context: BackendContext) {
  const aggregations = []
  const categoryOptions = result.categoryFacets
    .filter((f) => f.count > 0)
    .map((f) => ({ label: categoryNames.get(f.category_id) ?? '', value: toUid(f.category_id), count: f.count }))
  if (categoryOptions.length) {
    aggregations.push({ attribute_code: 'category_uid', label: cataloguePhrase('Category', context.store.locale), count: categoryOptions.length, position: 0, options: categoryOptions })
  }
  if (result.priceStep > 0 && result.priceBuckets.length) {
    const options = result.priceBuckets.map((b) => {
      const from = toDisplayAmount(b.bucket * result.priceStep, context.store)
      const to = toDisplayAmount((b.bucket + 1) * result.priceStep, context.store)
      return { label: `${from}-${to}`, value: `${from}_${to}`, count: b.count }
    })
    aggregations.push({ attribute_code: 'price', label: cataloguePhrase('Price', context.store.locale), count: options.length, position: 1, options })
  }
  for (const attribute of attributes) {
    const counts = new Map(result.facets.filter((f) => f.attribute_code === attribute.attribute_code).map((f) => [f.option_id, f.count]))
    const options = attribute.options
      .filter((o) => (counts.get(o.option_id) ?? 0) > 0)
      .map((o) => ({ label: o.label, value: String(o.option_id), count: counts.get(o.option_id) ?? 0 }))
    if (options.length) {
      aggregations.push({ attribute_code: attribute.attribute_code, label: attribute.label, count: options.length, position: attribute.position + 2, options })
    }
  }
  return aggregations
}

export async function resolveProducts(_source: unknown, args: ProductsArgs, context: BackendContext, info: GraphQLResolveInfo) {
  const filter = args.filter ?? {}
  const search = args.search ?? null
  if (search === null && args.filter == null) throw inputError("'search' or 'filter' input argument is required.")
  const page = validPage(args.pageSize, args.currentPage)
  if (filter.description || filter.short_description) throw inputError('Filtering by description is not supported.')

  const attributes = new Map<string, number[]>()
  for (const [code, value] of Object.entries(filter)) {
    if (NON_ATTRIBUTE_FILTERS.has(code) || value == null) continue
    attributes.set(code, wholeNumbers(values(value as EqualFilter) ?? []))
  }
  // The deprecated `filters` are the same aggregations in Magento's older shape (layer-filters.ts).
  const withFacets = selectsField(info, 'aggregations') || selectsField(info, 'filters')
  const { categoryIds, filterable, facetCategories, redirectUrl } = await readListingInputs(filter, search, withFacets, context)
  const text = search === null ? null : textSearch(search)
  const base: ProductQuery = {
    text,
    ...(categoryIds ? { categoryIds } : {}),
    ...(values(filter.sku) ? { skus: values(filter.sku)! } : {}),
    ...(values(filter.url_key) ? { urlKeys: values(filter.url_key)! } : {}),
    ...(filter.name?.match ? { nameLike: filter.name.match } : {}),
    ...(priceBound(filter.price?.from, context.store, 'from') !== undefined ? { priceFrom: priceBound(filter.price?.from, context.store, 'from')! } : {}),
    ...(priceBound(filter.price?.to, context.store, 'to') !== undefined ? { priceTo: priceBound(filter.price?.to, context.store, 'to')! } : {}),
    attributes,
    inStockOnly: filter.hide_out_of_stock?.eq === '1',
    // Magento lists products visible in search for a search, visible in the catalogue otherwise;
    // a lookup by SKU or URL key (product details) finds either.
    visibility: search !== null ? 'search' : 'catalog',
    sort: sortOf(args, search !== null),
    pageSize: page.size,
    currentPage: page.current,
    today: context.today,
    storeId: context.store.id,
  }
  if (base.skus || base.urlKeys) base.visibility = 'visible'

  const itemFields = selectedUnder(info, 'items')
  const facets = {
    withFacets,
    attributes: filterable.map((a) => a.attribute_code),
    categoryIds: facetCategories.map((c) => c.id),
    // The search page asks only for the count: no page to rank and load.
    withPage: selectsField(info, 'items'),
    withMedia: IMAGE_FIELDS.some((f) => itemFields.has(f)),
  }

  let result = text === null && search !== null ? null : await searchCatalogue(context.db, base, facets, context.keepAlive)
  let isFallback = false
  if (search !== null && (result === null || result.total === 0)) {
    // Nothing has every word: show what has any of them, marked as a fallback.
    const any = text && text.words.length > 1 ? { ...text, mode: 'any' as const } : null
    if (any !== null) {
      result = await searchCatalogue(context.db, { ...base, text: any }, facets, context.keepAlive)
      isFallback = result.total > 0
    }
  }
  const found: ProductSearchResult = result ?? { ids: [], items: [], total: 0, facets: [], categoryFacets: [], priceBuckets: [], priceStep: 0 }
  assertPageExists(page, found.total)

  // The page's products and images came with it: the loaders answer from them, not from D1.
  for (const { product, media } of found.items) {
    context.loaders.product.prime(product.id, product)
    if (media) context.loaders.media.prime(product.id, media)
  }
  const [products] = await Promise.all([
    context.loaders.product.loadMany(found.ids),
    facets.withMedia ? context.loaders.media.loadMany(found.ids) : undefined,
  ])
  const categoryNames = new Map(facetCategories.map((c) => [c.id, c.name]))
  const phrase = (text: CataloguePhrase) => cataloguePhrase(text, context.store.locale)
  return {
    items: products.filter((p): p is ProductRecord => p !== null && !(p instanceof Error)),
    total_count: found.total,
    page_info: {
      page_size: page.size,
      current_page: page.current,
      total_pages: totalPages(found.total, page.size),
      redirect_url: redirectUrl,
      is_fallback: isFallback,
    },
    sort_fields: {
      default: search !== null ? 'relevance' : 'position',
      options: [
        ...(search !== null ? [{ value: 'relevance', label: phrase('Relevance') }] : []),
        { value: 'position', label: phrase('Position') },
        { value: 'name', label: phrase('Product Name') },
        { value: 'price', label: phrase('Price') },
      ],
    },
    suggestions: [],
    aggregations: withFacets ? aggregationsOf(found, filterable, categoryNames, context) : [],
  }
}
