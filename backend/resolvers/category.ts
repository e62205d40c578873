/**
 * @module
 * Category fields (Magento's CategoryInterface and CategoryTree, plus the shop's extensions), and
 * the category queries.
 */
import type { GraphQLResolveInfo } from 'graphql'
import type { BackendContext } from '../context'
import { filterCategories, type CategoryFilter, type CategoryRecord } from '../db/categories'
import type { ProductRecord } from '../db/products'
import { inputError, noSuchEntity } from '../graphql/errors'
import { assertPageExists, totalPages, validPage } from './paging'
import { resolveProducts, type ProductsArgs } from './products-query'
import type { CategorySource, Resolver } from './types'
import { fromUid, toUid } from './uid'

const CATEGORY_URL_SUFFIX = '.html'
const EXTRAS = ['title', 'titleList', 'is_hidden_in_nav', 'additional_content', 'printer_message', 'printer_as_product', 'faq', 'verdict_text', 'review_text', 'review_stars'] as const

function productsBySkuList(field: 'bestsellers' | 'best_values'): Resolver<CategorySource, never> {
  return async (category, _args, context) => {
    const skus = category.extras[field]
    if (!Array.isArray(skus) || skus.length === 0) return []
    // Through the request's loader: bestsellers and best values (of every category asked for) load together.
    const found = await context.loaders.enabledProductBySku.loadMany(skus.filter((s): s is string => typeof s === 'string'))
    return found.filter((product): product is ProductRecord => product !== null && !(product instanceof Error))
  }
}

export const categoryResolvers: Record<string, Resolver<CategorySource, never>> = {
  ...Object.fromEntries(EXTRAS.map((field) => [field, (c: CategorySource) => c.extras[field] ?? null])),
  uid: (c) => toUid(c.id),
  path_in_store: () => null,
  canonical_url: (c) => `${c.url_path}${CATEGORY_URL_SUFFIX}`,
  url_suffix: () => CATEGORY_URL_SUFFIX,
  created_at: () => null,
  updated_at: () => null,
  default_sort_by: () => 'position',
  available_sort_by: () => ['position', 'name', 'price'],
  product_count: (c, _a, context) => context.loaders.productCount.load(c.id),
  children: (c, _a, context) => context.loaders.children.load(c.id),
  children_count: async (c, _a, context) => String((await context.loaders.children.load(c.id)).length),
  breadcrumbs: async (c, _a, context) => {
    // Ancestors below the store's root, from the id path ('1/207008/207009/...').
    const ancestorIds = c.path.split('/').map(Number).slice(2, -1)
    if (ancestorIds.length === 0) return null
    const ancestors = await context.loaders.category.loadMany(ancestorIds)
    return ancestors
      .filter((a): a is CategoryRecord => a !== null && !(a instanceof Error))
      .map((a) => ({
        category_id: a.id,
        category_uid: toUid(a.id),
        category_name: a.name,
        category_level: a.level,
        category_url_key: a.url_key,
        category_url_path: a.url_path,
      }))
  },
  cms_block: () => null,
  custom_layout_update_file: () => null,
  filter_price_range: () => null,
  landing_page: () => null,
  products: (c: CategorySource, args: Pick<ProductsArgs, 'pageSize' | 'currentPage' | 'sort'>, context: BackendContext, info: GraphQLResolveInfo) =>
    resolveProducts(null, { ...args, filter: { category_id: { eq: String(c.id) } } }, context, info),
  relative_url: (c) => c.route?.relative_url ?? `${c.url_path}${CATEGORY_URL_SUFFIX}`,
  redirect_code: (c) => c.route?.redirect_code ?? 0,
  type: () => 'CATEGORY',
  bestsellers: productsBySkuList('bestsellers'),
  best_values: productsBySkuList('best_values'),
}

type EqualFilter = { eq?: string | null; in?: (string | null)[] | null }
export type CategoryFilterArgs = {
  ids?: EqualFilter | null
  category_uid?: EqualFilter | null
  parent_id?: EqualFilter | null
  parent_category_uid?: EqualFilter | null
  url_key?: EqualFilter | null
  url_path?: EqualFilter | null
  name?: { match?: string | null } | null
}

const listOf = (f: EqualFilter | null | undefined): string[] | undefined =>
  f ? [...(f.eq != null ? [f.eq] : []), ...(f.in ?? []).filter((v): v is string => v !== null)] : undefined
const idsOf = (list: string[] | undefined) => list?.filter((v) => /^\d{1,12}$/.test(v)).map(Number)
const uidsOf = (list: string[] | undefined) => list?.map(fromUid).filter((v): v is number => v !== null)

function toCategoryFilter(filters: CategoryFilterArgs | null | undefined, rootId: number): CategoryFilter {
  const f = filters ?? {}
  const ids = [...(idsOf(listOf(f.ids)) ?? []), ...(uidsOf(listOf(f.category_uid)) ?? [])]
  const parents = [...(idsOf(listOf(f.parent_id)) ?? []), ...(uidsOf(listOf(f.parent_category_uid)) ?? [])]
  const given = (x: EqualFilter | null | undefined) => x != null
  return {
    // Magento answers an unfiltered query with the store's root category.
    ...(given(f.ids) || given(f.category_uid) ? { ids: ids.length ? ids : [0] } : Object.keys(f).length === 0 ? { ids: [rootId] } : {}),
    ...(given(f.parent_id) || given(f.parent_category_uid) ? { parentIds: parents.length ? parents : [0] } : {}),
    ...(f.url_key ? { urlKeys: listOf(f.url_key) ?? [] } : {}),
    ...(f.url_path ? { urlPaths: listOf(f.url_path) ?? [] } : {}),
    ...(f.name?.match ? { nameLike: f.name.match } : {}),
  }
}

/** Categories for `categories` and `categoryList`; the root itself is included when asked for by id. */
async function findCategories(args: { filters?: CategoryFilterArgs | null; pageSize?: number | null; currentPage?: number | null }, context: BackendContext) {
  const page = validPage(args.pageSize, args.currentPage)
  const rootId = Number(context.store.config.root_category_id ?? 0)
  const filter = toCategoryFilter(args.filters, rootId)
  const wantsRoot = filter.ids?.includes(rootId) ?? false
  const found = await filterCategories(context.db, filter, page, context.store.id)
  const root = wantsRoot ? await context.loaders.category.load(rootId) : null
  const items = root && !found.items.some((c) => c.id === rootId) ? [root, ...found.items] : found.items
  const total = found.total + (items.length - found.items.length)
  assertPageExists(page, total)
  return { items, total, page }
}

export const categoryQueries: Record<string, Resolver<unknown, never>> = {
  categories: async (_s: unknown, args: { filters?: CategoryFilterArgs; pageSize?: number; currentPage?: number }, context: BackendContext) => {
    const { items, total, page } = await findCategories(args, context)
    return {
      items,
      total_count: total,
      page_info: { page_size: page.size, current_page: page.current, total_pages: totalPages(total, page.size) },
    }
  },
  categoryList: async (_s: unknown, args: { filters?: CategoryFilterArgs; pageSize?: number; currentPage?: number }, context: BackendContext) =>
    (await findCategories(args, context)).items,
  category: async (_s: unknown, args: { id?: number | null }, context: BackendContext) => {
    const id = args.id ?? Number(context.store.config.root_category_id ?? 0)
    if (id < 1) throw inputError('Category id must be a positive number.')
    const category = await context.loaders.category.load(id)
    if (!category) throw noSuchEntity(`Category doesn't exist`)
    return category
  },
}
