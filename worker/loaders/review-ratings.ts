/**
 * @module
 * The ratings a review gives (SPEC §7 productReviewRatingsMetadata), for the Reviews tab's form and
 * the routes that send it: KV-cached per store, as they change with the shop's set-up, not with
 * products. A rating whose values are not whole stars 1 to 5 is left out (SPEC §9: ratings are out of 5).
 */
import { REVIEW_STARS } from '../../shared/constants/reviews'
import { REVIEW_RATINGS_METADATA, type ReviewRatingsData } from '../../shared/graphql/documents/reviews'
import type { ReviewRatingView } from '../../shared/views/product-view'
import type { LoaderContext } from './loader-context'

const isStars = (value: number) => (REVIEW_STARS as readonly number[]).includes(value)

/** Magento's metadata as the form's ratings, each star's value id by its number of stars. */
export function reviewRatingViews(data: ReviewRatingsData): ReviewRatingView[] {
  return data.items.flatMap((rating) => {
    const values = rating.values.map((value) => ({ valueId: value.value_id, stars: Number(value.value) })).filter((value) => isStars(value.stars))
    return rating.id && rating.name && values.length === REVIEW_STARS.length ? [{ id: rating.id, name: rating.name, values: values.sort((a, b) => a.stars - b.stars) }] : []
  })
}

export async function loadReviewRatings(ctx: LoaderContext): Promise<ReviewRatingView[]> {
  const data = await ctx.cache.get({
    kind: 'reviewRatings',
    storeCode: ctx.store.code,
    id: 'metadata',
    load: async () => (await ctx.graphql.query(REVIEW_RATINGS_METADATA, {})).productReviewRatingsMetadata,
  })
  return reviewRatingViews(data)
}
