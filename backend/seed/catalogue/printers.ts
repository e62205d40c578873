/**
 * @module
 * Printers (attribute set 21): one for many printer models of the cartridge series, plus label and
 * dot matrix printers, and a few refurbished ones. `short_name` is the model page's name, which is
 * how a printer finds the page of its cartridges.
 */
import { BRANDS, type BrandKey } from './brands'
import type { CatalogueBuilder } from './catalogue-builder'
import type { CategoryTree, PrinterType } from './categories'
import { displayCode, skuPart } from './cartridge-codes'
import { timestampBetween } from '../common/dates'
import { retailPence } from '../common/money'
import { germanPrinterCopy } from '../german/printer-copy-de'
import { featureBullets, printerDescription, printerHeadline, printerName, printerReasons, tradeIn, warrantyExtension } from '../catalogue-copy/printer-content'
import type { Family, PrinterFunction, Segment } from './printer-lines'
import { printerProfile, speedBand, type PrinterProfile } from './printer-profile'
import { printerSpecification } from '../catalogue-copy/printer-specification'
import { cashback, manufacturerExtras, SAFETY, specialStock } from '../catalogue-copy/product-copy'
import type { Random } from '../common/random'
import type { CatalogueProduct } from '../common/rows'
import { fullModelName } from './series-plan'
import { bulletList } from '../common/text'

const PRINTER_SET = 21

type ExtraPrinter = { brand: BrandKey; model: string; technology: 'label' | 'dot-matrix'; segment: Segment; supplies: string[] }

const LABEL_PRINTERS: readonly ExtraPrinter[] = [
  { brand: 'brother', model: 'P-touch PT-H110', technology: 'label', segment: 'Home', supplies: ['Brother TZe tapes up to 12mm'] },
  { brand: 'dymo', model: 'LabelManager 160', technology: 'label', segment: 'Home', supplies: ['Dymo D1 tapes up to 12mm'] },
  { brand: 'brother', model: 'P-touch PT-D410', technology: 'label', segment: 'Office', supplies: ['Brother TZe tapes up to 18mm'] },
  { brand: 'dymo', model: 'LabelManager 280', technology: 'label', segment: 'Office', supplies: ['Dymo D1 tapes up to 12mm'] },
  { brand: 'brother', model: 'P-touch PT-P300BT', technology: 'label', segment: 'Home', supplies: ['Brother TZe tapes up to 12mm'] },
  { brand: 'brother', model: 'P-touch PT-E550WVP', technology: 'label', segment: 'Business', supplies: ['Brother TZe tapes up to 24mm'] },
  { brand: 'dymo', model: 'LabelManager 420P', technology: 'label', segment: 'Office', supplies: ['Dymo D1 tapes up to 19mm'] },
  { brand: 'brother', model: 'P-touch PT-D610BTVP', technology: 'label', segment: 'Office', supplies: ['Brother TZe tapes up to 24mm'] },
  { brand: 'dymo', model: 'LabelManager 500TS', technology: 'label', segment: 'Business', supplies: ['Dymo D1 tapes up to 24mm'] },
  { brand: 'brother', model: 'P-touch PT-D210', technology: 'label', segment: 'Home', supplies: ['Brother TZe tapes up to 12mm'] },
  { brand: 'dymo', model: 'LabelManager PnP', technology: 'label', segment: 'Office', supplies: ['Dymo D1 tapes up to 12mm'] },
  { brand: 'brother', model: 'P-touch PT-P710BT', technology: 'label', segment: 'Office', supplies: ['Brother TZe tapes up to 24mm'] },
]

