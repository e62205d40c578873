import { formatDateWithYear } from '../../../shared/rules/format-calendar-date'
import type { PageProps } from '../page-props'
import { RatingStars } from '../listing/rating-stars'
import type { ReviewsPageView } from '../../../shared/views/product-view'
import { ReviewSummary } from './review-summary'

/** Where page `n` of the reviews is: the product's own URL with `reviews-page`, back at the tab. */
export function reviewsPageHref(path: string, page: number): string {
  return page > 1 ? `${path}?reviews-page=${page}#reviews` : `${path}#reviews`
}

/**
 * SPEC §2 Reviews tab: how all the reviews rate the product, then ten a page (SPEC §9), each with
 * its stars, its rating breakdown, the nickname and the date; pages are plain links, so crawlers and
 * shoppers without scripts page through them.
 */
export function ProductReviews({ store, t, reviews, path }: PageProps & { reviews: ReviewsPageView; path: string }) {
  const summary = reviews.summary ? <ReviewSummary store={store} t={t} summary={reviews.summary} /> : null
  if (reviews.items.length === 0) {
    return (
      <div className="space-y-4">
        {summary}
        <p>{t('product.reviews.none')}</p>
      </div>
    )
  }
  return (
    <div className="space-y-4">
      {summary}
      <ol className="space-y-4">
        {reviews.items.map((review, index) => (
          <li key={`${review.nickname}-${review.date}-${index}`} className="space-y-1 border-b border-ink-300 pb-4">
            <RatingStars store={store} t={t} percent={review.percent} count={1} />
            {review.summary ? <h3 className="font-semibold text-ink-900">{review.summary}</h3> : null}
            <p className="whitespace-pre-line">{review.text}</p>
            {review.ratings.length > 0 ? (
              <dl className="flex flex-wrap gap-x-4 text-sm text-ink-700">
                {review.ratings.map((rating) => (
                  <div key={rating.name} className="flex gap-1">
                    <dt>{rating.name}:</dt>
                    <dd>{t('product.reviews.stars', { value: rating.value })}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <p className="text-sm text-ink-700">{t('product.reviews.by', { name: review.nickname, date: formatDateWithYear(review.date, store) })}</p>
          </li>
        ))}
      </ol>
      {reviews.totalPages > 1 ? (
        <nav aria-label={t('product.reviews.pages')} className="flex flex-wrap gap-2">
          {Array.from({ length: reviews.totalPages }, (_, index) => index + 1).map((page) =>
            page === reviews.page ? (
              <span key={page} aria-current="page" className="rounded-md bg-ink-900 px-3 py-1 font-semibold text-white">
                {page}
              </span>
            ) : (
              <a key={page} href={reviewsPageHref(path, page)} className="rounded-md border border-ink-300 px-3 py-1 text-brand-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-700" aria-label={t('product.reviews.page', { page })}>
                {page}
              </a>
            ),
          )}
        </nav>
      ) : null}
    </div>
  )
}
