/**
 * @module
 * Paper (attribute set 22): copier paper lines as configurable products whose variants are the
 * paper sizes, photo paper and A4 label sheets.
 */
import { BRANDS, type BrandKey } from './brands'
import { optionId } from './attributes'
import type { CatalogueBuilder } from './catalogue-builder'
import type { CategoryTree } from './categories'
import { skuPart } from './cartridge-codes'
import { timestampBetween } from '../common/dates'
import { retailPence } from '../common/money'
import { manufacturerExtras, SAFETY, specialStock } from '../catalogue-copy/product-copy'
import type { Random } from '../common/random'
import { germanPaperRange } from '../german/paper-ranges-de'
import { germanLabelSheetsCopy, germanPaperLineCopy, germanPaperVariantCopy, germanPhotoPaperCopy } from '../german/supplies-copy-de'
import type { CatalogueProduct } from '../common/rows'
import { bulletList, paragraphs } from '../common/text'

const PAPER_SET = 22

type PaperSize = 'A4' | 'A3' | 'A5'
type PaperLine = { brand: BrandKey; range: string; gsm: number; sizes: PaperSize[]; reams: 1 | 5 }

const NAMED_LINES: readonly PaperLine[] = [
  { brand: 'own', range: 'Everyday Copier Paper', gsm: 75, sizes: ['A4', 'A3', 'A5'], reams: 1 },
  { brand: 'hp', range: 'Office Paper', gsm: 80, sizes: ['A4', 'A3'], reams: 1 },
  { brand: 'own', range: 'Premium Laser Paper', gsm: 80, sizes: ['A4', 'A3'], reams: 1 },
  { brand: 'canon', range: 'Red Label Superior', gsm: 80, sizes: ['A4', 'A3'], reams: 1 },
  { brand: 'epson', range: 'Bright White Ink Jet Paper', gsm: 90, sizes: ['A4', 'A3'], reams: 1 },
  { brand: 'own', range: 'Everyday Copier Paper', gsm: 75, sizes: ['A4', 'A3'], reams: 5 },
  { brand: 'brother', range: 'BP60 Inkjet Paper', gsm: 72, sizes: ['A4', 'A5'], reams: 1 },
  { brand: 'own', range: 'Recycled Paper', gsm: 80, sizes: ['A4', 'A3'], reams: 1 },
  { brand: 'hp', range: 'Everyday Paper', gsm: 75, sizes: ['A4', 'A3'], reams: 1 },
  { brand: 'canon', range: 'Black Label Zero', gsm: 80, sizes: ['A4', 'A3'], reams: 1 },
]
const RANGES = ['Everyday Copier Paper', 'Premium Laser Paper', 'Bright White Paper', 'Recycled Paper', 'Presentation Paper', 'Colour Laser Paper', 'Inkjet Paper', 'Smooth Office Paper']
const GSMS = [70, 75, 80, 90, 100, 120, 160]
const LINE_BRANDS: readonly BrandKey[] = ['own', 'hp', 'canon', 'epson', 'brother']

/** Named lines first, then every brand, range and weight combination, single reams before boxes. */
function* paperLines(): Generator<PaperLine> {
  const seen = new Set<string>()
  const key = (l: PaperLine) => `${l.brand}|${l.range}|${l.gsm}|${l.reams}`
  for (const line of NAMED_LINES) {
    seen.add(key(line))
    yield line
  }
  for (const reams of [1, 5] as const) {
    for (const gsm of GSMS) {
      for (const range of RANGES) {
        for (const brand of LINE_BRANDS) {
          const line: PaperLine = { brand, range, gsm, sizes: gsm >= 120 ? ['A4', 'A3'] : ['A4', 'A3', 'A5'], reams }
          if (seen.has(key(line))) continue
          seen.add(key(line))
          yield line
        }
      }
    }
  }
}

const SIZE_FACTOR: Record<PaperSize, number> = { A4: 1, A3: 2.1, A5: 0.6 }

function tagPaper(builder: CatalogueBuilder, product: CatalogueProduct, brand: BrandKey): void {
  builder.setOptionId(product.id, 'specification_brand', BRANDS[brand].optionId)
  builder.setOption(product.id, 'specification_product_type', 'Paper')
}

