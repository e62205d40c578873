/**
 * @module
 * Which products one cartridge family becomes. The series plan counts them before anything is
 * built (to size the catalogue) and the cartridge builder makes exactly these.
 */
import type { Family, Tier } from './printer-lines'

export type PackPlan = { tier: Tier; twin: boolean }

/** Multipacks of every tier of a colour set, and a black twin pack of the largest tier. */
export function packPlans(family: Family): PackPlan[] {
  const tiers = [...new Set(family.cartridges.map((c) => c.tier))]
  const largest = tiers[tiers.length - 1]
  const twin: PackPlan[] = largest ? [{ tier: largest, twin: true }] : []
  return family.palette === 'mono' ? twin : [...tiers.map((tier) => ({ tier, twin: false })), ...twin]
}

export function familyProductCount(family: Family): number {
  const perSide = family.cartridges.length + packPlans(family).length + (family.drum ? 1 : 0)
  return family.hasAlternatives ? perSide * 2 : perSide
}
