/**
 * @module
 * What the in-memory catalogue index is built from and checked against (migrations 0022 and 0024),
 * and the page rows it hands back to D1 for. Every read is `raw`: arrays, not an object per row,
 * as the index reads every product.
 */
import type { Database } from './database'
import { MAX_IDS_PER_STATEMENT, placeholders, queryInChunks } from './in-chunks'
import type { SearchParts } from './product-query'
import { pageItem, parsePageItem } from './search-parts'
import type { PageItem } from './product-query'

/**
 * id, status, visibility, in stock (0/1), position, price, special price, its window; then what a
 * search and a lookup read: name, SKU, manufacturer's code.
 */
export type ProductListingRow = [number, number, number, number, number, number, number | null, string | null, string | null, string, string, string | null]
/** A product's name in a store view that has its own. */
export type StoreNameRow = [number, number, string]
/** A printer model's category and its name. */
export type ModelRow = [number, string]
/** An attribute option and its products' ids, comma-separated. */
export type OptionProductsRow = [string, number, string]
/** A category and its products' ids, comma-separated. */
export type CategoryProductsRow = [number, string]

/** The last logged change to products' listing columns (migration 0026): its number and mark, or nulls. */
export type LastChange = { seq: number | null; mark: number | null }

export type CatalogueSource = LastChange & {
  generation: number
  products: ProductListingRow[]
  options: OptionProductsRow[]
  categories: CategoryProductsRow[]
  storeNames: StoreNameRow[]
  models: ModelRow[]
}

/** The catalogue's generation, its last logged change and the stored prices' day, in one row. */
export function catalogueStateStatement(db: Database): D1PreparedStatement {
  return db.prepare(
    `SELECT (SELECT generation FROM catalogue_state) AS generation, last.seq, last.mark, (SELECT day FROM price_state) AS day
     FROM (SELECT 1) LEFT JOIN (SELECT seq, mark FROM catalogue_changes ORDER BY seq DESC LIMIT 1) last`,
  )
}

export type CatalogueState = LastChange & { generation: number; day: string | null }

/** A logged change and the product's listing columns as they are now: seq, mark, then a `ProductListingRow`'s first nine. */
export type ChangedProductRow = [number, number, number, number, number, number, number, number, number | null, string | null, string | null]

/** Ids of the products with these URL keys (a lookup the index leaves to D1's unique key). */
export async function productIdsByUrlKeys(db: Database, urlKeys: readonly string[]): Promise<number[]> {
  const rows = await queryInChunks<string, { id: number }>(db, urlKeys, (list) => `SELECT id FROM products WHERE url_key IN (${list})`)
  return rows.map((row) => row.id)
}

/**
 * The changes logged from `fromSeq` on (that one included, so the caller can tell it is still the
 * change it knew), at most `limit`, with each product's columns now.
 */
export function readChangedProducts(db: Database, fromSeq: number, limit: number): Promise<ChangedProductRow[]> {
  return db
    .prepare(
      `SELECT c.seq, c.mark, p.id, p.status, p.visibility, p.stock_status = 'IN_STOCK', p.position, p.price_pence, p.special_price_pence, p.special_from_date, p.special_to_date
       FROM catalogue_changes c JOIN products p ON p.id = c.product_id WHERE c.seq >= ?1 ORDER BY c.seq LIMIT ?2`,
    )
    .bind(fromSeq, limit)
    .raw<ChangedProductRow>()
}

/**
 * Everything the index holds. The generation is read first: a change made while the rest is read
 * moves the stored generation past it, so the next query notices and reads again.
 */
export async function readCatalogueSource(db: Database): Promise<CatalogueSource> {
  const state = await catalogueStateStatement(db).first<CatalogueState>()
  const [products, options, categories, storeNames, models] = await Promise.all([
    db
      .prepare(
        `SELECT id, status, visibility, stock_status = 'IN_STOCK', position, price_pence, special_price_pence, special_from_date, special_to_date,
         name, sku, manufacturers_code FROM products ORDER BY id`,
      )
      .raw<ProductListingRow>(),
    db.prepare('SELECT attribute_code, option_id, group_concat(product_id) FROM product_attribute_values GROUP BY attribute_code, option_id').raw<OptionProductsRow>(),
    db.prepare('SELECT category_id, group_concat(product_id) FROM category_products GROUP BY category_id').raw<CategoryProductsRow>(),
    // The narrow index of migration 0024, not the texts' wide rows.
    db
      .prepare('SELECT product_id, store_id, name FROM product_store_texts INDEXED BY product_store_texts_names WHERE name IS NOT NULL')
      .raw<StoreNameRow>(),
    db.prepare("SELECT id, name FROM categories WHERE kind = 'printer_model'").raw<ModelRow>(),
  ])
  return { generation: state?.generation ?? 0, seq: state?.seq ?? null, mark: state?.mark ?? null, products, options, categories, storeNames, models }
}

/** Statements reading a page's products (and media when asked) in the store view, in chunks D1 accepts. */
export function pageItemStatements(db: Database, ids: readonly number[], storeId: number, parts: SearchParts): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = []
  for (let i = 0; i < ids.length; i += MAX_IDS_PER_STATEMENT) {
    const chunk = ids.slice(i, i + MAX_IDS_PER_STATEMENT)
    statements.push(
      db.prepare(`SELECT listed.id, ${pageItem('listed.id', parts, '?1')} AS item FROM products listed WHERE listed.id IN (${placeholders(chunk.length, 2)})`).bind(storeId, ...chunk),
    )
  }
  return statements
}

/** The page's items in the order of `ids`, from the rows `pageItemStatements` read. */
export function pageItemsInOrder(ids: readonly number[], rows: readonly { id: number; item: string }[]): PageItem[] {
  const byId = new Map(rows.map((row) => [row.id, row.item]))
  return ids.flatMap((id) => {
    const item = byId.get(id)
    return item === undefined ? [] : [parsePageItem(item)]
  })
}
