/**
 * @module
 * Category rows and the category-tree queries, as one store view shows them: a category's texts are
 * the store view's own (migration 0016) where it has them, else the default ones, as Magento reads
 * a category's store-scoped attributes.
 */
import type { Database } from './database'
import { groupBy, queryInChunks } from './in-chunks'
import type { CategoryRow } from './rows'

/** A category's row, the extras parsed. */
export type CategoryRecord = CategoryRow<Record<string, unknown>>

/** The categories `c` with their texts `t` in the store view whose id is the parameter `store`. */
const from = (store: string) => `categories c LEFT JOIN category_store_texts t ON t.category_id = c.id AND t.store_id = ${store}`

const NAME = 'COALESCE(t.name, c.name)'
/**
 * The name in the store view `?1` for a filter, read from narrow indexes (migration 0023), not from
 * the categories' and their texts' wide rows: SQLite would pick the texts' primary key.
 */
const FILTER_NAME = 'COALESCE((SELECT n.name FROM category_store_texts n INDEXED BY category_store_texts_names WHERE n.category_id = c.id AND n.store_id = ?1), c.name)'
// Lists are ordered by position, then by the default name: the tree's order is the same in every
// store view.

const COLUMNS = `c.id, c.parent_id, c.path, c.level, c.position, ${NAME} AS name, c.url_key, c.url_path, c.include_in_menu, c.is_anchor,
  c.display_mode, COALESCE(t.description, c.description) AS description, COALESCE(t.meta_title, c.meta_title) AS meta_title,
  COALESCE(t.meta_description, c.meta_description) AS meta_description, COALESCE(t.meta_keywords, c.meta_keywords) AS meta_keywords,
  c.image, c.kind, CASE WHEN t.extras IS NULL THEN c.extras ELSE json_patch(c.extras, t.extras) END AS extras`

const toCategory = (row: CategoryRow): CategoryRecord => ({ ...row, extras: JSON.parse(row.extras) as Record<string, unknown> })

