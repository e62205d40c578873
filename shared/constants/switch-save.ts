/**
 * @module
 * Switch and save (SPEC §1 site promises, §5 alternative rule, §9 constants): what the page claims
 * for our own-brand cartridges, and which genuine cartridges it offers alternatives for.
 */

/** SPEC §9 brand id 1991: the shop's own brand. An original of this brand has no alternative (SPEC §5). */
export const OWN_BRAND_OPTION_ID = 1991

/** SPEC §1 switch-and-sell claims: "saving up to 50%" and "4.8 of 5 from 43,805 reviews". */
export const SWITCH_SAVE_MAX_SAVING_PERCENT = 50
export const OWN_BRAND_RATING = { score: 4.8, outOf: 5, reviews: 43_805 } as const

/** SPEC §1: own-brand 3-year warranty plus free returns. */
export const OWN_BRAND_WARRANTY_YEARS = 3

/** SPEC §1: page yields are measured at 5% coverage on A4. */
export const YIELD_COVERAGE_PERCENT = 5

/**
 * Where the page looks for popular genuine cartridges: the ink and toner top categories (their
 * brand and series pages sit below them), in listing position order, which the catalogue keeps as
 * its popularity ranking.
 */
export const SWITCH_SAVE_CATEGORY_PATHS = ['ink-cartridges', 'toner-cartridges'] as const

/** How many pairs the page lists, and how many genuine cartridges it reads to find them. */
export const SWITCH_SAVE_PAIRS = 12
export const SWITCH_SAVE_CANDIDATES = 40
