/**
 * @module
 * What every product of one cartridge family shares: where it is placed (each printer model page of
 * the series), how it is tagged for filters, and the manufacturer and promotion details in extras.
 */
import { BRANDS, type Brand, type BrandKey } from './brands'
import type { CatalogueBuilder } from './catalogue-builder'
import type { Side } from '../catalogue-copy/cartridge-content'
import { timestampBetween } from '../common/dates'
import type { Family } from './printer-lines'
import { manufacturerExtras, SAFETY } from '../catalogue-copy/product-copy'
import type { Random } from '../common/random'
import type { CatalogueProduct } from '../common/rows'
import { fullModelName } from './series-plan'

export const CARTRIDGE_SET = 4

export type FamilyContext = {
  builder: CatalogueBuilder
  family: Family
  brand: Brand
  seriesId: number
  /** Full names of the printer models the family fits. */
  modelNames: string[]
  /** How our alternatives are made: remanufactured when the print head is in the cartridge. */
  ownSide: Exclude<Side, 'genuine'>
  random: Random
  createdAt(): string
  /** Puts a product on the series page and every model page of the series. */
  place(product: CatalogueProduct): void
  tag(product: CatalogueProduct, options: { brand: BrandKey; condition: string; colour: string; type?: string }): void
  /** Extras every product of the family carries: manufacturer details, marks, category link. */
  commonExtras(side: Side): Record<string, unknown>
  weight(): number
}

export const conditionOf = (side: Side): string => (side === 'genuine' ? 'Genuine' : side === 'remanufactured' ? 'Remanufactured' : 'Compatible')
export const brandOf = (family: Family, side: Side): BrandKey => (side === 'genuine' ? family.brand : 'own')

export function familyContext(builder: CatalogueBuilder, family: Family, seriesId: number, modelIds: readonly number[], categoryLink: string, random: Random): FamilyContext {
  const brand = BRANDS[family.brand]
  const productType = family.technology === 'ink' ? 'Ink Cartridge' : 'Toner Cartridge'
  return {
    builder,
    family,
    brand,
    seriesId,
    modelNames: family.models.map((m) => fullModelName(family, m)),
    ownSide: family.printhead ? 'remanufactured' : 'compatible',
    random,
    // Real families have been on sale a while; generated ones include this year's launches.
    createdAt: () => timestampBetween(random, '2024-01-08', family.real ? '2025-12-19' : '2026-06-26'),
    place(product) {
      for (const id of modelIds) builder.place(product.id, id)
      builder.place(product.id, seriesId)
    },
    tag(product, options) {
      builder.setOptionId(product.id, 'specification_brand', BRANDS[options.brand].optionId)
      builder.setOption(product.id, 'specification_product_type', options.type ?? productType)
      builder.setOption(product.id, 'specification_colour', options.colour)
      builder.setOption(product.id, 'cartridge_condition', options.condition)
      builder.setOption(product.id, 'group', family.stem.segment)
    },
    commonExtras: (side) => ({
      bullet_upto_visibility: true,
      category_link: categoryLink,
      ...manufacturerExtras(brandOf(family, side), family.technology === 'ink' ? SAFETY.ink : SAFETY.toner),
      ...(side === 'genuine' && brand.returnProgram ? { return_program_hover_over: brand.returnProgram, return_program_hover_show: true } : {}),
    }),
    weight: () => (family.technology === 'ink' ? 0.05 + random.int(0, 7) / 100 : 0.7 + random.int(0, 9) / 10),
  }
}
