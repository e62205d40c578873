/**
 * @module
 * The `createProductReview` named operation: the Reviews tab's form sent by its script (SPEC §2,
 * §7), checked and sent as the customer like the form's no-JS post (`worker/routes/review-form.tsx`),
 * so the page can thank the shopper without a reload. A guest is refused without a back-end call
 * (SPEC §6); the ratings come from the KV-cached metadata.
 */
import { CREATE_PRODUCT_REVIEW } from '../../shared/graphql/documents/reviews'
import type { ReviewAnswer } from '../../client/stores/reviews'
import { reviewInput, writeReview } from '../actions/write-review'
import { loadReviewRatings } from '../loaders/review-ratings'
import { defineOperation, type Prepared } from './define-operation'

export const createProductReview = defineOperation({
  document: CREATE_PRODUCT_REVIEW,
  kind: 'mutation',
  asCustomer: true,
  variables: reviewInput,
  async prepare({ c, input, store }): Promise<Prepared<never, ReviewAnswer>> {
    if (!c.var.graphql.hasCustomer) return { answer: { submitted: false, reason: 'signIn' } }
    const result = await writeReview(c.var.graphql, store, input, await loadReviewRatings(c.var.loaderContext))
    return { answer: result.ok ? { submitted: true } : { submitted: false, reason: result.reason } }
  },
  after: (): ReviewAnswer => ({ submitted: true }),
})
