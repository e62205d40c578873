/**
 * @module
 * Sending a review from the Reviews tab's form when scripts run (SPEC §2 Reviews tab, §7
 * createProductReview): the worker checks it, sends it as the customer and answers whether it was
 * taken. The review waits for moderation, so nothing about it is kept here but the answer.
 */
import { proxy } from 'valtio/vanilla'
import type { ReviewRefusal } from '../../shared/api/answers'
import type { ApiInput } from '../../shared/api/contract'
import { callApi } from '../runtime/api'

/** A review as the form sends it: the stars of each rating by the rating's id. */
export type ReviewDraft = ApiInput<'createProductReview'>

export type ReviewsState = {
  /** The SKUs whose review this page has sent (the form gives way to the thank-you). */
  submitted: string[]
  status: 'idle' | 'saving'
  error: ReviewRefusal | null
}

export const reviews = proxy<ReviewsState>({ submitted: [], status: 'idle', error: null })

export async function submitReview(draft: ReviewDraft): Promise<boolean> {
  reviews.status = 'saving'
  const result = await callApi('createProductReview', draft)
  reviews.status = 'idle'
  if (result.ok && result.data.submitted) {
    reviews.submitted.push(draft.sku)
    reviews.error = null
    return true
  }
  reviews.error = result.ok && !result.data.submitted ? result.data.reason : result.ok ? 'failed' : result.status === 400 ? 'invalid' : 'failed'
  return false
}
