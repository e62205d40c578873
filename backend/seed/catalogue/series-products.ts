/**
 * @module
 * Every product of one printer series (cartridge family): single cartridges, our alternatives,
 * multipacks and drums, in that order, each placed on all the series' printer model pages.
 */
import type { CatalogueBuilder } from './catalogue-builder'
import { buildAlternativeCartridges, buildGenuineCartridges } from './cartridges'
import { buildDrums } from './drums'
import { familyContext } from './family-context'
import { buildMultipacks } from './multipacks'
import type { CartridgeSpec, Family } from './printer-lines'
import type { Random } from '../common/random'
import type { CatalogueProduct } from '../common/rows'

export type FamilyProducts = {
  family: Family
  seriesId: number
  genuine: CatalogueProduct[]
  /** Our alternative for each genuine cartridge (same index), when the family has them. */
  alternatives: (CatalogueProduct | null)[]
  specs: CartridgeSpec[]
  multipacks: CatalogueProduct[]
  drums: CatalogueProduct[]
}

export function buildFamilyProducts(
  builder: CatalogueBuilder,
  family: Family,
  seriesId: number,
  modelIds: readonly number[],
  categoryLink: string,
  random: Random,
): FamilyProducts {
  const ctx = familyContext(builder, family, seriesId, modelIds, categoryLink, random)
  const genuine = buildGenuineCartridges(ctx)
  const alternatives = buildAlternativeCartridges(ctx, genuine)
  const multipacks = buildMultipacks(ctx, genuine, alternatives)
  const drums = buildDrums(ctx)
  return { family, seriesId, genuine, alternatives, specs: family.cartridges, multipacks, drums }
}
