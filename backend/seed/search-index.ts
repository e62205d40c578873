/**
 * @module
 * Rows of the contentless FTS5 table `product_search`: every enabled product shown in search
 * (visibility 3 or 4), with the names of the printer models it fits so "search by printer" works.
 * The name column holds the product's name in every store view's language (one index serves both
 * store views), so a shopper finds a product by the name their store view shows; a German word
 * typed in the English store view finds it too.
 */
import type { CatalogueBuilder } from './catalogue-builder'
import type { ProductSearchRow } from './rows'

export function buildSearchRows(builder: CatalogueBuilder): ProductSearchRow[] {
  return builder.products
    .filter((p) => p.status === 1 && (p.visibility === 3 || p.visibility === 4))
    .map((p) => ({
      rowid: p.id,
      name: [...new Set([p.name, builder.germanName(p.id)])].join(' '),
      sku: p.sku,
      manufacturers_code: p.manufacturers_code ?? '',
      compatible_models: (builder.modelNames.get(p.id) ?? []).join(' '),
    }))
}
