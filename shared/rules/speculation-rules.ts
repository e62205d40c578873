/**
 * @module
 * Speculation Rules (issue 26 point 3, "instant navigations"): which links the browser may fetch or
 * render before the shopper clicks. Only anonymous, read-only pages are candidates: the product
 * links of listing cards and the pager's next page. Personal or state-changing paths (account,
 * checkout, the basket and its forms, the wish list, the API) are excluded by the rules themselves,
 * so no markup change can make the browser speculate on them. The basket page has its own rule,
 * added by the after-add modal (`basketPrefetchRules`).
 */
import { STORES_BY_PATH_SEGMENT } from '../constants/stores'

/**
 * The links the document rules speculate on: any link of a listing card (its picture, name, "Choose
 * options") and the listing's next page. Soft navigation leaves exactly these to the browser, so
 * the prefetched or prerendered document is the one shown (client/runtime/soft-navigation.ts).
 */
export const SPECULATED_LINKS = '[data-product-card] a[href], a[href][rel~="next"]'

/** Links that ask for a document of their own, downloads, new windows and links not to follow: never speculated on. */
export const NOT_SPECULATED_LINKS = '[data-reload], [download], [target], [rel~="nofollow"]'

/** Links marked for a speculation added at run time (the after-add modal's "View basket"). */
export const SPECULATED_LINK_MARK = 'data-speculated'

/**
 * Paths, in every store view, that are never speculated on: personal pages, pages whose GET still
 * changes something (sign-out), forms' targets and everything that is not a page. Each covers the
 * path itself and everything below it.
 */
export const NEVER_SPECULATED_PATHS = [
  '/customer',
  '/checkout',
  '/cart',
  '/wishlist',
  '/sales',
  '/rma',
  '/vault',
  '/productalert',
  '/review',
  '/newsletter',
  '/price-display',
  '/vue',
  '/api',
  '/graphql',
  '/__admin',
  '/__cache',
  '/__dev',
] as const

const STORE_PREFIXES = ['', ...[...STORES_BY_PATH_SEGMENT.keys()].map((segment) => `/${segment}`)]

/**
 * URL patterns (relative to the page) for a path and what lies below it, in every store view. A
 * pattern that names no query matches any query.
 */
function neverPatterns(): string[] {
  return STORE_PREFIXES.flatMap((prefix) => NEVER_SPECULATED_PATHS.flatMap((path) => [`${prefix}${path}`, `${prefix}${path}/*`]))
}

/** Whether `pathname` is one of the paths never speculated on, in any store view (soft navigation's side of the rules). */
export function isNeverSpeculated(pathname: string): boolean {
  return STORE_PREFIXES.some((prefix) => NEVER_SPECULATED_PATHS.some((path) => pathname === `${prefix}${path}` || pathname.startsWith(`${prefix}${path}/`)))
}

/** A document rule's condition (the `where` of the Speculation Rules syntax). */
export type SpeculationWhere =
  | { and: SpeculationWhere[] }
  | { or: SpeculationWhere[] }
  | { not: SpeculationWhere }
  | { href_matches: string | string[] }
  | { selector_matches: string | string[] }

export type SpeculationRule =
  | { source: 'document'; where: SpeculationWhere; eagerness: 'conservative' | 'moderate' | 'eager' }
  | { source: 'list'; urls: string[]; eagerness: 'immediate' | 'eager' | 'moderate' | 'conservative' }

export type SpeculationRules = { prefetch?: SpeculationRule[]; prerender?: SpeculationRule[] }

/** One of our links, same origin, never an excluded path, nor a link that asks for a full load. */
function speculatedLinks(): SpeculationWhere {
  return {
    and: [
      { href_matches: '/*' },
      { selector_matches: SPECULATED_LINKS },
      { not: { href_matches: neverPatterns() } },
      { not: { selector_matches: NOT_SPECULATED_LINKS } },
    ],
  }
}

/**
 * The page's rules: fetch a card's product page or the next listing page when the pointer rests
 * on its link (moderate: about 200 ms of hover, or pointer-down), and render it in the background
 * from pointer-down (conservative), which a click follows by some 100 ms. A prerendered page holds
 * its analytics and other side effects until it is shown (client/platform/activation.ts).
 */
export function speculationRules(): SpeculationRules {
  return {
    prefetch: [{ source: 'document', where: speculatedLinks(), eagerness: 'moderate' }],
    prerender: [{ source: 'document', where: speculatedLinks(), eagerness: 'conservative' }],
  }
}

/**
 * The after-add modal's rule: its "View basket" is the likely next step, so the basket page is
 * fetched at once (fetched only, never prerendered: it is personal and changes with the basket).
 */
export function basketPrefetchRules(cartPath: string): SpeculationRules {
  return { prefetch: [{ source: 'list', urls: [cartPath], eagerness: 'immediate' }] }
}