function buildPaperLine(builder: CatalogueBuilder, tree: CategoryTree, line: PaperLine, random: Random): void {
  const brand = BRANDS[line.brand]
  const pack = line.reams === 5 ? ' (Box of 5 Reams)' : ''
  const name = `${brand.name} ${line.range} ${line.gsm}gsm${pack}`
  const sku = `${brand.skuPrefix}-PAPER-${skuPart(line.range)}-${line.gsm}${line.reams === 5 ? '-BOX' : ''}`
  const a4Pence = (249 + line.gsm * 3 + (line.brand === 'own' ? 0 : 120)) * line.reams * (line.reams === 5 ? 0.9 : 1)
  const createdAt = timestampBetween(random, '2024-01-08', '2026-04-24')
  const common = (extra: Record<string, unknown>) => ({
    ...extra,
    category_link: '/paper/a4-paper.html',
    ...manufacturerExtras(line.brand, SAFETY.paper),
    ...(line.reams === 5 ? { special_stock: specialStock(1, 2) } : {}),
  })
  const variants = line.sizes.map((size) => ({ size, price: retailPence(a4Pence * SIZE_FACTOR[size] * (0.97 + random.next() * 0.06)) }))
  const parent = builder.addProduct(
    {
      sku,
      type_id: 'configurable',
      attribute_set_id: PAPER_SET,
      name,
      price_pence: Math.min(...variants.map((v) => v.price)),
      manufacturers_code: null,
      description: paragraphs(
        `${line.range} at ${line.gsm}gsm, ${line.gsm >= 100 ? 'a heavier sheet for reports, presentations and letters' : 'a reliable everyday sheet for laser printers, inkjets and copiers'}.`,
        `Choose your size: ${line.sizes.join(', ')}. Each ream holds 500 sheets${line.reams === 5 ? ', five reams to the box' : ''}. FSC certified and acid free for archiving.`,
      ),
      short_description: bulletList([`${line.gsm}gsm`, `${line.sizes.join(', ')}`, `500 sheets per ream${line.reams === 5 ? ', 5 reams' : ''}`]),
      meta_title: `${name} | Cartridge Corner`,
      meta_description: `${name} in ${line.sizes.join(', ')}. Free next day delivery over £30.`,
      meta_keyword: `${line.gsm}gsm paper, ${line.range.toLowerCase()}`,
      created_at: createdAt,
      extras: common({ short_name: `${line.range} ${line.gsm}gsm`, reasons_to_buy: ['Jam-free in laser and inkjet printers', 'FSC certified', 'Acid free for archiving'], weight: 2.5 * line.reams }),
    },
    { kind: 'paper-line', brand: line.brand, popularity: random.next() * 0.6 },
  )
  const germanLine = { ...line, brand: brand.name, range: germanPaperRange(line.range, line.brand === 'own') }
  builder.addGermanCopy(parent.id, germanPaperLineCopy(germanLine))
  tagPaper(builder, parent, line.brand)
  builder.configurableAttributes.push({ product_id: parent.id, attribute_code: 'paper_size', label: 'Paper Size', position: 0 })
  builder.place(parent.id, tree.a4Paper)
  variants.forEach((variant) => {
    const child = builder.addProduct(
      {
        sku: `${sku}-${variant.size}`,
        type_id: 'simple',
        attribute_set_id: PAPER_SET,
        name: `${name} ${variant.size}`,
        visibility: 1,
        price_pence: variant.price,
        manufacturers_code: null,
        description: parent.description ?? null,
        short_description: bulletList([`${line.gsm}gsm`, variant.size, `500 sheets per ream${line.reams === 5 ? ', 5 reams' : ''}`]),
        meta_title: `${name} ${variant.size} | Cartridge Corner`,
        meta_description: `${name} in ${variant.size}. Free next day delivery over £30.`,
        meta_keyword: `${variant.size} paper, ${line.gsm}gsm paper`,
        created_at: createdAt,
        extras: common({ short_name: `${line.range} ${line.gsm}gsm ${variant.size}`, weight: Math.round(2.5 * line.reams * SIZE_FACTOR[variant.size] * 100) / 100 }),
      },
      { kind: 'paper-variant', brand: line.brand, popularity: 0 },
    )
    builder.addGermanCopy(child.id, germanPaperVariantCopy(germanLine, variant.size))
    tagPaper(builder, child, line.brand)
    builder.setOption(child.id, 'paper_size', variant.size)
    // The parent carries its variants' sizes too, so a size filter finds it (as Magento's index does).
    builder.setOptionId(parent.id, 'paper_size', optionId('paper_size', variant.size))
    builder.link(parent.id, child.id, 'variant')
  })
}

