/**
 * @module
 * The reviews the signed-in customer wrote (issue 17 my-reviews; Magento's Customer.reviews).
 */
import type { MyReviewsView } from '../../client/components/account/my-reviews'
import { CUSTOMER_REVIEWS } from '../../shared/graphql/documents/account'
import { londonDateOf } from '../../shared/rules/london-clock'
import { productPath } from './listing-view'
import type { LoaderContext } from './loader-context'

export const REVIEWS_PER_PAGE = 10

export async function loadMyReviews(ctx: LoaderContext, page: number): Promise<MyReviewsView> {
  const { customer } = await ctx.graphql.query(CUSTOMER_REVIEWS, { currentPage: page, pageSize: REVIEWS_PER_PAGE }, { asCustomer: true, store: ctx.store.code })
  const reviews = customer?.reviews
  return {
    reviews: (reviews?.items ?? []).flatMap((review) =>
      review
        ? [
            {
              summary: review.summary,
              text: review.text,
              date: londonDateOf(review.created_at),
              ratings: review.ratings_breakdown.map((rating) => ({ name: rating.name, value: rating.value })),
              product: { name: review.product.name ?? review.product.sku ?? '', path: productPath(review.product) },
            },
          ]
        : [],
    ),
    page: reviews?.page_info.current_page ?? page,
    totalPages: reviews?.page_info.total_pages ?? 1,
  }
}
