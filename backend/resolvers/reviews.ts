import type { BackendContext } from '../context'
import { findApprovedReviews } from '../db/reviews'
import { totalPages, validPage } from './paging'
import type { ProductSource, Resolver } from './types'

/** `ProductInterface.reviews`: approved reviews, newest first. average_rating is a percentage (0-100), as in Magento. */
export const productReviews = async (product: ProductSource, args: { pageSize?: number | null; currentPage?: number | null }, context: BackendContext) => {
  const page = validPage(args.pageSize, args.currentPage)
  const { items, total } = await findApprovedReviews(context.db, product.id, page)
  return {
    items: items.map((review) => {
      const sum = review.ratings.reduce((s, r) => s + r.value, 0)
      return {
        product,
        summary: review.summary,
        text: review.text,
        nickname: review.nickname,
        created_at: review.created_at,
        average_rating: review.ratings.length ? Math.round((sum / review.ratings.length) * 20 * 10) / 10 : 0,
        ratings_breakdown: review.ratings.map((r) => ({ name: r.name, value: String(r.value) })),
      }
    }),
    page_info: { page_size: page.size, current_page: page.current, total_pages: totalPages(total, page.size) },
  }
}