const PHOTO_LINES: readonly { brand: BrandKey; range: string; gsm: number }[] = [
  { brand: 'hp', range: 'Advanced Photo Paper Glossy', gsm: 250 },
  { brand: 'canon', range: 'Photo Paper Plus Glossy II PP-201', gsm: 260 },
  { brand: 'epson', range: 'Premium Glossy Photo Paper', gsm: 255 },
  { brand: 'own', range: 'Professional Photo Paper Gloss', gsm: 260 },
  { brand: 'brother', range: 'BP71 Premium Glossy Photo Paper', gsm: 260 },
  { brand: 'own', range: 'Professional Photo Paper Satin', gsm: 260 },
  { brand: 'epson', range: 'Premium Semigloss Photo Paper', gsm: 251 },
  { brand: 'hp', range: 'Premium Plus Photo Paper Satin', gsm: 300 },
  { brand: 'own', range: 'Everyday Photo Paper Matt', gsm: 180 },
  { brand: 'canon', range: 'Matte Photo Paper MP-101', gsm: 170 },
]
const PHOTO_SIZES = [
  { size: '6x4' as const, label: '10 x 15 cm (6x4)', factor: 0.45 },
  { size: 'A4' as const, label: 'A4', factor: 1 },
  { size: 'A3' as const, label: 'A3', factor: 2 },
]
const PHOTO_PACKS = [20, 50, 100]

function buildPhotoPaper(builder: CatalogueBuilder, tree: CategoryTree, count: number, random: Random): void {
  let made = 0
  for (const sheets of PHOTO_PACKS) {
    for (const size of PHOTO_SIZES) {
      for (const line of PHOTO_LINES) {
        if (made++ >= count) return
        const brand = BRANDS[line.brand]
        const name = `${brand.name} ${line.range} ${line.gsm}gsm ${size.label}, ${sheets} Sheets`
        const product = builder.addProduct(
          {
            sku: `${brand.skuPrefix}-PHOTO-${skuPart(line.range)}-${size.size.toUpperCase()}-${sheets}`,
            type_id: 'simple',
            attribute_set_id: PAPER_SET,
            name,
            price_pence: retailPence((line.brand === 'own' ? 55 : 80) * sheets * size.factor * (line.gsm / 250) * (sheets >= 100 ? 0.8 : 1)),
            manufacturers_code: null,
            description: paragraphs(
              `${line.range} at ${line.gsm}gsm for vivid, lab-quality photos from any inkjet printer.`,
              'The instant-dry coating resists smudges and water, and prints are fade resistant for decades when framed behind glass.',
            ),
            short_description: bulletList([`${line.gsm}gsm`, size.label, `${sheets} sheets`]),
            meta_title: `${name} | Cartridge Corner`,
            meta_description: `${name}. Free next day delivery over £30.`,
            meta_keyword: 'photo paper, glossy photo paper',
            created_at: timestampBetween(random, '2024-01-08', '2026-04-24'),
            extras: {
              short_name: `${line.range} ${size.label}`,
              reasons_to_buy: ['Instant dry', 'Lab-quality colour', 'Works with all inkjet printers'],
              category_link: '/paper/photo-paper.html',
              ...manufacturerExtras(line.brand, SAFETY.paper),
              weight: Math.round(sheets * 0.016 * size.factor * 100) / 100,
            },
          },
          { kind: 'photo-paper', brand: line.brand, popularity: random.next() * 0.6 },
        )
        builder.addGermanCopy(product.id, germanPhotoPaperCopy(brand.name, germanPaperRange(line.range, line.brand === 'own'), line.gsm, size.label, sheets))
        tagPaper(builder, product, line.brand)
        builder.setOption(product.id, 'paper_size', size.size)
        builder.place(product.id, tree.photoPaper)
      }
    }
  }
}

