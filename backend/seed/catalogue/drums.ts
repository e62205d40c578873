/**
 * @module
 * Drum units of laser families (maintenance items): the genuine drum and our alternative.
 */
import { BRANDS } from './brands'
import { germanDrumCopy } from '../german/cartridge-copy-de'
import { drumName, type Side } from '../catalogue-copy/cartridge-content'
import { brandOf, CARTRIDGE_SET, conditionOf, type FamilyContext } from './family-context'
import { retailPence } from '../common/money'
import { perPagePrice, yieldEntry } from '../catalogue-copy/product-copy'
import type { CatalogueProduct } from '../common/rows'
import { bulletList, listInWords, paragraphs, thousands } from '../common/text'

export function buildDrums(ctx: FamilyContext): CatalogueProduct[] {
  const { builder, family, brand, random } = ctx
  const drum = family.drum
  if (!drum) return []
  const make = (side: Side, original: CatalogueProduct | null): CatalogueProduct => {
    const own = side !== 'genuine'
    const name = drumName(family, side)
    const price = original ? retailPence(original.price_pence * (0.4 + random.next() * 0.15)) : retailPence((0.6 * drum.pages ** 0.5 + 30) * 100 * (0.9 + random.next() * 0.2))
    const product = builder.addProduct(
      {
        sku: original ? `${BRANDS.own.skuPrefix}-${original.sku}` : `${brand.skuPrefix}-${drum.skuCode}`,
        type_id: own ? 'alternative' : 'simple',
        attribute_set_id: CARTRIDGE_SET,
        name,
        price_pence: price,
        manufacturers_code: own ? null : drum.mfr,
        description: paragraphs(
          `${own ? 'Our compatible' : `The genuine ${brand.name}`} drum unit transfers toner to the paper and lasts about ${thousands(drum.pages)} pages, several toner cartridges' worth.`,
          `Replace it when the printer shows "Replace Drum" or prints show repeating marks. Fits the ${listInWords(ctx.modelNames)}.`,
        ),
        short_description: bulletList([`Up to ${thousands(drum.pages)} pages`, own ? '3-year guarantee' : `Genuine ${brand.name}`]),
        meta_title: `${name} | Cartridge Corner`,
        meta_description: `${name}, up to ${thousands(drum.pages)} pages. Free next day delivery over £30.`,
        meta_keyword: drum.code,
        created_at: ctx.createdAt(),
        extras: {
          short_name: name.replace(/ Unit$/, ''),
          yields: [yieldEntry('black', drum.pages)],
          per_page_price: perPagePrice(price, drum.pages),
          per_print_type: 'per page',
          isMaintenance: true,
          ...ctx.commonExtras(side),
          weight: 0.6 + random.int(0, 6) / 10,
        },
      },
      { kind: 'drum', brand: brandOf(family, side), seriesId: ctx.seriesId, keepInStock: own, popularity: random.next() * 0.5 },
    )
    builder.addGermanCopy(product.id, germanDrumCopy(family, side, ctx.modelNames))
    ctx.tag(product, { brand: brandOf(family, side), condition: conditionOf(side), colour: 'Black', type: 'Drum Unit' })
    ctx.place(product)
    if (original) builder.link(original.id, product.id, 'alternative')
    return product
  }
  const original = make('genuine', null)
  return family.hasAlternatives ? [original, make('compatible', original)] : [original]
}
