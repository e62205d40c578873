/**
 * @module
 * Moves the products' dated promotions (cashback, trade-in, warranty extension, free item) from
 * `SEED_BASE_YEAR` to the seeding day's year, quoted dates in their terms included, so a running
 * offer runs now and an ended one ended last year (see `seed-calendar.ts`).
 */
import type { CatalogueBuilder } from '../catalogue/catalogue-builder'
import { shiftYears } from './seed-calendar'

const PROMOTIONS = ['cashback', 'trade_in', 'warranty_ext'] as const
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** One promotion's window moved by `years`, and each quoted date of the window in its terms. */
function movePromotion(promotion: Record<string, unknown>, years: number): Record<string, unknown> {
  const moved = { ...promotion }
  let terms = typeof promotion.lightbox_html === 'string' ? promotion.lightbox_html : null
  for (const key of ['start_date', 'end_date'] as const) {
    const date = promotion[key]
    if (typeof date !== 'string' || !ISO_DATE.test(date)) continue
    moved[key] = shiftYears(date, years)
    if (terms !== null) terms = terms.split(date).join(moved[key] as string)
  }
  if (terms !== null) moved.lightbox_html = terms
  return moved
}

/** Moves every product's dated promotions by whole `years` (nothing happens at 0). */
export function movePromotionDates(builder: CatalogueBuilder, years: number): void {
  if (years === 0) return
  for (const product of builder.products) {
    const extras = product.extras
    if (!isRecord(extras)) continue
    for (const key of PROMOTIONS) {
      const promotion = extras[key]
      if (isRecord(promotion)) extras[key] = movePromotion(promotion, years)
    }
    const freeItem = extras.free_item_start_date
    if (typeof freeItem === 'string' && ISO_DATE.test(freeItem)) extras.free_item_start_date = shiftYears(freeItem, years)
  }
}
