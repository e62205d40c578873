/**
 * @module
 * The category tree: root 207008, the top sections from 207009, then brands, printer series and
 * printer model pages (what "search by printer" lands on). Ids are handed out in tree order.
 */
import { BRANDS, INK_BRANDS, LABEL_TAPE_BRANDS, TONER_BRANDS, type BrandKey } from './brands'
import type { CatalogueBuilder } from './catalogue-builder'
import { brandContent, modelContent, printerBrandContent, sectionContent, seriesContent, topCategoryContent } from '../catalogue-copy/category-content'
import type { Family } from './printer-lines'
import type { CategoryRow } from '../common/rows'
import { fullModelName } from './series-plan'
import { slugify } from '../common/text'

export const ROOT_CATEGORY_ID = 207008

export const FILAMENT_MATERIALS = ['PLA', 'PETG', 'ABS', 'Speciality'] as const
export type FilamentSection = (typeof FILAMENT_MATERIALS)[number]
export type PrinterType = 'dot-matrix' | 'inkjet' | 'label' | 'laser'

export type CategoryTree = {
  ink: number
  toner: number
  labelTape: number
  filament: number
  paper: number
  printers: number
  a4Paper: number
  photoPaper: number
  labels: number
  printerBrands: Map<BrandKey, number>
  printerTypes: Record<PrinterType, number>
  labelTapeBrands: Map<BrandKey, number>
  filamentSections: Map<FilamentSection, number>
  inkBrands: Map<BrandKey, number>
  tonerBrands: Map<BrandKey, number>
  /** Series category of each family, by position in the family list. */
  series: number[]
  /** Printer model pages by full model name ('HP OfficeJet Pro 9010'). */
  models: Map<string, number>
}

type Content = ReturnType<typeof topCategoryContent>

export function buildCategories(builder: CatalogueBuilder, families: readonly Family[], printerModels: ReadonlySet<string>): CategoryTree {
  let nextId = ROOT_CATEGORY_ID
  const positions = new Map<number, number>()

  const add = (parent: CategoryRow | null, name: string, urlKey: string, kind: CategoryRow['kind'], content: Content | null, menu: 0 | 1 = 1): CategoryRow => {
    const id = nextId++
    const position = parent ? (positions.get(parent.id) ?? 0) + 1 : 0
    if (parent) positions.set(parent.id, position)
    return builder.addCategory({
      id,
      parent_id: parent?.id ?? null,
      path: parent ? `${parent.path}/${id}` : `1/${id}`,
      level: parent ? parent.level + 1 : 1,
      position,
      name,
      url_key: urlKey,
      url_path: parent && parent.level > 1 ? `${parent.url_path}/${urlKey}` : urlKey,
      include_in_menu: menu,
      is_anchor: 1,
      display_mode: 'PRODUCTS',
      description: content?.description ?? null,
      meta_title: content?.meta_title ?? null,
      meta_description: content?.meta_description ?? null,
      meta_keywords: content?.meta_keywords ?? null,
      image: parent && parent.level === 1 ? `category/${urlKey}.png` : null,
      kind,
      extras: content?.extras ?? {},
    })
  }

  const root = add(null, 'Root Catalog', 'root-catalog', 'section', null, 0)
  const top = (name: string, key: string) => add(root, name, key, 'section', topCategoryContent(name, key))
  const ink = top('Ink Cartridges', 'ink-cartridges')
  const toner = top('Toner Cartridges', 'toner-cartridges')
  const labelTape = top('Label Tape', 'label-tape')
  const filament = top('3D Printer Filament', '3d-printer-filament')
  const paper = top('Paper', 'paper')
  const printers = top('Printers', 'printers')

  const section = (parent: CategoryRow, name: string) => add(parent, name, slugify(name), 'section', sectionContent(name, parent.name))
  const a4Paper = section(paper, 'A4 Paper')
  const photoPaper = section(paper, 'Photo Paper')
  const labels = section(paper, 'Labels')

  const printerBrands = new Map<BrandKey, number>()
  for (const key of ['brother', 'canon', 'epson', 'hp', 'dymo', 'kyocera', 'lexmark', 'oki', 'xerox'] as const) {
    printerBrands.set(key, add(printers, BRANDS[key].name, BRANDS[key].urlKey, 'brand', printerBrandContent(key)).id)
  }
  const printerTypes: Record<PrinterType, number> = {
    'dot-matrix': section(printers, 'Dot Matrix').id,
    inkjet: section(printers, 'Inkjet').id,
    label: section(printers, 'Label').id,
    laser: section(printers, 'Laser').id,
  }
  const labelTapeBrands = new Map(LABEL_TAPE_BRANDS.map((key) => [key, add(labelTape, BRANDS[key].name, BRANDS[key].urlKey, 'brand', brandContent(key, 'Label Tape')).id] as const))
  const filamentSections = new Map(FILAMENT_MATERIALS.map((m) => [m, section(filament, m).id] as const))

  const brandRows = (parent: CategoryRow, brands: readonly BrandKey[], what: string) =>
    new Map(brands.map((key) => [key, add(parent, BRANDS[key].name, BRANDS[key].urlKey, 'brand', brandContent(key, what))] as const))
  const inkBrandRows = brandRows(ink, INK_BRANDS, 'Ink Cartridges')
  const tonerBrandRows = brandRows(toner, TONER_BRANDS, 'Toner Cartridges')

  const seriesRows = families.map((family) => {
    const parent = (family.technology === 'ink' ? inkBrandRows : tonerBrandRows).get(family.brand)
    if (!parent) throw new RangeError(`seed: no ${family.technology} brand page for ${family.brand}`)
    return add(parent, family.seriesName, slugify(family.seriesName), 'series', seriesContent(family))
  })
  const models = new Map<string, number>()
  families.forEach((family, index) => {
    const parent = seriesRows[index] as CategoryRow
    for (const model of family.models) {
      const name = fullModelName(family, model)
      models.set(name, add(parent, name, slugify(model), 'printer_model', modelContent(family, name, printerModels.has(name)), 0).id)
    }
  })

  const ids = (map: ReadonlyMap<BrandKey, CategoryRow>) => new Map([...map].map(([k, v]) => [k, v.id]))
  return {
    ink: ink.id,
    toner: toner.id,
    labelTape: labelTape.id,
    filament: filament.id,
    paper: paper.id,
    printers: printers.id,
    a4Paper: a4Paper.id,
    photoPaper: photoPaper.id,
    labels: labels.id,
    printerBrands,
    printerTypes,
    labelTapeBrands,
    filamentSections,
    inkBrands: ids(inkBrandRows),
    tonerBrands: ids(tonerBrandRows),
    series: seriesRows.map((r) => r.id),
    models,
  }
}
