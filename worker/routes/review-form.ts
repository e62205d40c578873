/**
 * @module
 * The Reviews tab's form without JavaScript (SPEC §2 Reviews tab, §7 createProductReview): it posts
 * here, the review is checked and sent as the customer, and the shopper goes back to the product's
 * Reviews tab (303, so a reload does not post again) with a notice: the thank-you, a request to sign
 * in (SPEC §6: only signed-in customers write reviews; the page is the same for everyone, so the
 * form is offered to all and a guest is refused here), or what to fix. With scripts the form sends
 * through the `createProductReview` named operation instead.
 */
import { Hono } from 'hono'
import { FLASH_MESSAGE, type FlashMessage } from '../../shared/constants/cookies'
import { REVIEW_POST_PATH } from '../../shared/constants/shop-paths'
import { storePath } from '../../shared/rules/store-from-path'
import type { ReviewRefusal } from '../../shared/api/answers'
import { reviewInput } from '../../shared/api/inputs'
import { writeReview } from '../actions/write-review'
import { personal } from '../cache/strategies'
import { setFlashMessage } from '../cookies/session-cookies'
import type { AppEnv } from '../env'
import { GraphQLCallError, UpstreamError } from '../graphql/errors'
import { loadReviewRatings } from '../loaders/review-ratings'
import { formLimit } from '../middleware/form-limit'
import { returnPath } from '../security/return-path'
import { spendAttempt } from '../security/client-limits'
import { REVIEWS } from '../security/rate-limit'

/** Each rating's radio group is named `rating:{rating id}`, its value the stars. */
export const RATING_FIELD_PREFIX = 'rating:'

const NOTICE: Record<ReviewRefusal, FlashMessage> = {
  signIn: FLASH_MESSAGE.reviewSignIn,
  invalid: FLASH_MESSAGE.reviewInvalid,
  notFound: FLASH_MESSAGE.reviewFailed,
  failed: FLASH_MESSAGE.reviewFailed,
}

/** The form's fields as the review the action takes. */
function reviewFields(body: Record<string, unknown>) {
  const ratings = Object.fromEntries(Object.entries(body).flatMap(([name, value]) => (name.startsWith(RATING_FIELD_PREFIX) ? [[name.slice(RATING_FIELD_PREFIX.length), value]] : [])))
  return reviewInput.safeParse({ sku: body.sku, nickname: body.nickname, summary: body.summary, text: body.text, ratings })
}

export const reviewFormRoutes = new Hono<AppEnv>()

// 64 KB: a review of 5,000 characters outside ASCII is up to 6 bytes a character once form-encoded.
reviewFormRoutes.post(REVIEW_POST_PATH, formLimit(64 * 1024), async (c) => {
  personal(c)
  const body = await c.req.parseBody()
  const back = returnPath.safeParse(body.path)
  const reviewsTab = `${storePath(c.var.store, back.success ? back.data : '/')}${back.success ? '#reviews' : ''}`
  const done = (message: FlashMessage) => {
    setFlashMessage(c, message)
    return c.redirect(reviewsTab, 303)
  }
  // SPEC §6 first: a guest is asked to sign in whatever the form holds.
  if (!c.var.graphql.hasCustomer) return done(FLASH_MESSAGE.reviewSignIn)
  const form = reviewFields(body)
  if (!form.success) return done(FLASH_MESSAGE.reviewInvalid)
  await spendAttempt(c, REVIEWS)
  let ratings
  try {
    ratings = await loadReviewRatings(c.var.loaderContext)
  } catch (error) {
    if (!(error instanceof UpstreamError || error instanceof GraphQLCallError)) throw error
    return done(FLASH_MESSAGE.reviewFailed)
  }
  const result = await writeReview(c.var.graphql, c.var.store.code, form.data, ratings)
  return done(result.ok ? FLASH_MESSAGE.reviewSubmitted : NOTICE[result.reason])
})
