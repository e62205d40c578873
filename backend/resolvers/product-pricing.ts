/**
 * @module
 * A product's prices on a given day: the special price applies inside its window (SPEC §5: a date
 * window is open from its start to its end), tier prices for larger quantities.
 */
import type { ProductRecord } from '../db/products'

export function isWithinWindow(today: string, from: string | null | undefined, to: string | null | undefined): boolean {
  return (!from || from.slice(0, 10) <= today) && (!to || to.slice(0, 10) >= today)
}

/** The active special price in pence, or null. */
export function activeSpecialPence(product: ProductRecord, today: string): number | null {
  const special = product.special_price_pence
  if (special === null || special >= product.price_pence) return null
  return isWithinWindow(today, product.special_from_date, product.special_to_date) ? special : null
}

/** What one unit costs today, in base pence including VAT. */
export function finalPricePence(product: ProductRecord, today: string): number {
  return activeSpecialPence(product, today) ?? product.price_pence
}
