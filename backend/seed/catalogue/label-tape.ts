/**
 * @module
 * Label tapes: Brother TZe (codes TZe-[tape][width][text], e.g. TZe-231 is black on white 12mm)
 * and Dymo D1, each with our compatible alternative, most popular first.
 */
import { BRANDS, type BrandKey } from './brands'
import type { CatalogueBuilder } from './catalogue-builder'
import type { CategoryTree } from './categories'
import type { ColourKey } from './colours'
import { timestampBetween } from '../common/dates'
import { retailPence } from '../common/money'
import { manufacturerExtras, SAFETY } from '../catalogue-copy/product-copy'
import type { Random } from '../common/random'
import { germanLabelTapeCopy } from '../german/supplies-copy-de'
import { bulletList, paragraphs } from '../common/text'

type Tape = { brand: BrandKey; code: string; mfr: string; width: number; lengthM: number; text: string; tape: ColourKey; tapeLabel: string; kind: string; pence: number }

const COMBOS: readonly { text: string; tape: ColourKey; tapeLabel: string; tze: [number, number]; d1: number }[] = [
  { text: 'Black', tape: 'white', tapeLabel: 'White', tze: [2, 1], d1: 13 },
  { text: 'Black', tape: 'clear', tapeLabel: 'Clear', tze: [1, 1], d1: 10 },
  { text: 'Black', tape: 'yellow', tapeLabel: 'Yellow', tze: [6, 1], d1: 18 },
  { text: 'White', tape: 'black', tapeLabel: 'Black', tze: [3, 5], d1: 21 },
  { text: 'Red', tape: 'white', tapeLabel: 'White', tze: [2, 2], d1: 15 },
  { text: 'Blue', tape: 'white', tapeLabel: 'White', tze: [2, 3], d1: 14 },
  { text: 'Black', tape: 'red', tapeLabel: 'Red', tze: [4, 1], d1: 17 },
  { text: 'Black', tape: 'blue', tapeLabel: 'Blue', tze: [5, 1], d1: 16 },
  { text: 'Black', tape: 'green', tapeLabel: 'Green', tze: [7, 1], d1: 19 },
  { text: 'White', tape: 'clear', tapeLabel: 'Clear', tze: [1, 5], d1: 20 },
  { text: 'Gold', tape: 'black', tapeLabel: 'Black', tze: [3, 4], d1: 22 },
  { text: 'White', tape: 'blue', tapeLabel: 'Blue', tze: [5, 5], d1: 23 },
]
const TZE_WIDTHS: readonly [number, number, number][] = [
  [12, 3, 1499], [9, 2, 1299], [18, 4, 1899], [24, 5, 2399], [6, 1, 1099], [36, 6, 2999],
]
const TZE_KINDS = [
  { prefix: '', kind: 'Laminated', factor: 1 },
  { prefix: 'S', kind: 'Extra Strength Laminated', factor: 1.2 },
  { prefix: 'FX', kind: 'Flexible ID Laminated', factor: 1.25 },
]
const D1_WIDTHS: readonly [number, string, number][] = [
  [12, '450', 1349], [9, '409', 1199], [19, '458', 1699], [24, '537', 2099], [6, '436', 999],
]

/** Every tape we could list, most popular first: kinds, then widths, then colours. */
function allTapes(): Tape[] {
  const tapes: Tape[] = []
  for (const kind of TZE_KINDS) {
    for (const [width, digit, pence] of TZE_WIDTHS) {
      for (const combo of COMBOS) {
        const code = `TZe-${kind.prefix}${combo.tze[0]}${digit}${combo.tze[1]}`
        tapes.push({ brand: 'brother', code, mfr: code.replace('-', ''), width, lengthM: 8, text: combo.text, tape: combo.tape, tapeLabel: combo.tapeLabel, kind: kind.kind, pence: pence * kind.factor })
      }
    }
  }
  let serial = 0
  for (const [width, base, pence] of D1_WIDTHS) {
    for (const combo of COMBOS.slice(0, 10)) {
      const code = `${base}${String(combo.d1).padStart(2, '0')}`
      tapes.push({ brand: 'dymo', code: `D1 ${code}`, mfr: `S0720${String(500 + serial++ * 7).padStart(3, '0')}`, width, lengthM: 7, text: combo.text, tape: combo.tape, tapeLabel: combo.tapeLabel, kind: 'Laminated', pence })
    }
  }
  // Interleave the brands so a small catalogue has both.
  const brother = tapes.filter((t) => t.brand === 'brother')
  const dymo = tapes.filter((t) => t.brand === 'dymo')
  const order: Tape[] = []
  for (let i = 0; i < Math.max(brother.length, dymo.length); i++) {
    if (brother[i]) order.push(brother[i] as Tape)
    if (i % 3 === 0 && dymo[i / 3]) order.push(dymo[i / 3] as Tape)
  }
  return order
}

