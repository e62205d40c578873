/**
 * @module
 * What a product's generated picture shows: its SKU, name, colour and product type.
 */
import type { Database } from './database'

export type ImageSubject = { sku: string; name: string; colour: string | null; productType: string | null }

/** What the picture of a SKU shows, from the catalogue. */
export async function findImageSubject(db: Database, sku: string): Promise<ImageSubject | null> {
  const row = await db
    .prepare(
      `SELECT p.sku, p.name,
        (SELECT o.label FROM product_attribute_values v JOIN attribute_options o ON o.attribute_code = v.attribute_code AND o.option_id = v.option_id
          WHERE v.product_id = p.id AND v.attribute_code = 'specification_colour' LIMIT 1) AS colour,
        (SELECT o.label FROM product_attribute_values v JOIN attribute_options o ON o.attribute_code = v.attribute_code AND o.option_id = v.option_id
          WHERE v.product_id = p.id AND v.attribute_code = 'specification_product_type' LIMIT 1) AS productType
       FROM products p WHERE p.sku = ?1 AND p.status = 1`,
    )
    .bind(sku)
    .first<ImageSubject>()
  return row ?? null
}
