/**
 * @module
 * The German store view's row of every category below the root (migration 0016): German names
 * of the generic categories and German copy of every page, from the templates of
 * category-content-de.ts for the same pages category-content.ts writes. Run after the
 * merchandising pass, whose review summary it words in German too.
 */
import type { BrandKey } from '../catalogue/brands'
import type { CatalogueBuilder } from '../catalogue/catalogue-builder'
import type { CategoryTree } from '../catalogue/categories'
import {
  germanBrandContent,
  germanModelContent,
  germanPrinterBrandContent,
  germanReviewText,
  germanSectionContent,
  germanSeriesContent,
  germanTopCategoryContent,
  type GermanCategoryText,
} from './category-content-de'
import type { SupplyRange } from './category-names-de'
import type { Family } from '../catalogue/printer-lines'
import type { CategoryStoreTextRow } from '../common/rows'
import { fullModelName } from '../catalogue/series-plan'

type ReviewStars = { percent: number; count: number }

const isReviewStars = (value: unknown): value is ReviewStars =>
  typeof value === 'object' && value !== null && typeof (value as ReviewStars).percent === 'number' && typeof (value as ReviewStars).count === 'number'

export function germanCategoryTexts(builder: CatalogueBuilder, tree: CategoryTree, families: readonly Family[], storeId: number): CategoryStoreTextRow[] {
  const texts = new Map<number, GermanCategoryText>()
  const top = (id: number) => texts.set(id, germanTopCategoryContent(builder.category(id).name, builder.category(id).url_key))
  const section = (id: number) => {
    const row = builder.category(id)
    texts.set(id, germanSectionContent(row.name, builder.category(row.parent_id ?? 0).name))
  }
  const brands = (ids: ReadonlyMap<BrandKey, number>, supplies: SupplyRange) => {
    for (const [key, id] of ids) texts.set(id, germanBrandContent(key, supplies))
  }

  for (const id of [tree.ink, tree.toner, tree.labelTape, tree.filament, tree.paper, tree.printers]) top(id)
  for (const id of [tree.a4Paper, tree.photoPaper, tree.labels, ...Object.values(tree.printerTypes), ...tree.filamentSections.values()]) section(id)
  for (const [key, id] of tree.printerBrands) texts.set(id, germanPrinterBrandContent(key))
  brands(tree.labelTapeBrands, 'Label Tape')
  brands(tree.inkBrands, 'Ink Cartridges')
  brands(tree.tonerBrands, 'Toner Cartridges')
  families.forEach((family, index) => {
    const seriesId = tree.series[index]
    if (seriesId !== undefined) texts.set(seriesId, germanSeriesContent(family))
    for (const model of family.models) {
      const name = fullModelName(family, model)
      const id = tree.models.get(name)
      if (id !== undefined) texts.set(id, germanModelContent(family, name))
    }
  })

  return [...texts].map(([id, text]) => {
    const row = builder.category(id)
    // As category-merchandising.ts: pages other than sections state their products' rating.
    const stars = row.extras?.review_stars
    const review = row.kind !== 'section' && isReviewStars(stars) ? { review_text: germanReviewText(stars.percent, stars.count) } : {}
    return {
      category_id: id,
      store_id: storeId,
      name: text.name !== null && text.name !== row.name ? text.name : null,
      description: text.description,
      meta_title: text.meta_title,
      meta_description: text.meta_description,
      meta_keywords: text.meta_keywords,
      extras: { ...text.extras, ...review },
    }
  })
}
