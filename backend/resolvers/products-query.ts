/**
 * @module
 * `products(search, filter, sort, pageSize, currentPage)`: Magento's catalogue query, with facets
 * that respect the other active filters, a fallback when no product matches every word, and a
 * `redirect_url` when the search is exactly a SKU or a printer model (SPEC §2: a 301 to it).
 */
import type { GraphQLResolveInfo } from 'graphql'
import type { BackendContext } from '../context'
import { listFilterableAttributes, type AttributeRecord } from '../db/attributes'
import { filterCategories, findPrinterModelByName } from '../db/categories'
import { ftsQuery, searchProducts, type ProductQuery, type ProductSearchResult, type SortDirection, type SortField } from '../db/product-search'
import { findEnabledProductBySku, type ProductRecord } from '../db/products'
import { inputError } from '../graphql/errors'
import { selectedUnder, selectsField } from '../graphql/selects-field'
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

async function categoryIdsOf(filter: NonNullable<ProductsArgs['filter']>, context: BackendContext): Promise<number[] | undefined> {
  const ids: number[] = []
  let given = false
  const byId = values(filter.category_id)
  if (byId) ((given = true), ids.push(...wholeNumbers(byId)))
  const byUid = values(filter.category_uid)
  if (byUid) ((given = true), ids.push(...byUid.map(fromUid).filter((x): x is number => x !== null)))
  const byPath = values(filter.category_url_path)
  if (byPath?.length) {
    given = true
    const { items } = await filterCategories(context.db, { urlPaths: byPath }, { size: MAX_FILTER_VALUES, current: 1 })
    ids.push(...items.map((c) => c.id))
  }
  // A category filter that names no real category matches nothing (id 0 never exists).
  return given ? (ids.length ? ids : [0]) : undefined
}

function sortOf(args: ProductsArgs, hasSearch: boolean): ProductQuery['sort'] {
  const given = Object.entries(args.sort ?? {}).flatMap(([field, direction]) =>
    direction ? [{ field: field as SortField, direction }] : [],
  )
  if (given.length) return given
  return hasSearch ? [{ field: 'relevance', direction: 'DESC' }] : [{ field: 'position', direction: 'ASC' }]
}

async function redirectUrlFor(search: string, context: BackendContext): Promise<string | null> {
  const term = search.trim()
  if (!term) return null
  // Both lookups go out together; a product SKU wins over a printer model of the same name.
  const [product, printer] = await Promise.all([findEnabledProductBySku(context.db, term), findPrinterModelByName(context.db, term)])
  if (product && product.visibility > 1) return `/${product.url_key}.html`
  return printer ? `/${printer.url_path}.html` : null
}

function aggregationsOf(result: ProductSearchResult, attributes: AttributeRecord[], categoryNames: Map<number, string>, context: BackendContext) {
  const aggregations = []
  const categoryOptions = result.categoryFacets
    .filter((f) => f.count > 0)
    .map((f) => ({ label: categoryNames.get(f.category_id) ?? '', value: toUid(f.category_id), count: f.count }))
  if (categoryOptions.length) {
    aggregations.push({ attribute_code: 'category_uid', label: 'Category', count: categoryOptions.length, position: 0, options: categoryOptions })
  }
  if (result.priceStep > 0 && result.priceBuckets.length) {
    const options = result.priceBuckets.map((b) => {
      const from = toDisplayAmount(b.bucket * result.priceStep, context.store)
      const to = toDisplayAmount((b.bucket + 1) * result.priceStep, context.store)
      return { label: `${from}-${to}`, value: `${from}_${to}`, count: b.count }
    })
    aggregations.push({ attribute_code: 'price', label: 'Price', count: options.length, position: 1, options })
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
  const withFacets = selectsField(info, 'aggregations')
  // Independent reads go out together: each round trip to D1 costs more than the query.
  const filterableRead = withFacets ? listFilterableAttributes(context.db) : Promise.resolve([])
  const categoryIds = await categoryIdsOf(filter, context)
  const match = search === null ? null : ftsQuery(search)
  const base: ProductQuery = {
    match,
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
  }
  if (base.skus || base.urlKeys) base.visibility = 'visible'

  const facetCategoryParent = categoryIds?.length === 1 ? categoryIds[0]! : Number(context.store.config.root_category_id ?? 0)
  const [filterable, facetCategories] = await Promise.all([filterableRead, withFacets ? context.loaders.children.load(facetCategoryParent) : []])
  const facets = {
    withFacets,
    attributes: filterable.map((a) => a.attribute_code),
    categoryIds: facetCategories.map((c) => c.id),
    // The search page asks only for the count: no page to rank and load.
    withPage: selectsField(info, 'items'),
  }

  const [redirectUrl, first] = await Promise.all([
    search !== null ? redirectUrlFor(search, context) : Promise.resolve(null),
    match === null && search !== null ? Promise.resolve(null) : searchProducts(context.db, base, facets),
  ])
  let result = first
  let isFallback = false
  if (search !== null && (result === null || result.total === 0)) {
    // Nothing has every word: show what has any of them, marked as a fallback.
    const any = ftsQuery(search, 'any')
    if (any !== null && any !== match) {
      result = await searchProducts(context.db, { ...base, match: any }, facets)
      isFallback = result.total > 0
    }
  }
  const found: ProductSearchResult = result ?? { ids: [], total: 0, facets: [], categoryFacets: [], priceBuckets: [], priceStep: 0 }
  assertPageExists(page, found.total)

  // Images are read in the same round of queries as the products, not one round later.
  const itemFields = selectedUnder(info, 'items')
  const [products] = await Promise.all([
    context.loaders.product.loadMany(found.ids),
    IMAGE_FIELDS.some((f) => itemFields.has(f)) ? context.loaders.media.loadMany(found.ids) : undefined,
  ])
  const categoryNames = new Map(facetCategories.map((c) => [c.id, c.name]))
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
        ...(search !== null ? [{ value: 'relevance', label: 'Relevance' }] : []),
        { value: 'position', label: 'Position' },
        { value: 'name', label: 'Product Name' },
        { value: 'price', label: 'Price' },
      ],
    },
    suggestions: [],
    aggregations: withFacets ? aggregationsOf(found, filterable, categoryNames, context) : [],
  }
}
