import { ADMIN_PATHS, AdminFrame, StatusNotice } from './admin-frame'
import { ADMIN_TEXTS, REVIEW_STATUS_LABELS } from './admin-texts'
import { REVIEW_STATUSES, type ReviewStatus, type ReviewView } from './admin-views'
import { formatTime } from './cms-edit-page'

export type ReviewQueuePageProps = {
  status: ReviewStatus
  reviews: readonly ReviewView[]
  total: number
  page: number
  perPage: number
  notice?: string | undefined
}

export function reviewPath(id: number): string {
  return `${ADMIN_PATHS.reviews}/${id}`
}

export function queuePath(status: ReviewStatus, page = 1): string {
  const query = new URLSearchParams(status === 'pending' ? {} : { status })
  if (page > 1) query.set('page', String(page))
  const text = query.toString()
  return text ? `${ADMIN_PATHS.reviews}?${text}` : ADMIN_PATHS.reviews
}

/** The mean of a review's rating values, to one decimal, as staff compare reviews at a glance. */
export function meanStars(ratings: ReviewView['ratings']): string {
  if (ratings.length === 0) return '–'
  const mean = ratings.reduce((sum, r) => sum + r.value, 0) / ratings.length
  return `${(Math.round(mean * 10) / 10).toFixed(1)} / 5`
}

const statusText = (status: ReviewStatus) => REVIEW_STATUS_LABELS[status].toLowerCase()

function StatusLinks({ current }: { current: ReviewStatus }) {
  return (
    <nav aria-label={ADMIN_TEXTS.reviewsStatusFilter}>
      <ul className="actions">
        {REVIEW_STATUSES.map((status) => (
          <li key={status}>
            <a href={queuePath(status)} aria-current={status === current ? 'page' : undefined}>
              {REVIEW_STATUS_LABELS[status]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function Pages({ status, page, pages }: { status: ReviewStatus; page: number; pages: number }) {
  if (pages <= 1) return null
  return (
    <nav aria-label={ADMIN_TEXTS.reviewsPages}>
      <p>{ADMIN_TEXTS.pageOf(page, pages)}</p>
      <ul className="actions">
        {page > 1 && (
          <li>
            <a href={queuePath(status, page - 1)}>{ADMIN_TEXTS.previousPage}</a>
          </li>
        )}
        {page < pages && (
          <li>
            <a href={queuePath(status, page + 1)}>{ADMIN_TEXTS.nextPage}</a>
          </li>
        )}
      </ul>
    </nav>
  )
}

/** The reviews of one status (newest first), each linking to where staff read and decide on it (issue 25 point 11). */
export function ReviewQueuePage({ status, reviews, total, page, perPage, notice }: ReviewQueuePageProps) {
  const pages = Math.max(1, Math.ceil(total / perPage))
  return (
    <AdminFrame current="reviews">
      <h1>{ADMIN_TEXTS.reviewsTitle}</h1>
      <StatusNotice text={notice} />
      <p>{ADMIN_TEXTS.reviewsIntro}</p>
      <StatusLinks current={status} />
      <h2 id="queue-heading">{ADMIN_TEXTS.reviewsTableCaption(statusText(status))}</h2>
      {reviews.length === 0 ? (
        <p>{ADMIN_TEXTS.reviewsNone(statusText(status))}</p>
      ) : (
        <>
          <p>{ADMIN_TEXTS.reviewsCount(total, statusText(status))}</p>
          <div className="table-scroll">
            <table aria-labelledby="queue-heading">
              <thead>
                <tr>
                  <th scope="col">{ADMIN_TEXTS.columnSummary}</th>
                  <th scope="col">{ADMIN_TEXTS.columnProduct}</th>
                  <th scope="col">{ADMIN_TEXTS.columnNickname}</th>
                  <th scope="col">{ADMIN_TEXTS.columnRating}</th>
                  <th scope="col">{ADMIN_TEXTS.columnWritten}</th>
                </tr>
              </thead>
              <tbody>
                {reviews.map((review) => (
                  <tr key={review.id}>
                    <th scope="row">
                      <a href={reviewPath(review.id)}>{review.summary}</a>
                    </th>
                    <td>
                      {review.product.name} (<code>{review.product.sku}</code>)
                    </td>
                    <td>{review.nickname}</td>
                    <td>{meanStars(review.ratings)}</td>
                    <td>
                      <time dateTime={review.createdAt}>{formatTime(review.createdAt)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pages status={status} page={page} pages={pages} />
        </>
      )}
    </AdminFrame>
  )
}