const DOT_MATRIX_PRINTERS: readonly ExtraPrinter[] = [
  { brand: 'epson', model: 'LQ-590II', technology: 'dot-matrix', segment: 'Business', supplies: ['Epson S015337 ribbon'] },
  { brand: 'oki', model: 'Microline 5100eco', technology: 'dot-matrix', segment: 'Business', supplies: ['OKI 09002308 ribbon'] },
  { brand: 'epson', model: 'LX-350', technology: 'dot-matrix', segment: 'Office', supplies: ['Epson S015637 ribbon'] },
  { brand: 'oki', model: 'Microline 280 Elite', technology: 'dot-matrix', segment: 'Office', supplies: ['OKI 09002303 ribbon'] },
  { brand: 'epson', model: 'FX-890II', technology: 'dot-matrix', segment: 'Business', supplies: ['Epson S015329 ribbon'] },
  { brand: 'oki', model: 'Microline 3320eco', technology: 'dot-matrix', segment: 'Business', supplies: ['OKI 09002303 ribbon'] },
  { brand: 'epson', model: 'LQ-690II', technology: 'dot-matrix', segment: 'Business', supplies: ['Epson S015610 ribbon'] },
]

export type PrinterCounts = { models: number; label: number; dotMatrix: number; refurbished: number }

export function printerCounts(total: number): PrinterCounts {
  const label = Math.min(LABEL_PRINTERS.length, Math.max(1, Math.round(total * 0.08)))
  const dotMatrix = Math.min(DOT_MATRIX_PRINTERS.length, Math.max(1, Math.round(total * 0.04)))
  const refurbished = Math.max(1, Math.round(total * 0.06))
  return { models: Math.max(2, total - label - dotMatrix - refurbished), label, dotMatrix, refurbished }
}

/**
 * Which printer models get a printer for sale: the first model of every real family first (the
 * well-known ones), then others at random.
 */
export function choosePrinterModels(families: readonly Family[], count: number, random: Random): string[] {
  const firsts: string[] = []
  const rest: string[] = []
  for (const family of families) {
    family.models.forEach((model, i) => (i === 0 && family.real ? firsts : rest).push(fullModelName(family, model)))
  }
  return [...firsts, ...random.shuffle(rest)].slice(0, count)
}

function partNumber(brand: BrandKey, model: string, random: Random): string {
  const L = 'ABCDEFGHJKLMNPRSTUVWXYZ'
  const letter = () => L[random.int(0, L.length - 1)]
  const digit = () => String(random.int(0, 9))
  switch (brand) {
    case 'hp':
      return `${digit()}${letter()}${letter()}${digit()}${digit()}B`
    case 'brother':
      return `${model.replace(/^P-touch /, '').replace(/[^A-Z0-9]/gi, '').toUpperCase()}ZU1`
    case 'canon':
      return `${digit()}${digit()}${digit()}${digit()}C0${digit()}${digit()}`
    case 'epson':
      return `C11C${digit()}${digit()}${letter()}${digit()}${digit()}${digit()}${digit()}`
    case 'kyocera':
      return `110C${letter()}${letter()}${digit()}NL0`
    case 'lexmark':
      return `${digit()}${digit()}S${digit()}${digit()}${digit()}${digit()}`
    case 'oki':
      return `4${digit()}${digit()}${digit()}${digit()}${digit()}${digit()}${digit()}`
    case 'xerox':
      return `${model.split(' ').pop()?.replace(/[^A-Z0-9]/gi, '').toUpperCase() ?? ''}V_DNI`
    default:
      return `S0${digit()}${digit()}${digit()}${digit()}${digit()}${digit()}`
  }
}

function priceOf(p: PrinterProfile, random: Random): number {
  const between = (min: number, max: number) => (min + random.next() * (max - min)) * 100
  let pence: number
  switch (p.technology) {
    case 'inkjet':
      pence = p.segment === 'Home' ? between(49, 139) : between(99, 249)
      break
    case 'laser':
      pence = p.segment === 'Home' ? between(89, 159) : p.segment === 'Office' ? between(119, 299) : between(349, 799)
      if (p.colour) pence += between(70, 150)
      if (p.functions.length > 1) pence += between(50, 110)
      break
    case 'label':
      pence = p.segment === 'Home' ? between(22, 59) : between(79, 219)
      break
    default:
      pence = between(249, 799)
  }
  if (p.a3) pence += between(90, 160)
  return retailPence(pence)
}

