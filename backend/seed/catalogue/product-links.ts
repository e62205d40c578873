/**
 * @module
 * Merchandising links: buy together (a genuine cartridge with our alternative of another colour of
 * the same series, SPEC: 20% off), related colours, XL upsells, paper cross-sells, and for printers
 * their cartridges and similar models.
 */
import type { CatalogueBuilder } from './catalogue-builder'
import type { FamilyProducts } from './series-products'
import type { BuiltPrinter } from './printers'
import type { Random } from '../common/random'
import type { CatalogueProduct } from '../common/rows'

function linkFamily(builder: CatalogueBuilder, built: FamilyProducts, paper: readonly CatalogueProduct[], random: Random): void {
  const { genuine, alternatives, specs } = built
  specs.forEach((spec, i) => {
    const original = genuine[i] as CatalogueProduct
    const sameTier = specs.map((s, j) => ({ s, j })).filter(({ s, j }) => s.tier === spec.tier && j !== i)
    // The next colour round the set, so each colour gets a different companion.
    const roundTheSet = [...sameTier.filter(({ j }) => j > i), ...sameTier.filter(({ j }) => j < i)]
    const companion = roundTheSet.map(({ j }) => alternatives[j]).find((a) => a !== null && a !== undefined)
    if (companion) builder.link(original.id, companion.id, 'buy_together')
    for (const { j } of sameTier.slice(0, 2)) builder.link(original.id, (genuine[j] as CatalogueProduct).id, 'related')
    if (spec.tier === 'standard') {
      const bigger = specs.findIndex((s) => s.tier === 'xl' && s.colour === spec.colour)
      if (bigger >= 0) {
        builder.link(original.id, (genuine[bigger] as CatalogueProduct).id, 'upsell')
        const own = alternatives[i]
        const ownBigger = alternatives[bigger]
        if (own && ownBigger) builder.link(own.id, ownBigger.id, 'upsell')
      }
    }
    if (paper.length && random.chance(0.3)) builder.link(original.id, random.pick(paper).id, 'crosssell')
  })
  for (const pack of built.multipacks) if (paper.length && random.chance(0.5)) builder.link(pack.id, random.pick(paper).id, 'crosssell')
}

function linkPrinters(builder: CatalogueBuilder, printers: readonly BuiltPrinter[], families: readonly FamilyProducts[], random: Random): void {
  const byFamily = new Map(families.map((f) => [f.family, f]))
  const live = printers.filter((p) => p.product.status === 1)
  for (const printer of printers) {
    const built = printer.family ? byFamily.get(printer.family) : undefined
    if (built) {
      const top = built.specs.some((s) => s.tier === 'xl') ? 'xl' : 'standard'
      built.genuine.filter((_, i) => built.specs[i]?.tier === top).slice(0, 4).forEach((c) => builder.link(printer.product.id, c.id, 'crosssell'))
    }
    const similar = live.filter((p) => p !== printer && p.profile.brand === printer.profile.brand && p.profile.technology === printer.profile.technology)
    for (const other of random.shuffle(similar).slice(0, 2)) builder.link(printer.product.id, other.product.id, 'related')
    const dearer = similar.filter((p) => p.product.price_pence > printer.product.price_pence)
    if (dearer.length) builder.link(printer.product.id, random.pick(dearer).product.id, 'upsell')
  }
}

export function buildLinks(builder: CatalogueBuilder, families: readonly FamilyProducts[], printers: readonly BuiltPrinter[], random: Random): void {
  const paper = builder.products.filter((p) => {
    const kind = builder.metaOf(p.id).kind
    return kind === 'paper-line' || kind === 'photo-paper'
  })
  for (const built of families) linkFamily(builder, built, paper.slice(0, 40), random)
  linkPrinters(builder, printers, families, random)
}
