/**
 * @module
 * Writing a review (SPEC §2 Reviews tab, §7 createProductReview), for the form's no-JS post and its
 * scripted send alike: only a signed-in customer may (SPEC §6), every field checked (SPEC §5), each
 * of the shop's ratings given 1 to 5 stars, then sent as the customer and held for moderation.
 */
import type { ReviewRefusal } from '../../shared/api/answers'
import type { ApiVariables } from '../../shared/api/contract'
import { CREATE_PRODUCT_REVIEW } from '../../shared/graphql/documents/reviews'
import { missingRatings } from '../../shared/rules/review-form'
import type { ReviewRatingView } from '../../shared/views/product-view'
import { GraphQLCallError, INPUT_CATEGORY, NO_SUCH_ENTITY_CATEGORY } from '../graphql/errors'
import type { GraphQLTransport } from '../graphql/transport'

/** A review as the form and the named operation send it (one schema for both doors). */
export type ReviewInput = ApiVariables<'createProductReview'>

export type WriteReviewResult = { ok: true } | { ok: false; reason: ReviewRefusal }

const REFUSAL_BY_CATEGORY: ReadonlyMap<string | undefined, ReviewRefusal> = new Map([
  [INPUT_CATEGORY, 'invalid'],
  [NO_SUCH_ENTITY_CATEGORY, 'notFound'],
])

/**
 * Sends the review as the customer. An ended session is thrown (`SessionEnded`), as on every
 * customer call, so the caller's usual handling signs the shopper out.
 */
export async function writeReview(graphql: GraphQLTransport, store: string, input: ReviewInput, ratings: readonly ReviewRatingView[]): Promise<WriteReviewResult> {
  // SPEC §6: only signed-in customers write reviews; no back-end call for a guest.
  if (!graphql.hasCustomer) return { ok: false, reason: 'signIn' }
  const ids = ratings.map((rating) => rating.id)
  // Every one of the shop's ratings, and nothing else (a rating it does not have is a forged form).
  if (missingRatings(ids, input.ratings).length > 0 || Object.keys(input.ratings).some((id) => !ids.includes(id))) return { ok: false, reason: 'invalid' }
  const chosen = ratings.map((rating) => ({ id: rating.id, value_id: rating.values.find((value) => value.stars === input.ratings[rating.id])!.valueId }))
  try {
    await graphql.mutate(
      CREATE_PRODUCT_REVIEW,
      { input: { sku: input.sku, nickname: input.nickname, summary: input.summary, text: input.text, ratings: chosen } },
      { asCustomer: true, store },
    )
    return { ok: true }
  } catch (error) {
    if (error instanceof GraphQLCallError) return { ok: false, reason: REFUSAL_BY_CATEGORY.get(error.category) ?? 'failed' }
    throw error
  }
}
