/**
 * @module
 * Rows of the contentless FTS5 table `product_search`: every enabled product shown in search
 * (visibility 3 or 4), with the names of the printer models it fits so "search by printer" works.
 */
import type { CatalogueBuilder } from './catalogue-builder'
import type { ProductSearchRow } from './rows'

export function buildSearchRows(builder: CatalogueBuilder): ProductSearchRow[] {
  return builder.products
    .filter((p) => p.status === 1 && (p.visibility === 3 || p.visibility === 4))
    .map((p) => ({
      rowid: p.id,
      name: p.name,
      sku: p.sku,
      manufacturers_code: p.manufacturers_code ?? '',
      compatible_models: (builder.modelNames.get(p.id) ?? []).join(' '),
    }))
}
