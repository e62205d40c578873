import { Fragment } from 'react'
import { ADMIN_PATHS, AdminFrame, StatusNotice } from './admin-frame'
import { ADMIN_TEXTS, REVIEW_STATUS_LABELS } from './admin-texts'
import type { ReviewStatus, ReviewView } from './admin-views'
import { formatTime } from './cms-edit-page'
import { queuePath } from './review-queue-page'

export const REVIEW_DECISION_PATH = `${ADMIN_PATHS.reviews}/status`

/** What each decision sets; a button is offered only when it changes the status. */
const DECISIONS: readonly { status: ReviewStatus; label: string; primary: boolean }[] = [
  { status: 'approved', label: ADMIN_TEXTS.approve, primary: true },
  { status: 'not_approved', label: ADMIN_TEXTS.reject, primary: false },
]

/** One review in full: the product, who wrote it and when, its ratings and text, and the decision on it. */
export function ReviewPage({ review, notice }: { review: ReviewView; notice?: string | undefined }) {
  const page = review.product.paths[0]
  return (
    <AdminFrame current="reviews">
      <p className="breadcrumb">
        <a href={queuePath(review.status)}>{ADMIN_TEXTS.reviewBack}</a>
      </p>
      <h1>{ADMIN_TEXTS.reviewHeading(review.summary)}</h1>
      <StatusNotice text={notice} />
      <dl className="facts">
        <dt>{ADMIN_TEXTS.columnStatus}</dt>
        <dd>{REVIEW_STATUS_LABELS[review.status]}</dd>
        <dt>{ADMIN_TEXTS.columnProduct}</dt>
        <dd>
          {page ? <a href={`/${page}`}>{review.product.name}</a> : review.product.name} (<code>{review.product.sku}</code>)
        </dd>
        <dt>{ADMIN_TEXTS.columnNickname}</dt>
        <dd>{review.nickname}</dd>
        <dt>{ADMIN_TEXTS.columnWritten}</dt>
        <dd>
          <time dateTime={review.createdAt}>{formatTime(review.createdAt)}</time>
        </dd>
      </dl>
      <h2>{ADMIN_TEXTS.reviewRatings}</h2>
      {review.ratings.length === 0 ? (
        <p>{ADMIN_TEXTS.reviewNoRatings}</p>
      ) : (
        <dl className="facts">
          {review.ratings.map((rating) => (
            <Fragment key={rating.name}>
              <dt>{rating.name}</dt>
              <dd>{ADMIN_TEXTS.reviewStars(rating.value)}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      <h2>{ADMIN_TEXTS.reviewText}</h2>
      <blockquote>
        {review.text.split(/\n+/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </blockquote>
      <section aria-labelledby="decision-heading">
        <h2 id="decision-heading">{ADMIN_TEXTS.reviewDecision}</h2>
        <p>{ADMIN_TEXTS.reviewDecisionIntro}</p>
        <form method="post" action={REVIEW_DECISION_PATH}>
          <input type="hidden" name="id" value={review.id} />
          <div className="actions">
            {DECISIONS.filter((decision) => decision.status !== review.status).map((decision) => (
              <button key={decision.status} type="submit" name="status" value={decision.status} className={decision.primary ? 'primary' : undefined}>
                {decision.label}
              </button>
            ))}
          </div>
        </form>
      </section>
    </AdminFrame>
  )
}