export type BuiltPrinter = { product: CatalogueProduct; profile: PrinterProfile; family: Family | null; refurbished: boolean }

const TYPE_OF: Record<PrinterProfile['technology'], PrinterType> = { inkjet: 'inkjet', laser: 'laser', label: 'label', 'dot-matrix': 'dot-matrix' }

export function buildPrinters(
  builder: CatalogueBuilder,
  tree: CategoryTree,
  families: readonly Family[],
  chosenModels: readonly string[],
  counts: PrinterCounts,
  random: Random,
): BuiltPrinter[] {
  const familyOf = new Map<string, Family>()
  for (const family of families) for (const model of family.models) familyOf.set(fullModelName(family, model), family)
  const built: BuiltPrinter[] = []

  const make = (profile: PrinterProfile, family: Family | null, refurbished: boolean, original: BuiltPrinter | null) => {
    const brand = BRANDS[profile.brand]
    const price = original ? retailPence(original.product.price_pence * (0.62 + random.next() * 0.12)) : priceOf(profile, random)
    const name = printerName(profile, refurbished)
    const createdAt = timestampBetween(random, `${Math.min(profile.launchYear, 2026)}-01-05`, refurbished ? '2026-06-26' : `${Math.min(profile.launchYear + 1, 2026)}-06-26`)
    const extras: Record<string, unknown> = {
      short_name: profile.model,
      printer_specification: printerSpecification(profile, random),
      print_speed_black: profile.technology === 'dot-matrix' ? `${profile.ppmBlack} cps` : profile.technology === 'label' ? `${profile.ppmBlack} mm/s` : `Up to ${profile.ppmBlack} ppm`,
      ...(profile.colour ? { print_speed_colour: `Up to ${profile.ppmColour} ppm` } : {}),
      feature_bullets: featureBullets(profile),
      main_functions: [...profile.functions],
      duty_cycle: `Up to ${profile.dutyCycle.toLocaleString('en-GB')} pages per month`,
      reasons_to_buy: printerReasons(refurbished, random),
      headline: printerHeadline(profile, random),
      new_to_market: !refurbished && profile.launchYear >= 2025,
      category_link: `/printers/${brand.urlKey}.html`,
      ...manufacturerExtras(profile.brand, SAFETY.printer),
      ...(profile.brand === 'hp' ? { hp_dynamic_security: profile.technology === 'inkjet' ? random.chance(0.6) : random.chance(0.3) } : {}),
      ...(!refurbished && random.chance(0.3) ? { trade_in: tradeIn(random.pick([25, 50, 75]), random) } : {}),
      ...(!refurbished && random.chance(0.4) ? { warranty_ext: warrantyExtension(3, random) } : {}),
      ...(!refurbished && random.chance(0.08) ? { cashback: cashback(profile.brand, random.pick([20, 30, 50]), random) } : {}),
      ...(!refurbished && random.chance(0.05) ? { free_item_start_date: '2026-02-01' } : {}),
      ...(profile.segment === 'Business' || profile.a3 || random.chance(0.15) ? { special_stock: specialStock(2, 4), delivery_cut_off: '14:00' } : {}),
      weight: profile.weightKg,
    }
    const product = builder.addProduct(
      {
        sku: `${brand.skuPrefix}-${skuPart(profile.model.slice(brand.name.length + 1))}${refurbished ? '-REFURB' : ''}`,
        type_id: 'simple',
        attribute_set_id: PRINTER_SET,
        name,
        // A few discontinued models of generated ranges stay in the catalogue, disabled.
        status: !refurbished && family !== null && !family.real && random.chance(0.03) ? 2 : 1,
        price_pence: price,
        max_sale_qty: random.chance(0.5) ? 5 : null,
        manufacturers_code: profile.mfr,
        description: printerDescription(profile, refurbished),
        short_description: bulletList(featureBullets(profile).slice(0, 3)),
        meta_title: `${name} | Cartridge Corner`,
        meta_description: `Buy the ${name}${refurbished ? ' with a 1-year warranty' : ''}. Free next day delivery over £30.`,
        meta_keyword: `${profile.model}, ${profile.mfr}`,
        created_at: createdAt,
        extras,
      },
      { kind: 'printer', brand: profile.brand, popularity: family?.real ? 0.5 + random.next() * 0.5 : random.next() * 0.7 },
    )
    builder.addGermanCopy(product.id, germanPrinterCopy(profile, refurbished))
    builder.setOptionId(product.id, 'specification_brand', brand.optionId)
    builder.setOption(product.id, 'specification_product_type', 'Printer')
    builder.setOption(product.id, 'printer_condition', refurbished ? 'Refurbished' : 'New')
    builder.setOption(product.id, 'printing', profile.colour ? 'Colour' : 'Mono')
    builder.setOption(product.id, 'duplex_functions', profile.duplex)
    for (const i of profile.interfaces) builder.setOption(product.id, 'standard_interfaces', i)
    builder.setOption(product.id, 'print_speed_filters', speedBand(profile.technology === 'dot-matrix' ? 10 : profile.ppmBlack))
    builder.setOption(product.id, 'bluetooth', profile.bluetooth ? 'Yes' : 'No')
    builder.setOption(product.id, 'near_field_communication_nfc', profile.nfc ? 'Yes' : 'No')
    builder.setOption(product.id, 'maximum_iso_a_series_paper', profile.a3 ? 'A3' : 'A4')
    for (const mark of ['UKCA', 'CE', 'WEEE']) builder.setOption(product.id, 'conformity_marks', mark)
    builder.setOption(product.id, 'group', profile.segment)
    const brandCategory = tree.printerBrands.get(profile.brand)
    if (brandCategory) builder.place(product.id, brandCategory)
    builder.place(product.id, tree.printerTypes[TYPE_OF[profile.technology]])
    const result: BuiltPrinter = { product, profile, family, refurbished }
    built.push(result)
    return result
  }

  for (const model of chosenModels) {
    const family = familyOf.get(model)
    if (!family) continue
    const a3 = family.stem.a3 ?? /A3|6530|6930|7740|7720|7730/.test(model)
    const profile = printerProfile(
      {
        brand: family.brand,
        model,
        technology: family.technology === 'ink' ? 'inkjet' : 'laser',
        colour: family.palette !== 'mono',
        functions: family.stem.functions,
        segment: family.stem.segment,
        a3,
        supplies: Object.values(family.packs).map((p) => displayCode(family.brand, p)),
        mfr: '',
      },
      random,
    )
    profile.mfr = partNumber(family.brand, model, random)
    make(profile, family, false, null)
  }
  const extra = (list: readonly ExtraPrinter[], count: number) => {
    for (const item of list.slice(0, count)) {
      const functions: readonly PrinterFunction[] = ['Print']
      const model = `${BRANDS[item.brand].name} ${item.model}`
      const profile = printerProfile({ brand: item.brand, model, technology: item.technology, colour: false, functions, segment: item.segment, a3: false, supplies: item.supplies, mfr: partNumber(item.brand, item.model, random) }, random)
      make(profile, null, false, null)
    }
  }
  extra(LABEL_PRINTERS, counts.label)
  extra(DOT_MATRIX_PRINTERS, counts.dotMatrix)
  const originals = built.filter((b) => b.product.status === 1 && (b.profile.technology === 'inkjet' || b.profile.technology === 'laser'))
  for (const original of random.shuffle(originals).slice(0, counts.refurbished)) make(original.profile, original.family, true, original)

  // A model page offers its printer only when one is for sale (a discontinued one is disabled).
  for (const printer of built) {
    const page = printer.family ? tree.models.get(printer.profile.model) : undefined
    if (page === undefined || printer.refurbished) continue
    const extras = (builder.category(page).extras ??= {})
    extras.printer_as_product = printer.product.status === 1
  }
  return built
}
