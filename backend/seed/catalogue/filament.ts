/**
 * @module
 * 3D printer filament under our own brand: materials by popularity, 1.75mm before 2.85mm.
 */
import { BRANDS } from './brands'
import type { CatalogueBuilder } from './catalogue-builder'
import type { CategoryTree, FilamentSection } from './categories'
import { COLOURS, type ColourKey } from './colours'
import { timestampBetween } from '../common/dates'
import { retailPence } from '../common/money'
import { manufacturerExtras, SAFETY } from '../catalogue-copy/product-copy'
import type { Random } from '../common/random'
import { germanFilamentCopy } from '../german/supplies-copy-de'
import { bulletList, paragraphs } from '../common/text'

const MATERIALS: readonly { name: string; code: string; section: FilamentSection; pence: number; nozzle: string; bed: string; note: string }[] = [
  { name: 'PLA', code: 'PLA', section: 'PLA', pence: 1799, nozzle: '190-220°C', bed: '0-60°C', note: 'Easy to print with little warping, the first choice for models and prototypes.' },
  { name: 'PETG', code: 'PETG', section: 'PETG', pence: 1999, nozzle: '230-250°C', bed: '70-85°C', note: 'Tough and slightly flexible, with good layer adhesion and resistance to moisture.' },
  { name: 'ABS', code: 'ABS', section: 'ABS', pence: 1899, nozzle: '230-260°C', bed: '90-110°C', note: 'Heat-resistant and strong; print in an enclosure to prevent warping.' },
  { name: 'PLA+', code: 'PLAP', section: 'PLA', pence: 1999, nozzle: '200-230°C', bed: '0-60°C', note: 'PLA with added toughness, for functional parts that need to take knocks.' },
  { name: 'Silk PLA', code: 'SILK', section: 'Speciality', pence: 2299, nozzle: '200-230°C', bed: '50-60°C', note: 'A glossy, metallic-looking finish for decorative prints.' },
  { name: 'Matte PLA', code: 'MATT', section: 'PLA', pence: 1999, nozzle: '195-225°C', bed: '50-60°C', note: 'A smooth matte surface that hides layer lines.' },
  { name: 'TPU 95A', code: 'TPU', section: 'Speciality', pence: 2799, nozzle: '210-230°C', bed: '40-60°C', note: 'Flexible and rubbery, for phone cases, seals and gaskets. Print slowly.' },
  { name: 'ASA', code: 'ASA', section: 'Speciality', pence: 2499, nozzle: '240-260°C', bed: '90-110°C', note: 'UV-resistant, for parts that live outdoors.' },
]
const FILAMENT_COLOURS: readonly ColourKey[] = ['black', 'white', 'grey', 'red', 'blue', 'green', 'yellow', 'orange', 'purple', 'pink', 'silver', 'gold', 'natural', 'clear']
const DIAMETERS = [
  { label: '1.75mm', code: '175' },
  { label: '2.85mm', code: '285' },
] as const

/** How many filaments a budget buys (at most every material, colour and diameter). */
export const filamentProducts = (budget: number): number => Math.min(DIAMETERS.length * MATERIALS.length * FILAMENT_COLOURS.length, Math.max(1, budget))

export function buildFilaments(builder: CatalogueBuilder, tree: CategoryTree, budget: number, random: Random): void {
  const count = filamentProducts(budget)
  let made = 0
  for (const diameter of DIAMETERS) {
    for (const material of MATERIALS) {
      for (const colourKey of FILAMENT_COLOURS) {
        if (made >= count) return
        made++
        const colour = COLOURS[colourKey]
        const name = `Cartridge Corner ${material.name} 3D Printer Filament ${diameter.label} 1kg ${colour.label}`
        const price = retailPence(material.pence * (diameter.code === '285' ? 1.08 : 1))
        const product = builder.addProduct(
          {
            sku: `CC-FIL-${material.code}-${diameter.code}-${colour.code}`,
            type_id: 'simple',
            attribute_set_id: 4,
            name,
            price_pence: price,
            manufacturers_code: null,
            description: paragraphs(
              `${colour.label} ${material.name} filament on a 1kg spool, ${diameter.label} diameter with a tolerance of ±0.02mm. ${material.note}`,
              `Print at ${material.nozzle} with the bed at ${material.bed}. Each spool is vacuum sealed with a desiccant pack and wound without tangles.`,
            ),
            short_description: bulletList([`${material.name}, ${diameter.label}`, '1kg spool', `Nozzle ${material.nozzle}`]),
            meta_title: `${name} | Cartridge Corner`,
            meta_description: `${name}: ±0.02mm tolerance, vacuum sealed. Free next day delivery over £30.`,
            meta_keyword: `${material.name.toLowerCase()} filament, ${diameter.label} filament`,
            created_at: timestampBetween(random, '2024-03-04', '2026-05-29'),
            extras: {
              short_name: `${material.name} ${diameter.label} ${colour.label}`,
              reasons_to_buy: ['Consistent diameter, ±0.02mm', 'Tangle-free winding', 'Vacuum sealed with desiccant'],
              headline: `${material.name} that prints first time`,
              category_link: '/3d-printer-filament.html',
              ...manufacturerExtras('own', SAFETY.filament),
              weight: 1.25,
            },
          },
          { kind: 'filament', brand: 'own', colour: colourKey, popularity: random.next() * 0.5 },
        )
        builder.addGermanCopy(
          product.id,
          germanFilamentCopy({ material: material.name, code: material.code, diameter: diameter.label, colour: colour.label, nozzle: material.nozzle, bed: material.bed }),
        )
        builder.setOptionId(product.id, 'specification_brand', BRANDS.own.optionId)
        builder.setOption(product.id, 'specification_product_type', 'Filament')
        builder.setOption(product.id, 'specification_colour', colour.label)
        builder.place(product.id, tree.filamentSections.get(material.section) ?? tree.filament)
      }
    }
  }
}
