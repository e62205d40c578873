/**
 * @module
 * Switch and save rules (SPEC §4 "Alternative info type", §4 savings percent, §5 when an
 * alternative is offered): pure functions of the numbers the back end gives for a genuine
 * cartridge and its own-brand alternative.
 */
import { OWN_BRAND_OPTION_ID } from '../constants/switch-save'

export type AlternativeCandidate = {
  original: { brandOptionId: number | null }
  alternative: { uid: string | null; conditionOptionId: number | null; inStock: boolean; qty: number | null }
}

/**
 * SPEC §5: offered only when the original is not our own brand and the alternative is not genuine,
 * has an id, and is in stock with a quantity above 0. The spec's status and visibility test is the
 * back end's: `alternative_product` only ever names an enabled product.
 */
export function isAlternativeOffered({ original, alternative }: AlternativeCandidate, genuineConditionId: number): boolean {
  if (original.brandOptionId === OWN_BRAND_OPTION_ID) return false
  if (alternative.conditionOptionId === genuineConditionId) return false
  if (!alternative.uid) return false
  return alternative.inStock && alternative.qty !== null && alternative.qty > 0
}

/**
 * SPEC §4 "Alternative info type", with capacity read as the page yield: 1 the same yield, 2 a
 * lower yield, 3 a higher yield at a higher price, 4 a higher yield at the same or a lower price.
 * `priceDifference` is the original's price minus the alternative's (the back end's sign).
 */
export type AlternativeInfoType = 1 | 2 | 3 | 4

export function alternativeInfoType(yieldsDifference: number, priceDifference: number): AlternativeInfoType {
  if (yieldsDifference === 0) return 1
  if (yieldsDifference < 0) return 2
  return priceDifference < 0 ? 3 : 4
}

export type PricedYield = { pricePence: number; pages: number }

/**
 * SPEC §4: "Savings percent is the rounded-up drop in price per page", in whole percent; null when
 * the alternative costs the same or more per page, or a yield is unknown. Integer arithmetic, so a
 * drop of exactly 30% stays 30 and is never rounded up to 31 by float error.
 * @example savingsPercent({ pricePence: 1000, pages: 100 }, { pricePence: 700, pages: 100 }) // 30
 */
export function savingsPercent(original: PricedYield, alternative: PricedYield): number | null {
  if (original.pages <= 0 || alternative.pages <= 0 || original.pricePence <= 0) return null
  // drop = 1 - (a / A) / (p / P) = (p·A - a·P) / (p·A)
  const denominator = original.pricePence * alternative.pages
  const numerator = 100 * (denominator - alternative.pricePence * original.pages)
  if (numerator <= 0) return null
  const whole = Math.floor(numerator / denominator)
  return whole * denominator < numerator ? whole + 1 : whole
}
