import { formatRating } from '../../../shared/rules/format-rating'
import type { PageProps } from '../page-props'
import { RatingStars } from '../listing/rating-stars'
import type { ReviewSummaryView } from '../../../shared/views/product-view'

const LINK = 'font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700'


/**
 * The top of the Reviews tab (SPEC §2): the average rating to 2 decimals, how many reviews it rests
 * on, and how many gave 5, 4, 3, 2 and 1 stars, each as a bar (an SVG as wide as its share, so no
 * inline style the Content-Security-Policy would refuse) with its count, read out as one sentence.
 */
export function ReviewSummary({ store, t, summary }: PageProps & { summary: ReviewSummaryView }) {
  return (
    <div className="grid max-w-3xl gap-4 rounded-lg border border-ink-300 p-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
      <div className="space-y-1">
        <h3 className="font-semibold text-ink-900">{t('reviews.summary.title')}</h3>
        <p className="text-2xl font-bold text-ink-900">{t('reviews.summary.average', { average: formatRating(summary.average, store) })}</p>
        <RatingStars store={store} t={t} percent={summary.average * 20} count={summary.total} />
        <p className="text-sm text-ink-700">{summary.total === 1 ? t('reviews.summary.basis.one') : t('reviews.summary.basis', { count: summary.total })}</p>
        <a href="#write-review" className={LINK}>
          {t('reviews.write.link')}
        </a>
      </div>
      <ul aria-label={t('reviews.summary.breakdown')} className="space-y-1 self-center">
        {summary.counts.map(({ stars, count }) => {
          const label = stars === 1 ? t('reviews.summary.stars.one') : t('reviews.summary.stars', { stars })
          return (
            <li key={stars} className="grid grid-cols-[4.5rem_minmax(0,1fr)_2.5rem] items-center gap-2 text-sm">
              <span className="sr-only">{t('reviews.summary.count', { label, count, total: summary.total })}</span>
              <span aria-hidden="true">{label}</span>
              <svg aria-hidden="true" viewBox="0 0 100 8" preserveAspectRatio="none" className="h-2 w-full rounded-sm fill-ink-300">
                <rect width="100" height="8" />
                <rect width={(100 * count) / summary.total} height="8" className="fill-accent-400" />
              </svg>
              <span aria-hidden="true" className="text-right tabular-nums">
                {count}
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
