/**
 * @module
 * What the basket link's quantity badge looks like and says, shared by the island (`cart-count.tsx`)
 * and the script that draws it without React (`client/effects/cart-badge.ts`), so the two write the
 * same DOM and the island hydrates over the drawn badge without a mismatch. No React here.
 */
import { interpolate } from '../../shared/messages/interpolate'

/** Marks the basket link; its count labels ride along, so the drawing script needs no props. */
export const CART_LINK_ATTRIBUTE = 'data-cart-link'
export const COUNT_LABEL_ATTRIBUTE = 'data-count-label'
export const COUNT_LABEL_ONE_ATTRIBUTE = 'data-count-label-one'
export const BADGE_TEST_ID = 'cart-count'

export const BADGE_CLASS = 'absolute -top-1 -right-1 min-w-5 rounded-full bg-accent-400 px-1.5 text-center text-xs leading-5 font-bold text-ink-900'

export type CartLinkTexts = { label: string; countLabel: string; countLabelOne: string }

/** The link's accessible name: the plain label until the count is known (null), then with it. */
export function cartLinkName(totalQuantity: number | null, { label, countLabel, countLabelOne }: CartLinkTexts): string {
  if (totalQuantity === null) return label
  return totalQuantity === 1 ? countLabelOne : interpolate(countLabel, { count: totalQuantity })
}

/**
 * The count a drawn island's badge shows now (null without a badge): what its hydration must
 * match, even when the basket changed since it was drawn (the drawing stops once React starts).
 */
export function drawnCount(island: { querySelector(selectors: string): { textContent: string | null } | null }): number | null {
  const badge = island.querySelector(`[data-testid="${BADGE_TEST_ID}"]`)
  const count = badge ? Number(badge.textContent) : Number.NaN
  return Number.isInteger(count) ? count : null
}