const TAPES = allTapes()

/** How many products a label tape budget buys: each tape and its alternative, up to every tape we list. */
export const labelTapeProducts = (budget: number): number => 2 * Math.min(TAPES.length, Math.max(1, Math.floor(budget / 2)))

export function buildLabelTapes(builder: CatalogueBuilder, tree: CategoryTree, budget: number, random: Random): void {
  for (const tape of TAPES.slice(0, labelTapeProducts(budget) / 2)) {
    const brand = BRANDS[tape.brand]
    const title = `${tape.code} ${tape.text} on ${tape.tapeLabel} ${tape.width}mm x ${tape.lengthM}m ${tape.kind} Label Tape`
    const category = tree.labelTapeBrands.get(tape.brand) ?? tree.labelTape
    const make = (own: boolean, original: number | null) => {
      const price = retailPence(own ? tape.pence * (0.4 + random.next() * 0.15) : tape.pence * (0.95 + random.next() * 0.1))
      const name = own ? `Compatible ${brand.name} ${title}` : `${brand.name} ${title}`
      const product = builder.addProduct(
        {
          sku: `${own ? 'CC-' : ''}${brand.skuPrefix}-${tape.code.replace(/\s+/g, '-').toUpperCase()}`,
          type_id: own ? 'alternative' : 'simple',
          attribute_set_id: 4,
          name,
          price_pence: price,
          manufacturers_code: own ? null : tape.mfr,
          description: paragraphs(
            `${own ? 'Our compatible' : `Genuine ${brand.name}`} ${tape.width}mm ${tape.text.toLowerCase()} on ${tape.tapeLabel.toLowerCase()} tape, ${tape.lengthM} metres long.`,
            `${tape.kind} tape resists water, abrasion, heat and fading, so labels stay readable indoors and out.`,
            own ? 'Fits and prints exactly like the original cassette, with our 3-year guarantee.' : `Fits ${brand.name} label makers that take ${tape.width}mm tape.`,
          ),
          short_description: bulletList([`${tape.width}mm x ${tape.lengthM}m`, `${tape.text} on ${tape.tapeLabel.toLowerCase()}`, tape.kind]),
          meta_title: `${name} | Cartridge Corner`,
          meta_description: `${name}. Free next day delivery over £30.`,
          meta_keyword: `${tape.code}, ${tape.mfr}`,
          created_at: timestampBetween(random, '2024-01-08', '2026-03-27'),
          extras: {
            short_name: `${own ? 'Compatible ' : ''}${brand.name} ${tape.code}`,
            reasons_to_buy: own ? ['Save over 50% against the original', '3-year guarantee', 'Same length as the original'] : ['Genuine cassette', 'Laminated for durability', 'Prints crisp text at 180 dpi'],
            headline: own ? 'Same tape, half the price' : `Genuine ${brand.name} label tape`,
            category_link: `/label-tape/${brand.urlKey}.html`,
            ...manufacturerExtras(own ? 'own' : tape.brand, SAFETY.tape),
            weight: 0.03,
          },
        },
        { kind: 'label-tape', brand: own ? 'own' : tape.brand, keepInStock: own, colour: tape.tape, popularity: random.next() * 0.6 },
      )
      builder.addGermanCopy(product.id, germanLabelTapeCopy({ ...tape, brand: brand.name }, own))
      builder.setOptionId(product.id, 'specification_brand', own ? BRANDS.own.optionId : brand.optionId)
      builder.setOption(product.id, 'specification_product_type', 'Label Tape')
      builder.setOption(product.id, 'specification_colour', tape.tapeLabel)
      builder.setOption(product.id, 'cartridge_condition', own ? 'Compatible' : 'Genuine')
      builder.place(product.id, category)
      if (original !== null) builder.link(original, product.id, 'alternative')
      return product.id
    }
    make(true, make(false, null))
  }
}
