/**
 * @module
 * What hangs off a product, each loaded for many products at once (the resolvers batch by request).
 */
import type { Database } from './database'
import { attributeLabel, optionLabel } from './attributes'
import { groupBy, queryInChunks } from './in-chunks'
import type { BundleOptionRow, BundleSelectionRow, ConfigurableAttributeRow, LinkType, ProductLinkRow, ProductMediaRow, TierPriceRow } from './rows'

export type { LinkType } from './rows'

/** A media row, its roles parsed. */
export type MediaRecord = ProductMediaRow<string[]>

const toMedia = (row: ProductMediaRow): MediaRecord => ({ ...row, types: JSON.parse(row.types) as string[] })

/** A media row's columns, its texts in the store view `store` (its own, else the default ones). */
const mediaColumns = (store: string) =>
  `pm.product_id, pm.position, pm.file, COALESCE(ms.label, pm.label) AS label, pm.types, pm.video_url, COALESCE(ms.video_title, pm.video_title) AS video_title
  FROM product_media pm LEFT JOIN product_media_store_texts ms ON ms.product_id = pm.product_id AND ms.position = pm.position AND ms.store_id = ${store}`

/** SQL for one product's media (by the id expression `id`) in the store view `store` as a JSON array in gallery order. */
export function mediaJson(id: string, store: string): string {
  return `(SELECT json_group_array(json_object('product_id', product_id, 'position', position, 'file', file, 'label', label, 'types', types,
    'video_url', video_url, 'video_title', video_title)) FROM (SELECT ${mediaColumns(store)} WHERE pm.product_id = ${id} ORDER BY pm.position))`
}

/** Media from `mediaJson`'s value, parsed. */
export const mediaFromJson = (value: unknown): MediaRecord[] => (value as ProductMediaRow[]).map(toMedia)

/** Products' media with their texts in the store view `storeId`. */
export async function mediaByProduct(db: Database, ids: readonly number[], storeId: number): Promise<Map<number, MediaRecord[]>> {
  const rows = await queryInChunks<number, ProductMediaRow>(
    db,
    ids,
    (list) => `SELECT ${mediaColumns('?1')} WHERE pm.product_id IN (${list}) ORDER BY pm.product_id, pm.position`,
    [storeId],
  )
  return groupBy(rows.map(toMedia), (row) => row.product_id)
}

export type TierPriceRecord = TierPriceRow

export async function tierPricesByProduct(db: Database, ids: readonly number[]): Promise<Map<number, TierPriceRecord[]>> {
  const rows = await queryInChunks<number, TierPriceRecord>(
    db,
    ids,
    (list) => `SELECT product_id, quantity, price_pence FROM tier_prices WHERE product_id IN (${list}) ORDER BY product_id, quantity`,
  )
  return groupBy(rows, (row) => row.product_id)
}

export type LinkRecord = Omit<ProductLinkRow, 'link_type'>

/** Links of one type from each product, in position order. `key` is `${id}:${type}`. */
export async function linksByProduct(db: Database, keys: readonly string[]): Promise<Map<string, LinkRecord[]>> {
  const byType = groupBy(
    keys.map((key) => key.split(':') as [string, LinkType]),
    ([, type]) => type,
  )
  const result = new Map<string, LinkRecord[]>()
  for (const [type, pairs] of byType) {
    const rows = await queryInChunks<number, LinkRecord>(
      db,
      pairs.map(([id]) => Number(id)),
      (list) => `SELECT product_id, linked_product_id, position, qty FROM product_links WHERE link_type = ?1 AND product_id IN (${list}) ORDER BY product_id, position, linked_product_id`,
      [type],
    )
    for (const [id, links] of groupBy(rows, (row) => row.product_id)) result.set(`${id}:${type}`, links)
  }
  return result
}

/** A product's option of an attribute, labelled for the store view (`default_label` is the admin label). */
export type AttributeValueRecord = { product_id: number; attribute_code: string; option_id: number; label: string; default_label: string }

export async function attributeValuesByProduct(db: Database, ids: readonly number[], storeId: number): Promise<Map<number, AttributeValueRecord[]>> {
  const rows = await queryInChunks<number, AttributeValueRecord>(
    db,
    ids,
    (list) => `SELECT v.product_id, v.attribute_code, v.option_id, ${optionLabel('?1')} AS label, o.label AS default_label FROM product_attribute_values v
      JOIN attribute_options o ON o.attribute_code = v.attribute_code AND o.option_id = v.option_id
      WHERE v.product_id IN (${list}) ORDER BY v.product_id, v.attribute_code, o.position`,
    [storeId],
  )
  return groupBy(rows, (row) => row.product_id)
}

export async function categoryIdsByProduct(db: Database, ids: readonly number[]): Promise<Map<number, number[]>> {
  const rows = await queryInChunks<number, { product_id: number; category_id: number }>(
    db,
    ids,
    (list) => `SELECT cp.product_id, cp.category_id FROM category_products cp JOIN categories c ON c.id = cp.category_id
      WHERE cp.product_id IN (${list}) ORDER BY cp.product_id, c.level, c.position`,
  )
  const grouped = groupBy(rows, (row) => row.product_id)
  return new Map([...grouped].map(([id, list]) => [id, list.map((row) => row.category_id)]))
}

export type ConfigurableAttributeRecord = ConfigurableAttributeRow & { attribute_label: string }

/**
 * A configurable product's attributes, labelled for the store view. A product whose label is the
 * attribute's default label uses the attribute's store label (Magento's super-attribute label
 * with "use default"); a label of its own stays as it is.
 */
export async function configurableAttributesByProduct(db: Database, ids: readonly number[], storeId: number): Promise<Map<number, ConfigurableAttributeRecord[]>> {
  const storeLabel = attributeLabel('?1')
  const rows = await queryInChunks<number, ConfigurableAttributeRecord>(
    db,
    ids,
    (list) => `SELECT ca.product_id, ca.attribute_code, CASE WHEN ca.label = a.label THEN ${storeLabel} ELSE ca.label END AS label, ca.position,
        ${storeLabel} AS attribute_label
      FROM configurable_attributes ca JOIN attributes a ON a.attribute_code = ca.attribute_code WHERE ca.product_id IN (${list}) ORDER BY ca.product_id, ca.position`,
    [storeId],
  )
  return groupBy(rows, (row) => row.product_id)
}

export type BundleOptionRecord = BundleOptionRow & { selections: Omit<BundleSelectionRow, 'option_id'>[] }

/** Bundles' options with their selections, each titled for the store view `storeId` (its own title, else the default). */
export async function bundleOptionsByProduct(db: Database, ids: readonly number[], storeId: number): Promise<Map<number, BundleOptionRecord[]>> {
  const options = await queryInChunks<number, BundleOptionRow>(
    db,
    ids,
    (list) => `SELECT o.option_id, o.product_id, COALESCE(t.title, o.title) AS title, o.type, o.required, o.position
      FROM bundle_options o LEFT JOIN bundle_option_titles t ON t.option_id = o.option_id AND t.store_id = ?1
      WHERE o.product_id IN (${list}) ORDER BY o.product_id, o.position`,
    [storeId],
  )
  const selections = groupBy(
    await queryInChunks<number, BundleSelectionRow>(
      db,
      options.map((o) => o.option_id),
      (list) => `SELECT selection_id, option_id, product_id, qty, is_default, position FROM bundle_selections WHERE option_id IN (${list}) ORDER BY option_id, position`,
    ),
    (row) => row.option_id,
  )
  return groupBy(
    options.map((option) => ({ ...option, selections: selections.get(option.option_id) ?? [] })),
    (option) => option.product_id,
  )
}
