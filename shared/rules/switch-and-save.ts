/**
 * @module
 * Switch and save (SPEC §4 "Alternative info type", §5 "Alternative product is offered only if"):
 * whether a genuine cartridge's own-brand alternative is offered, how the two compare, and the
 * saving per printed page. Money is integer minor units; yields are pages.
 */

/** SPEC §9 brand id 1991: the shop's own brand, whose cartridges are themselves the alternatives. */
export const OWN_BRAND_OPTION_ID = 1991

/** What SPEC §5 looks at. The back end only hands out enabled products, which covers the status part. */
export type AlternativeCandidate = {
  /** `specification_brand` of the original. */
  originalBrandId: number | null
  /** The alternative's id (Magento's `uid`); empty when it has none. */
  alternativeId: string | null
  /** True when the alternative's `cartridge_condition` is the genuine one. */
  alternativeIsGenuine: boolean
  alternativeInStock: boolean
  /** The alternative's salable quantity (`stock.qty`), when the back end says. */
  alternativeQty: number | null
}

/** SPEC §5: not for the own brand's cartridges; only a non-genuine alternative with an id, in stock with qty > 0. */
export function isAlternativeOffered(candidate: AlternativeCandidate): boolean {
  return (
    candidate.originalBrandId !== OWN_BRAND_OPTION_ID &&
    !candidate.alternativeIsGenuine &&
    !!candidate.alternativeId &&
    candidate.alternativeInStock &&
    (candidate.alternativeQty ?? 0) > 0
  )
}

/** One side of the comparison. */
export type ComparedCartridge = {
  /** Final price including VAT, in minor units. */
  priceIncl: number
  /** Page yield at 5% coverage (SPEC §1), when known. */
  pages: number | null
  /** Ink or toner content in ml (the first of `capacity`), when known. */
  capacityMl: number | null
}

/**
 * SPEC §4 "Alternative info type": 1 capacities equal, 2 the alternative holds less, 3 it holds more
 * and costs more, 4 otherwise. Capacity is the ml content; where either side has none (toner is sold
 * by pages), the page yield stands in for it.
 */
export type AlternativeInfoType = 1 | 2 | 3 | 4

function capacities(original: ComparedCartridge, alternative: ComparedCartridge): [number | null, number | null] {
  if (original.capacityMl !== null && alternative.capacityMl !== null) return [original.capacityMl, alternative.capacityMl]
  return [original.pages, alternative.pages]
}

export function alternativeInfoType(original: ComparedCartridge, alternative: ComparedCartridge): AlternativeInfoType {
  const [theirs, mine] = capacities(original, alternative)
  if (theirs === null || mine === null || theirs === mine) return 1
  if (mine < theirs) return 2
  if (alternative.priceIncl > original.priceIncl) return 3
  return 4
}

/**
 * SPEC §4 "Savings percent": the drop in price per page, in percent, rounded up; 0 when the
 * alternative costs the same or more per page. Without both yields the pages count as equal.
 * Worked in whole numbers until the one division, so 30% stays 30 (not 31 by float error).
 * @example savingsPercent({ priceIncl: 2399, pages: 700, capacityMl: null }, { priceIncl: 1349, pages: 700, capacityMl: null }) // 44
 */
export function savingsPercent(original: ComparedCartridge, alternative: ComparedCartridge): number {
  const known = original.pages !== null && alternative.pages !== null && original.pages > 0 && alternative.pages > 0
  const originalPages = known ? (original.pages as number) : 1
  const alternativePages = known ? (alternative.pages as number) : 1
  // Per page: price / pages. The drop, as a share of the original's: 1 - (a/aPages) / (o/oPages).
  const denominator = original.priceIncl * alternativePages
  if (denominator <= 0) return 0
  const numerator = 100 * (original.priceIncl * alternativePages - alternative.priceIncl * originalPages)
  if (numerator <= 0) return 0
  return Math.ceil(numerator / denominator)
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
