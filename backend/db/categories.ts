/**
 * @module
 * Category rows and the category-tree queries.
 */
import { groupBy, queryInChunks } from './in-chunks'
import type { CategoryRow } from './rows'

/** A category's row, the extras parsed. */
export type CategoryRecord = CategoryRow<Record<string, unknown>>

const COLUMNS =
  'id, parent_id, path, level, position, name, url_key, url_path, include_in_menu, is_anchor, display_mode, description, meta_title, meta_description, meta_keywords, image, kind, extras'

const toCategory = (row: CategoryRow): CategoryRecord => ({ ...row, extras: JSON.parse(row.extras) as Record<string, unknown> })

/** Categories by id, in the order given (missing ids skipped). */
export async function findCategoriesByIds(db: D1Database, ids: readonly number[]): Promise<CategoryRecord[]> {
  const rows = await queryInChunks<number, CategoryRow>(db, [...new Set(ids)], (list) => `SELECT ${COLUMNS} FROM categories WHERE id IN (${list})`)
  const byId = new Map(rows.map((row) => [row.id, toCategory(row)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export async function childrenByParent(db: D1Database, parentIds: readonly number[]): Promise<Map<number, CategoryRecord[]>> {
  const rows = await queryInChunks<number, CategoryRow>(
    db,
    parentIds,
    (list) => `SELECT ${COLUMNS} FROM categories WHERE parent_id IN (${list}) ORDER BY parent_id, position, name`,
  )
  return groupBy(rows.map(toCategory), (c) => c.parent_id ?? 0)
}

const CHILDREN = `SELECT ${COLUMNS} FROM categories WHERE parent_id = ?1 ORDER BY position, name`

/** The children of one category in tree order, as `childrenByParent` reads them: for a caller's batch. */
export function childrenOf(db: D1Database, parentId: number): D1PreparedStatement {
  return db.prepare(CHILDREN).bind(parentId)
}

/**
 * The children of the category at `urlPath`, in one statement: of category 0 (none) when no
 * category has that path and of `otherwise` when several do, as a listing chooses its category
 * facet's parent.
 */
export function childrenOfUrlPath(db: D1Database, urlPath: string, otherwise: number): D1PreparedStatement {
  return db
    .prepare(
      CHILDREN.replace(
        '?1',
        '(SELECT CASE COUNT(*) WHEN 0 THEN 0 WHEN 1 THEN MAX(id) ELSE ?2 END FROM categories WHERE level > 1 AND url_path = ?1)',
      ),
    )
    .bind(urlPath, otherwise)
}

/** Ids of the categories at these URL paths, as `filterCategories` finds them: for a caller's batch. */
export function categoryIdsByUrlPath(db: D1Database, urlPaths: readonly string[]): D1PreparedStatement {
  const list = urlPaths.map((_, i) => `?${i + 1}`).join(', ')
  return db.prepare(`SELECT id FROM categories WHERE level > 1 AND url_path IN (${list}) ORDER BY level, position, name`).bind(...urlPaths)
}

export const categoriesFromRows = (result: D1Result): CategoryRecord[] => (result.results as CategoryRow[]).map(toCategory)

/** Number of enabled, visible products in each category (anchor categories include their children). */
export async function productCounts(db: D1Database, ids: readonly number[]): Promise<Map<number, number>> {
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
 * SQL's shape follows which filters are present; every value is bound.
 */
export async function filterCategories(
  db: D1Database,
  filter: CategoryFilter,
  page: { size: number; current: number },
): Promise<{ items: CategoryRecord[]; total: number }> {
  const where: string[] = ['level > 1']
  const params: (string | number)[] = []
  const inList = (column: string, values: readonly (string | number)[]) => {
    const start = params.length + 1
    params.push(...values)
    where.push(`${column} IN (${values.map((_, i) => `?${start + i}`).join(', ')})`)
  }
  if (filter.ids) inList('id', filter.ids)
  if (filter.parentIds) inList('parent_id', filter.parentIds)
  if (filter.urlKeys) inList('url_key', filter.urlKeys)
  if (filter.urlPaths) inList('url_path', filter.urlPaths)
  if (filter.nameLike !== undefined) {
    params.push(`%${filter.nameLike.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)
    where.push(`name LIKE ?${params.length} ESCAPE '\\'`)
  }
  if (params.length > 95) throw new RangeError('too many category filter values')
  const condition = where.join(' AND ')
  const limit = params.length + 1
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT ${COLUMNS} FROM categories WHERE ${condition} ORDER BY level, position, name LIMIT ?${limit} OFFSET ?${limit + 1}`)
      .bind(...params, page.size, (page.current - 1) * page.size),
    db.prepare(`SELECT COUNT(*) AS n FROM categories WHERE ${condition}`).bind(...params),
  ])
  return {
    items: ((rows?.results ?? []) as CategoryRow[]).map(toCategory),
    total: ((count?.results ?? []) as { n: number }[])[0]?.n ?? 0,
  }
}

/** A printer model page whose name is the text (case-insensitive): "search by printer". */
export async function findPrinterModelByName(db: D1Database, name: string): Promise<CategoryRecord | null> {
  const row = await printerModelByName(db, name).first<CategoryRow>()
  return row ? toCategory(row) : null
}

/** `findPrinterModelByName`'s read, for a caller's batch (rows as `categoriesFromRows` maps them). */
export function printerModelByName(db: D1Database, name: string): D1PreparedStatement {
  return db.prepare(`SELECT ${COLUMNS} FROM categories WHERE kind = 'printer_model' AND name = ?1 COLLATE NOCASE LIMIT 1`).bind(name)
}
