/**
 * @module
 * The `createProductReview` named operation: the Reviews tab's form sent by its script (SPEC §2,
 * §7), checked and sent as the customer by the action the form's no-JS post runs
 * (`worker/routes/review-form.ts`), so the page can thank the shopper without a reload. A guest is
 * refused without a back-end call (SPEC §6); the ratings come from the KV-cached metadata.
 */
import { writeReview } from '../actions/write-review'
import { loadReviewRatings } from '../loaders/review-ratings'
import { spendAttempt } from '../security/client-limits'
import { REVIEWS } from '../security/rate-limit'
import { runsAction } from './define-operation'

export const createProductReview = runsAction('createProductReview', {
  asCustomer: true,
  async run({ c, input, store }) {
    if (!c.var.graphql.hasCustomer) return { submitted: false, reason: 'signIn' }
    await spendAttempt(c, REVIEWS)
    const result = await writeReview(c.var.graphql, store, input, await loadReviewRatings(c.var.loaderContext))
    return result.ok ? { submitted: true } : { submitted: false, reason: result.reason }
  },
})
