import { ACCOUNT_PAGE_PATHS } from '../../../shared/constants/shop-paths'
import { formatDateWithYear } from '../../../shared/rules/format-calendar-date'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import { FORM_LINK } from './entry-frame'
import { PageLinks } from './page-links'

export type MyReviewView = { summary: string; text: string; date: string; ratings: readonly { name: string; value: string }[]; product: { name: string; path: string } }
export type MyReviewsView = { reviews: readonly MyReviewView[]; page: number; totalPages: number }

/** Issue 17 my-reviews: each review with its product, date, ratings and words, newest first. */
export function MyReviews({ store, t, view }: PageProps & { view: MyReviewsView }) {
  if (view.reviews.length === 0) return <p>{t('account.reviews.none')}</p>
  return (
    <div className="space-y-6">
      <ul className="space-y-4" aria-label={t('page.account.reviews')}>
        {view.reviews.map((review, index) => (
          <li key={`${review.product.path}-${index}`} className="space-y-2 rounded-lg border border-ink-300 p-4" data-my-review="">
            <p>
              <a href={storePath(store, review.product.path)} className={FORM_LINK}>
                {t('account.reviews.about', { product: review.product.name })}
              </a>
            </p>
            <h2 className="text-lg font-semibold text-ink-900">{review.summary}</h2>
            <p className="text-sm text-ink-700">{t('account.reviews.writtenOn', { date: formatDateWithYear(review.date, store) })}</p>
            {review.ratings.length > 0 && (
              <ul className="text-sm">
                {review.ratings.map((rating) => (
                  <li key={rating.name}>{t('account.reviews.rating', { name: rating.name, value: rating.value })}</li>
                ))}
              </ul>
            )}
            <p className="whitespace-pre-line">{review.text}</p>
          </li>
        ))}
      </ul>
      <PageLinks
        store={store}
        t={t}
        path={ACCOUNT_PAGE_PATHS.reviews}
        page={view.page}
        totalPages={view.totalPages}
        labels={{ nav: 'account.reviews.pages', newer: 'account.reviews.newer', older: 'account.reviews.older' }}
      />
    </div>
  )
}
