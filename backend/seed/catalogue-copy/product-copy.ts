/**
 * @module
 * Pieces of product data shared by several kinds of product: yields in the extension SDL's shape,
 * safety and manufacturer details, and promotion windows.
 */
import { BRANDS, type BrandKey } from '../catalogue/brands'
import { COLOURS, type ColourKey } from '../catalogue/colours'
import type { Random } from '../common/random'
import { thousands } from '../common/text'

export const CONFORMITY_MARKS = ['UKCA', 'CE', 'WEEE'] as const

export type YieldEntry = { color: string; swatches: string[]; colour_and_yield: string; yield_text: string; yield: number }

/** One `ProductYield`: 'Black: 2,000 pages', '2,000 pages at 5% coverage'. */
export function yieldEntry(colour: ColourKey, pages: number): YieldEntry {
  const c = COLOURS[colour]
  return {
    color: c.label,
    swatches: c.swatches,
    colour_and_yield: `${c.label}: ${thousands(pages)} pages`,
    yield_text: `${thousands(pages)} pages at 5% coverage`,
    yield: pages,
  }
}

/** Price per printed page in pounds including VAT, to 4 decimals (0.0265 is 2.65p). */
export const perPagePrice = (pricePence: number, pages: number): number => Math.round((pricePence / pages) * 100) / 10000

export const SAFETY: Record<'ink' | 'toner' | 'printer' | 'paper' | 'filament' | 'tape', string> = {
  ink: 'Keep out of the reach of children. Do not swallow ink; if ink gets into the eyes, rinse at once with plenty of water. Store upright at room temperature, away from direct sunlight.',
  toner: 'Avoid breathing toner dust. Wipe up spilt toner with a damp cloth and cold water; do not use a vacuum cleaner or hot water. Keep out of the reach of children.',
  printer: 'Use only the power cable supplied and a properly earthed socket. Do not open covers while the printer is printing. Keep the printer away from water and heat sources.',
  paper: 'Store flat in its wrapper in a cool, dry place. Paper edges can cause cuts; handle reams with care.',
  filament: 'Print in a well-ventilated room. The hot end and printed parts can cause burns; let them cool before handling. Keep away from children.',
  tape: 'Do not put labels on the skin. Keep tape cassettes away from heat and direct sunlight.',
}

/** Manufacturer details a UK shop must show (name, address) and the marks of a physical product. */
export function manufacturerExtras(brand: BrandKey, safety: string): Record<string, unknown> {
  return {
    manufacturer_anchor: BRANDS[brand].manufacturer,
    manufacturer_address: BRANDS[brand].address,
    safety_information: safety,
    conformity_marks: [...CONFORMITY_MARKS],
  }
}

export type PromotionWindow = { start_date: string; end_date: string }
const ACTIVE: PromotionWindow = { start_date: '2026-01-01', end_date: '2027-12-31' }
const EXPIRED: readonly PromotionWindow[] = [
  { start_date: '2025-01-01', end_date: '2025-06-30' },
  { start_date: '2025-09-01', end_date: '2025-12-31' },
]

/** Mostly running promotions, some that ended in 2025 (the front end must hide those). */
export const promotionWindow = (random: Random): PromotionWindow => (random.chance(0.7) ? ACTIVE : random.pick(EXPIRED))

/** A manufacturer's cashback offer (value in pounds). */
export function cashback(brand: BrandKey, value: number, random: Random): Record<string, unknown> {
  const name = BRANDS[brand].name
  const window = promotionWindow(random)
  return {
    value,
    catch: `Claim £${value} cashback from ${name}`,
    ...window,
    lightbox_html: `<h3>£${value} cashback from ${name}</h3><p>Buy between ${window.start_date} and ${window.end_date} and claim £${value} back from ${name} within 30 days of delivery. Keep your order confirmation as proof of purchase.</p>`,
    warranty_association: '',
  }
}

/** Free delivery promises shown as special_stock when an item ships from the manufacturer. */
export function specialStock(from: number, to: number): Record<string, unknown> {
  return {
    can_show_estimate: true,
    delivery_lead_times: { from, to },
    delivery_text: `Delivered direct from the manufacturer in ${from} to ${to} working days`,
    is_special_delivery: true,
    is_christmas_time: false,
  }
}