const LABEL_LAYOUTS: readonly [number, string][] = [
  [21, '63.5 x 38.1mm'], [14, '99.1 x 38.1mm'], [8, '99.1 x 67.7mm'], [65, '38.1 x 21.2mm'], [1, '199.6 x 289.1mm'], [2, '199.6 x 143.5mm'],
  [4, '99.1 x 139mm'], [10, '99.1 x 57mm'], [16, '99.1 x 33.9mm'], [18, '63.5 x 46.6mm'], [24, '63.5 x 33.9mm'], [40, '45.7 x 25.4mm'],
]
const LABEL_FINISHES = ['White Matt', 'White Gloss', 'Clear', 'Removable White']
const LABEL_PACKS = [100, 500]

function buildLabelSheets(builder: CatalogueBuilder, tree: CategoryTree, count: number, random: Random): void {
  let made = 0
  for (const sheets of LABEL_PACKS) {
    for (const finish of LABEL_FINISHES) {
      for (const [perSheet, size] of LABEL_LAYOUTS) {
        if (made++ >= count) return
        const name = `Cartridge Corner ${finish} Labels, ${perSheet} per Sheet (${size}), ${sheets} Sheets`
        const price = retailPence((finish === 'White Matt' ? 1299 : 1999) * (sheets / 100) * (sheets === 500 ? 0.8 : 1) * (0.95 + random.next() * 0.1))
        const labels = perSheet * sheets
        const product = builder.addProduct(
          {
            sku: `CC-LABELS-${perSheet}-${skuPart(finish)}-${sheets}`,
            type_id: 'simple',
            attribute_set_id: PAPER_SET,
            name,
            price_pence: price,
            manufacturers_code: null,
            description: paragraphs(
              `${finish.toLowerCase()} A4 label sheets with ${perSheet} labels of ${size} each, ${labels.toLocaleString('en-GB')} labels in all.`,
              'Works in laser and inkjet printers. Templates are available for Word and Google Docs, so addresses line up first time.',
            ),
            short_description: bulletList([`${perSheet} labels per sheet`, size, `${sheets} A4 sheets`]),
            meta_title: `${name} | Cartridge Corner`,
            meta_description: `${name}. Free next day delivery over £30.`,
            meta_keyword: `${perSheet} per sheet labels, address labels`,
            created_at: timestampBetween(random, '2024-01-08', '2026-04-24'),
            extras: {
              short_name: `${perSheet} per sheet ${finish} labels`,
              per_page_price: Math.round((price / labels) * 100) / 10000,
              per_print_type: 'per label',
              reasons_to_buy: ['Jam-free in laser and inkjet printers', 'Free templates', 'Strong permanent adhesive'],
              category_link: '/paper/labels.html',
              ...manufacturerExtras('own', SAFETY.paper),
              weight: Math.round(sheets * 0.012 * 100) / 100,
            },
          },
          { kind: 'label-sheets', brand: 'own', popularity: random.next() * 0.5 },
        )
        builder.addGermanCopy(product.id, germanLabelSheetsCopy(finish, perSheet, size, sheets))
        tagPaper(builder, product, 'own')
        builder.setOption(product.id, 'paper_size', 'A4')
        builder.place(product.id, tree.labels)
      }
    }
  }
}

const PHOTO_COUNT = PHOTO_PACKS.length * PHOTO_SIZES.length * PHOTO_LINES.length
const LABEL_COUNT = LABEL_PACKS.length * LABEL_FINISHES.length * LABEL_LAYOUTS.length

export type PaperPlan = { lines: PaperLine[]; photo: number; labels: number; products: number }

/** About `budget` paper products: half configurable lines with their variants, a quarter each photo paper and labels. */
export function planPaper(budget: number): PaperPlan {
  const lines: PaperLine[] = []
  let lineProducts = 0
  const lineBudget = Math.max(3, Math.round(budget * 0.5))
  for (const line of paperLines()) {
    if (lineProducts >= lineBudget) break
    lines.push(line)
    lineProducts += 1 + line.sizes.length
  }
  const photo = Math.min(PHOTO_COUNT, Math.max(1, Math.round(budget * 0.25)))
  const labels = Math.min(LABEL_COUNT, Math.max(1, Math.round(budget * 0.25)))
  return { lines, photo, labels, products: lineProducts + photo + labels }
}

export function buildPaperAndLabels(builder: CatalogueBuilder, tree: CategoryTree, plan: PaperPlan, random: Random): void {
  for (const line of plan.lines) buildPaperLine(builder, tree, line, random)
  buildPhotoPaper(builder, tree, plan.photo, random)
  buildLabelSheets(builder, tree, plan.labels, random)
}