/** Categories by id, in the order given (missing ids skipped). */
export async function findCategoriesByIds(db: Database, ids: readonly number[], storeId: number): Promise<CategoryRecord[]> {
  const rows = await queryInChunks<number, CategoryRow>(db, [...new Set(ids)], (list) => `SELECT ${COLUMNS} FROM ${from('?1')} WHERE c.id IN (${list})`, [storeId])
  const byId = new Map(rows.map((row) => [row.id, toCategory(row)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export async function childrenByParent(db: Database, parentIds: readonly number[], storeId: number): Promise<Map<number, CategoryRecord[]>> {
  const rows = await queryInChunks<number, CategoryRow>(
    db,
    parentIds,
    (list) => `SELECT ${COLUMNS} FROM ${from('?1')} WHERE c.parent_id IN (${list}) ORDER BY c.parent_id, c.position, c.name`,
    [storeId],
  )
  return groupBy(rows.map(toCategory), (c) => c.parent_id ?? 0)
}

/** The children of the category `parent` (an SQL expression), in tree order. */
const children = (parent: string, store: string) => `SELECT ${COLUMNS} FROM ${from(store)} WHERE c.parent_id = ${parent} ORDER BY c.position, c.name`

/** The children of one category in tree order, as `childrenByParent` reads them: for a caller's batch. */
export function childrenOf(db: Database, parentId: number, storeId: number): D1PreparedStatement {
  return db.prepare(children('?1', '?2')).bind(parentId, storeId)
}

/**
 * The children of the category at `urlPath`, in one statement: of category 0 (none) when no
 * category has that path and of `otherwise` when several do, as a listing chooses its category
 * facet's parent.
 */
export function childrenOfUrlPath(db: Database, urlPath: string, otherwise: number, storeId: number): D1PreparedStatement {
  return db
    .prepare(children('(SELECT CASE COUNT(*) WHEN 0 THEN 0 WHEN 1 THEN MAX(id) ELSE ?2 END FROM categories WHERE level > 1 AND url_path = ?1)', '?3'))
    .bind(urlPath, otherwise, storeId)
}

/** Ids of the categories at these URL paths, as `filterCategories` finds them: for a caller's batch. */
export function categoryIdsByUrlPath(db: Database, urlPaths: readonly string[]): D1PreparedStatement {
  const list = urlPaths.map((_, i) => `?${i + 1}`).join(', ')
  return db.prepare(`SELECT id FROM categories WHERE level > 1 AND url_path IN (${list}) ORDER BY level, position, name`).bind(...urlPaths)
}

export const categoriesFromRows = (result: D1Result): CategoryRecord[] => (result.results as CategoryRow[]).map(toCategory)

/** Number of enabled, visible products in each category (anchor categories include their children). */
export async function productCounts(db: Database, ids: readonly number[]): Promise<Map<number, number>> {
  // The layered-navigation index keeps each category's total in its ('', 0) row, exact since
  // migration 0008: one row per category instead of counting its products.
  const rows = await queryInChunks<number, { category_id: number; n: number }>(
    db,
    ids,
    (list) => `SELECT category_id, product_count AS n FROM category_facet_index WHERE category_id IN (${list}) AND attribute_code = '' AND option_id = 0`,
  )
  return new Map(rows.map((row) => [row.category_id, row.n]))
}

export type CategoryFilter = {
  ids?: readonly number[]
  parentIds?: readonly number[]
  urlKeys?: readonly string[]
  urlPaths?: readonly string[]
  /** Substring of the name (Magento's partial match). */
  nameLike?: string
}

/**
 * Categories matching every given filter, ordered as the tree shows them, with the total. The
 * SQL's shape follows which filters are present; every value is bound. A name matches the store
 * view's name (Magento filters by the store-scoped value).
 */
export async function filterCategories(
  db: Database,
  filter: CategoryFilter,
  page: { size: number; current: number },
  storeId: number,
): Promise<{ items: CategoryRecord[]; total: number }> {
  const where: string[] = ['c.level > 1']
  // ?1 is the store view.
  const params: (string | number)[] = [storeId]
  const inList = (column: string, values: readonly (string | number)[]) => {
    const start = params.length + 1
    params.push(...values)
    where.push(`${column} IN (${values.map((_, i) => `?${start + i}`).join(', ')})`)
  }
  if (filter.ids) inList('c.id', filter.ids)
  if (filter.parentIds) inList('c.parent_id', filter.parentIds)
  if (filter.urlKeys) inList('c.url_key', filter.urlKeys)
  if (filter.urlPaths) inList('c.url_path', filter.urlPaths)
  if (filter.nameLike !== undefined) {
    params.push(`%${filter.nameLike.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)
    where.push(`${FILTER_NAME} LIKE ?${params.length} ESCAPE '\\'`)
  }
  if (params.length > 95) throw new RangeError('too many category filter values')
  const condition = where.join(' AND ')
  const limit = params.length + 1
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT ${COLUMNS} FROM ${from('?1')} WHERE ${condition} ORDER BY c.level, c.position, c.name LIMIT ?${limit} OFFSET ?${limit + 1}`)
      .bind(...params, page.size, (page.current - 1) * page.size),
    // A name filter reads only the category (its name by FILTER_NAME), so its count needs no texts.
    db.prepare(`SELECT COUNT(*) AS n FROM ${filter.nameLike !== undefined ? 'categories c' : from('?1')} WHERE ${condition}`).bind(...params),
  ])
  return {
    items: ((rows?.results ?? []) as CategoryRow[]).map(toCategory),
    total: ((count?.results ?? []) as { n: number }[])[0]?.n ?? 0,
  }
}

/**
 * A printer model page whose name is the text (case-insensitive): "search by printer". Model names
 * are the same in every store view, so the default name is matched (through its index).
 */
export async function findPrinterModelByName(db: Database, name: string, storeId: number): Promise<CategoryRecord | null> {
  const row = await printerModelByName(db, name, storeId).first<CategoryRow>()
  return row ? toCategory(row) : null
}

/** `findPrinterModelByName`'s read, for a caller's batch (rows as `categoriesFromRows` maps them). */
export function printerModelByName(db: Database, name: string, storeId: number): D1PreparedStatement {
  return db.prepare(`SELECT ${COLUMNS} FROM ${from('?2')} WHERE c.kind = 'printer_model' AND c.name = ?1 COLLATE NOCASE LIMIT 1`).bind(name, storeId)
}
