/**
 * @module
 * Switch and save (SPEC §4 "Alternative info type", §5 "Alternative product is offered only if"):
 * whether a genuine cartridge's own-brand alternative is offered, how the two compare, and the
 * saving per printed page. Money is integer pence; yields are pages; capacity is ml.
 */
import { OWN_BRAND_OPTION_ID } from '../constants/switch-save'

/** Magento's `status` of a disabled product. */
const STATUS_DISABLED = 2
/** Magento's `visibility` values that show a product somewhere (catalog, search, or both). */
const VISIBLE = new Set([2, 3, 4])

/** Everything SPEC §5 looks at, as plain values. */
export type AlternativeCandidate = {
  /** `specification_brand` option id of the original. */
  originalBrandId: number | null
  /** The alternative's id (Magento's `uid`); empty when it has none. */
  alternativeId: string | null
  /** True when the alternative's `cartridge_condition` is the genuine one. */
  alternativeIsGenuine: boolean
  /**
   * The alternative's Magento `status` (1 enabled, 2 disabled) and `visibility` (1 to 4); null when
   * the back end does not say (GraphQL only ever hands out enabled products, so the storefront's
   * documents do not ask).
   */
  alternativeStatus: number | null
  alternativeVisibility: number | null
  alternativeInStock: boolean
  /** The alternative's salable quantity (`stock.qty`), when the back end says. */
  alternativeQty: number | null
}

/**
 * SPEC §5: not for the own brand's cartridges; only a non-genuine alternative with an id, not
 * (status 2 with visibility in [2, 3, 4]), in stock with qty > 0.
 * @example isAlternativeOffered({ originalBrandId: 1831, alternativeId: 'MTIz', alternativeIsGenuine: false, alternativeStatus: null, alternativeVisibility: null, alternativeInStock: true, alternativeQty: 5 }) // true
 */
export function isAlternativeOffered(candidate: AlternativeCandidate): boolean {
  const disabledButVisible =
    candidate.alternativeStatus === STATUS_DISABLED && candidate.alternativeVisibility !== null && VISIBLE.has(candidate.alternativeVisibility)
  return (
    candidate.originalBrandId !== OWN_BRAND_OPTION_ID &&
    !candidate.alternativeIsGenuine &&
    !!candidate.alternativeId &&
    !disabledButVisible &&
    candidate.alternativeInStock &&
    (candidate.alternativeQty ?? 0) > 0
  )
}

/** One side of the comparison. */
export type ComparedCartridge = {
  /** Final price including VAT, in pence. */
  pricePence: number
  /** Page yield at 5% coverage (SPEC §1), when known. */
  pages: number | null
  /** Ink or toner content in ml (see `capacityInMl`), when known. */
  capacityMl: number | null
}

/** SPEC §4 "Alternative info type". */
export type AlternativeInfoType = 1 | 2 | 3 | 4

/** The two capacities to compare: ml where both sides have it, else the page yields (toner is sold by pages). */
function capacities(original: ComparedCartridge, alternative: ComparedCartridge): [number, number] | null {
  if (original.capacityMl !== null && alternative.capacityMl !== null) return [original.capacityMl, alternative.capacityMl]
  if (original.pages !== null && alternative.pages !== null) return [original.pages, alternative.pages]
  return null
}

/**
 * SPEC §4 "Alternative info type" by capacity: 1 equal, 2 the alternative holds less, 3 it holds
 * more and costs more, 4 otherwise. The page yield stands in where a side has no ml content; null
 * when neither can be compared (no claim is better than a wrong one).
 * @example alternativeInfoType({ pricePence: 2000, pages: 800, capacityMl: 12 }, { pricePence: 900, pages: 1000, capacityMl: 15 }) // 4
 */
export function alternativeInfoType(original: ComparedCartridge, alternative: ComparedCartridge): AlternativeInfoType | null {
  const compared = capacities(original, alternative)
  if (!compared) return null
  const [theirs, mine] = compared
  if (theirs === mine) return 1
  if (mine < theirs) return 2
  return alternative.pricePence > original.pricePence ? 3 : 4
}

/**
 * SPEC §4: "Savings percent is the rounded-up drop in price per page", in whole percent; null when
 * there is no drop (the alternative costs the same or more per page) or it cannot be worked out
 * (a yield unknown, or no price for the original). Integer arithmetic until the one rounding, so a
 * drop of exactly 30% stays 30 and never becomes 31 by float error.
 * @example savingsPercent({ pricePence: 1000, pages: 100, capacityMl: null }, { pricePence: 700, pages: 100, capacityMl: null }) // 30
 */
export function savingsPercent(original: ComparedCartridge, alternative: ComparedCartridge): number | null {
  const { pages: originalPages } = original
  const { pages: alternativePages } = alternative
  if (originalPages === null || alternativePages === null || originalPages <= 0 || alternativePages <= 0 || original.pricePence <= 0) return null
  // drop = 1 - (a / A) / (p / P) = (p·A - a·P) / (p·A), for prices p, a and pages P, A.
  const denominator = original.pricePence * alternativePages
  const numerator = 100 * (denominator - alternative.pricePence * originalPages)
  if (numerator <= 0) return null
  const whole = Math.floor(numerator / denominator)
  return whole * denominator < numerator ? whole + 1 : whole
}

/**
 * The first amount in ml of a `capacity` list ("18.5ml"), or null.
 * @example capacityInMl(['10.77ml']) // 10.77
 */
export function capacityInMl(capacity: readonly (string | null)[] | null | undefined): number | null {
  for (const entry of capacity ?? []) {
    const match = entry ? /^\s*(\d+(?:\.\d+)?)\s*ml\s*$/i.exec(entry) : null
    if (match) return Number(match[1])
  }
  return null
}
