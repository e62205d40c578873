/**
 * @module
 * Shop prices: integer pence including VAT, ending in .49 or .99 as the shop prices them.
 */

/** The nearest price ending in 49p or 99p (never below 49p). */
export function retailPence(pence: number): number {
  const pounds = Math.floor(pence / 100)
  const candidates = [(pounds - 1) * 100 + 99, pounds * 100 + 49, pounds * 100 + 99].filter((c) => c >= 49)
  let best = candidates[0] ?? 49
  for (const c of candidates) if (Math.abs(c - pence) < Math.abs(best - pence)) best = c
  return best
}

/** A retail price that is strictly below `ceiling` (for special and tier prices). */
export function retailPenceBelow(pence: number, ceiling: number): number {
  let price = retailPence(Math.min(pence, ceiling - 1))
  while (price >= ceiling && price > 49) price -= 50
  return price
}

/** Pence to pounds, as the GraphQL fields that hold money in extras expect. */
export const toPounds = (pence: number): number => Math.round(pence) / 100
