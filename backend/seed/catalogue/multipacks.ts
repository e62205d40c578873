/**
 * @module
 * Multipacks of a family as bundles: a full set per tier and a black twin pack, genuine and ours.
 * Each bundle option holds the single cartridge it is made of.
 */
import { BRANDS } from './brands'
import { germanMultipackCopy } from '../german/cartridge-copy-de'
import { multipackDescription, multipackName, reasonsToBuy, type Side } from '../catalogue-copy/cartridge-content'
import { COLOURS } from './colours'
import { brandOf, CARTRIDGE_SET, conditionOf, type FamilyContext } from './family-context'
import { packPlans } from './family-products'
import { retailPence } from '../common/money'
import type { CartridgeSpec, Tier } from './printer-lines'
import { yieldEntry } from '../catalogue-copy/product-copy'
import type { CatalogueProduct } from '../common/rows'
import { bulletList } from '../common/text'

type Part = { product: CatalogueProduct; spec: CartridgeSpec; pages: number }

function buildPack(ctx: FamilyContext, tier: Tier, twin: boolean, side: Side, parts: readonly Part[]): CatalogueProduct | null {
  const { builder, family, brand, random } = ctx
  const first = parts[0]
  if (!first) return null
  const own = side !== 'genuine'
  const items = twin ? [first, first] : parts
  const colours = parts.map((p) => COLOURS[p.spec.colour].label)
  const pack = family.packs[tier] ?? ''
  const name = multipackName(family, tier, side, colours, twin)
  const product = builder.addProduct(
    {
      sku: `${own ? `${BRANDS.own.skuPrefix}-` : ''}${brand.skuPrefix}-${pack.toUpperCase().replace(/[^A-Z0-9]+/g, '-')}-${twin ? 'TWIN' : 'MULTI'}`,
      type_id: 'bundle',
      attribute_set_id: CARTRIDGE_SET,
      name,
      price_pence: retailPence(items.reduce((total, p) => total + p.product.price_pence, 0) * (twin ? 0.94 : 0.9)),
      manufacturers_code: null,
      description: multipackDescription(family, tier, side, parts.map((p) => ({ colour: COLOURS[p.spec.colour].label, pages: p.pages })), twin, ctx.modelNames),
      short_description: bulletList([twin ? '2 x Black' : colours.join(', '), 'Save against single cartridges']),
      meta_title: `${name} | Cartridge Corner`,
      meta_description: `${name}: save against buying single cartridges. Free next day delivery over £30.`,
      meta_keyword: `${pack} ${twin ? 'twin pack' : 'multipack'}`,
      created_at: ctx.createdAt(),
      extras: {
        short_name: `${own ? `${conditionOf(side)} ` : ''}${brand.name} ${pack} ${twin ? 'Twin Pack' : 'Multipack'}`,
        ...(parts.every((p) => p.spec.ml) ? { capacity: items.map((p) => `${p.spec.ml}ml`) } : {}),
        yields: items.map((p) => yieldEntry(p.spec.colour, p.pages)),
        sku_pack_component: items.map((p) => p.product.sku).join(','),
        reasons_to_buy: reasonsToBuy(side, random),
        ...ctx.commonExtras(side),
        weight: Math.round(items.length * ctx.weight() * 100) / 100,
      },
    },
    { kind: 'multipack', brand: brandOf(family, side), seriesId: ctx.seriesId, tier, popularity: random.next() * 0.8 },
  )
  builder.addGermanCopy(product.id, germanMultipackCopy(family, tier, side, parts.map((p) => ({ colour: COLOURS[p.spec.colour].label, pages: p.pages })), twin, ctx.modelNames))
  ctx.tag(product, { brand: brandOf(family, side), condition: conditionOf(side), colour: twin ? 'Black' : 'Multicolour', type: 'Multipack' })
  builder.addBundleOptions(
    product.id,
    twin ? [{ title: COLOURS.black.label, items: [{ productId: first.product.id, qty: 2 }] }] : parts.map((p) => ({ title: COLOURS[p.spec.colour].label, items: [{ productId: p.product.id, qty: 1 }] })),
  )
  ctx.place(product)
  return product
}

export function buildMultipacks(ctx: FamilyContext, genuine: readonly CatalogueProduct[], alternatives: readonly (CatalogueProduct | null)[]): CatalogueProduct[] {
  const { family } = ctx
  const packs: (CatalogueProduct | null)[] = []
  for (const { tier, twin } of packPlans(family)) {
    // A twin pack holds the black cartridge, which comes first in every palette.
    const indexes = family.cartridges.flatMap((c, i) => (c.tier === tier && (!twin || c.colour === 'black') ? [i] : []))
    const partOf = (products: readonly (CatalogueProduct | null)[], i: number): Part[] => {
      const product = products[i]
      const spec = family.cartridges[i]
      if (!product || !spec) return []
      const pages = (product.extras?.yields as { yield: number }[] | undefined)?.[0]?.yield ?? spec.pages
      return [{ product, spec, pages }]
    }
    packs.push(buildPack(ctx, tier, twin, 'genuine', indexes.flatMap((i) => partOf(genuine, i))))
    if (family.hasAlternatives) packs.push(buildPack(ctx, tier, twin, ctx.ownSide, indexes.flatMap((i) => partOf(alternatives, i))))
  }
  return packs.filter((p): p is CatalogueProduct => p !== null)
}
