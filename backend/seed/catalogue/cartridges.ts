/**
 * @module
 * Single cartridges of a family: the genuine ones, and our alternative for each (type
 * 'alternative', linked from the original for switch and save).
 */
import { BRANDS } from './brands'
import { germanCartridgeCopy } from '../german/cartridge-copy-de'
import { cartridgeDescription, cartridgeName, cartridgeShortDescription, genuineHeadline, kindWord, ownHeadline, reasonsToBuy, shortName } from '../catalogue-copy/cartridge-content'
import { COLOURS } from './colours'
import { CARTRIDGE_SET, conditionOf, type FamilyContext } from './family-context'
import { retailPence } from '../common/money'
import type { CartridgeSpec, Family } from './printer-lines'
import { cashback, perPagePrice, yieldEntry } from '../catalogue-copy/product-copy'
import type { Random } from '../common/random'
import type { CatalogueProduct } from '../common/rows'
import { thousands } from '../common/text'

/** Genuine prices follow the page yield the way the market does: bigger cartridges cost less per page. */
function genuinePrice(family: Family, spec: CartridgeSpec, random: Random): number {
  const ink = family.technology === 'ink'
  let pounds = (ink ? 0.565 : 0.76) * spec.pages ** 0.6
  if (spec.colour === 'tri-colour') pounds *= 1.1
  else if (spec.colour !== 'black') pounds *= ink ? 0.85 : 0.95
  pounds *= 0.9 + random.next() * 0.2
  return retailPence(Math.max(pounds * 100, 899))
}

export function buildGenuineCartridges(ctx: FamilyContext): CatalogueProduct[] {
  const { builder, family, brand, random } = ctx
  return family.cartridges.map((spec) => {
    const price = genuinePrice(family, spec, random)
    const createdAt = ctx.createdAt()
    const name = cartridgeName(family, spec, 'genuine')
    const product = builder.addProduct(
      {
        sku: `${brand.skuPrefix}-${spec.skuCode}`,
        type_id: 'simple',
        attribute_set_id: CARTRIDGE_SET,
        name,
        price_pence: price,
        manufacturers_code: spec.mfr,
        description: cartridgeDescription(family, spec, 'genuine', spec.pages, ctx.modelNames, random),
        short_description: cartridgeShortDescription(family, spec, 'genuine', spec.pages),
        meta_title: `${name} | Cartridge Corner`,
        meta_description: `Genuine ${spec.code} ${COLOURS[spec.colour].label.toLowerCase()} ${kindWord(family).toLowerCase()}, up to ${thousands(spec.pages)} pages. Free next day delivery over £30.`,
        meta_keyword: `${spec.code}, ${spec.mfr}`,
        created_at: createdAt,
        extras: {
          short_name: shortName(family, spec, 'genuine'),
          ...(spec.ml ? { capacity: [`${spec.ml}ml`] } : {}),
          yields: [yieldEntry(spec.colour, spec.pages)],
          per_page_price: perPagePrice(price, spec.pages),
          per_print_type: 'per page',
          reasons_to_buy: reasonsToBuy('genuine', random),
          headline: genuineHeadline(family, random),
          new_to_market: createdAt >= '2026-01-01',
          ...(spec.tier === 'xl' && random.chance(0.06) ? { cashback: cashback(family.brand, random.pick([5, 10]), random) } : {}),
          ...ctx.commonExtras('genuine'),
          weight: ctx.weight(),
        },
      },
      { kind: 'genuine-cartridge', brand: family.brand, seriesId: ctx.seriesId, colour: spec.colour, tier: spec.tier, popularity: family.real ? 0.6 + random.next() * 0.4 : random.next() * 0.6 },
    )
    builder.addGermanCopy(product.id, germanCartridgeCopy(family, spec, 'genuine', spec.pages, ctx.modelNames, product.sku, null))
    ctx.tag(product, { brand: family.brand, condition: 'Genuine', colour: COLOURS[spec.colour].label })
    ctx.place(product)
    return product
  })
}

/** Our alternative to each genuine cartridge (same index); nulls when the family has none. */
export function buildAlternativeCartridges(ctx: FamilyContext, genuine: readonly CatalogueProduct[]): (CatalogueProduct | null)[] {
  const { builder, family, random, ownSide } = ctx
  if (!family.hasAlternatives) return family.cartridges.map(() => null)
  // HP's printers with HP+ reject third-party chips; the page must say so.
  const hpPlus = family.brand === 'hp' && family.technology === 'ink' && random.chance(0.5)
  return family.cartridges.map((spec, index) => {
    const original = genuine[index] as CatalogueProduct
    // Same yield or up to 30% more, and more ink for it; 40-60% cheaper (SPEC: "save up to 50%").
    const pages = random.chance(0.35) ? Math.round((spec.pages * (1.1 + random.next() * 0.2)) / 10) * 10 : spec.pages
    const own: CartridgeSpec = { ...spec, pages, ml: spec.ml ? Math.round(spec.ml * (pages / spec.pages) * 10) / 10 : null }
    const price = retailPence(original.price_pence * (0.4 + random.next() * 0.2))
    const saving = Math.round((1 - price / original.price_pence) * 100)
    const name = cartridgeName(family, spec, ownSide)
    const product = builder.addProduct(
      {
        sku: `${BRANDS.own.skuPrefix}-${original.sku}`,
        type_id: 'alternative',
        attribute_set_id: CARTRIDGE_SET,
        name,
        price_pence: price,
        manufacturers_code: null,
        description: cartridgeDescription(family, own, ownSide, pages, ctx.modelNames, random),
        short_description: cartridgeShortDescription(family, own, ownSide, pages),
        meta_title: `${name} | Cartridge Corner`,
        meta_description: `${conditionOf(ownSide)} ${spec.code} ${COLOURS[spec.colour].label.toLowerCase()} ${kindWord(family).toLowerCase()}: ${thousands(pages)} pages, save ${saving}%. 3-year guarantee.`,
        meta_keyword: `compatible ${spec.code}, ${spec.mfr}`,
        created_at: ctx.createdAt(),
        extras: {
          short_name: shortName(family, spec, ownSide),
          ...(own.ml ? { capacity: [`${own.ml}ml`] } : {}),
          yields: [yieldEntry(spec.colour, pages)],
          per_page_price: perPagePrice(price, pages),
          per_print_type: 'per page',
          reasons_to_buy: reasonsToBuy(ownSide, random),
          headline: ownHeadline(saving),
          ...(hpPlus ? { not_compatible_with_hp_plus: true } : {}),
          ...ctx.commonExtras(ownSide),
          weight: ctx.weight(),
        },
      },
      { kind: 'alternative-cartridge', brand: 'own', seriesId: ctx.seriesId, colour: spec.colour, tier: spec.tier, keepInStock: true, popularity: 0.3 + random.next() * 0.7 },
    )
    builder.addGermanCopy(product.id, germanCartridgeCopy(family, own, ownSide, pages, ctx.modelNames, product.sku, saving))
    ctx.tag(product, { brand: 'own', condition: conditionOf(ownSide), colour: COLOURS[spec.colour].label })
    ctx.place(product)
    builder.link(original.id, product.id, 'alternative')
    return product
  })
}
