/**
 * @module
 * `/__admin/reviews`: the review queue (issue 25 point 11). SPEC §7 createProductReview holds a
 * shopper's review until it is checked; here staff list the reviews by status (Pending, Approved,
 * Not Approved, Magento's names), read one, and approve or reject it. A decision recounts the
 * product's rating and clears the shop's cached copies of its page (`purgeProduct`), so its page,
 * rating summary and structured data show the change from the next view. Sign-in, `no-store` and
 * `noindex` come from `adminAuth`; the decision passes the same-origin write guard like every
 * other write. Against a real Magento, reviews are moderated in Magento's admin: 404 here.
 */
import { Hono, type Context } from 'hono'
import { ADMIN_TEXTS } from '../../../client/admin/admin-texts'
import { ReviewPage } from '../../../client/admin/review-page'
import { ReviewQueuePage, queuePath } from '../../../client/admin/review-queue-page'
import { purgeProduct } from '../../cache/staff-purges'
import type { AppEnv } from '../../env'
import { NotFound } from '../../errors/http-error'
import { renderAdminPage } from '../../render/render-admin-page'
import { BadForm, reviewDecisionForm, reviewParam, reviewQueueQuery, textFields } from './staff-forms'
import type { ReviewModerationService } from './staff-services'
import { validOrNotFound } from '../../middleware/valid-or-not-found'

/** The embedded back end only: against Magento there is no queue here. */
function moderated(c: Context<AppEnv>): void {
  if (c.var.config.MAGENTO_GRAPHQL_URL) throw new NotFound('reviews are moderated in Magento')
}

export function adminReviewRoutes(reviews: ReviewModerationService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/', validOrNotFound('query', reviewQueueQuery), async (c) => {
    moderated(c)
    const { status, page, done, review } = c.req.valid('query')
    const db = c.env.DB
    const [queue, decided] = await Promise.all([reviews.list(db, status, page), done && review ? reviews.find(db, review) : Promise.resolve(null)])
    const notice = decided && done ? (done === 'approved' ? ADMIN_TEXTS.reviewApproved : ADMIN_TEXTS.reviewRejected)(decided.summary) : undefined
    const body = <ReviewQueuePage status={status} reviews={queue.items} total={queue.total} page={page} perPage={reviews.perPage} notice={notice} />
    return renderAdminPage(c, body, { title: ADMIN_TEXTS.reviewsTitle })
  })

  routes.get('/:id', validOrNotFound('param', reviewParam), async (c) => {
    moderated(c)
    const { id } = c.req.valid('param')
    const review = await reviews.find(c.env.DB, id)
    if (!review) throw new NotFound(`no review ${id}`)
    return renderAdminPage(c, <ReviewPage review={review} />, { title: ADMIN_TEXTS.reviewHeading(review.summary) })
  })

  routes.post('/status', async (c) => {
    moderated(c)
    const form = reviewDecisionForm.safeParse(textFields(await c.req.parseBody()))
    if (!form.success) throw new BadForm()
    const { id, status } = form.data
    const review = await reviews.moderate(c.env.DB, id, status)
    if (!review) throw new NotFound(`no review ${id}`)
    await purgeProduct(c.var.cache, review.product.paths)
    // Back to the pending queue, the next one to check.
    const next = new URLSearchParams({ done: status, review: String(id) })
    return c.redirect(`${queuePath('pending')}?${next}`, 303)
  })

  return routes
}
