import { formatRating, ratingOutOfFive } from '../../../shared/rules/format-rating'
import type { PageProps } from '../page-props'

/** One star's outline after its starting point (relative moves), the five of a row in one path. */
const STAR_OUTLINE = 'l2.6 5.4 5.9.8-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z'
const FIVE_STARS = <path d={[10, 30, 50, 70, 90].map((x) => `M${x} 1.5${STAR_OUTLINE}`).join('')} />

/**
 * Five stars filled to the rating (a percentage of 5), and the rating in words for screen readers,
 * to 2 decimals as SPEC §9 says, written the store's way (4.15, 4,15). `showRating` also prints the
 * number beside the stars, where nothing else near them does (a product card).
 * The gold layer is a nested SVG as wide as the rating, which clips it: no inline style, which the
 * Content-Security-Policy would refuse.
 */
export function RatingStars({ store, t, percent, count, showRating = false }: PageProps & { percent: number; count: number; showRating?: boolean }) {
  const filled = Math.max(0, Math.min(100, percent))
  const rating = formatRating(ratingOutOfFive(filled), store)
  return (
    <p className="flex items-center gap-1 text-sm text-ink-700">
      <svg aria-hidden="true" viewBox="0 0 100 20" width="80" height="16" className="fill-ink-300">
        {FIVE_STARS}
        <svg width={`${filled}%`} height="20" className="fill-accent-400">
          {FIVE_STARS}
        </svg>
      </svg>
      <span className="sr-only">{t('rating.outOf', { rating, count })}</span>
      {showRating ? (
        <span aria-hidden="true" className="font-semibold text-ink-900" data-rating-value="">
          {rating}
        </span>
      ) : null}
      <span aria-hidden="true">({count})</span>
    </p>
  )
}
