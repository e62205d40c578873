/**
 * @module
 * Product reviews: the approved ones a product lists, the ones a customer wrote, the ratings a
 * review gives, and writing a review (held for moderation).
 */
import type { BackendContext } from '../context'
import { findEnabledProductsBySkus } from '../db/products'
import { approvedStarCounts, findApprovedReviews, findCustomerReviews, insertPendingReview, ratingsByReview, type ReviewRecord } from '../db/reviews'
import { inputError, MagentoError, noSuchEntity } from '../graphql/errors'
import { currentCustomer } from './customer'
import { totalPages, validPage } from './paging'
import type { ProductSource } from './types'
import { fromUid, toUid } from './uid'

/** The ratings a review gives (as the seeded reviews do), each 1 to 5 stars. */
export const RATINGS = ['Quality', 'Value', 'Price'] as const
const STARS = [1, 2, 3, 4, 5] as const
/** A rating value's id: the rating's number times ten plus the stars, as a uid. */
const valueUid = (rating: number, stars: number) => toUid(rating * 10 + stars)

type PageArgs = { pageSize?: number | null; currentPage?: number | null }

/** The ratings' titles in the store view (Magento's rating_title), each rating by its default name otherwise. */
type RatingTitles = ReadonlyMap<string, string>

/** A review as `ProductReview`. average_rating is a percentage (0-100), as in Magento. */
function reviewView(review: ReviewRecord, product: unknown, titles: RatingTitles) {
  const sum = review.ratings.reduce((s, r) => s + r.value, 0)
  return {
    product,
    summary: review.summary,
    text: review.text,
    nickname: review.nickname,
    created_at: review.created_at,
    average_rating: review.ratings.length ? Math.round((sum / review.ratings.length) * 20 * 10) / 10 : 0,
    ratings_breakdown: review.ratings.map((r) => ({ name: titles.get(r.name) ?? r.name, value: String(r.value) })),
  }
}

/** Reviews of any products, each with its product (loaded in one batch). */
async function reviewViews(reviews: ReviewRecord[], context: BackendContext) {
  const [products, titles] = await Promise.all([context.loaders.product.loadMany(reviews.map((r) => r.product_id)), context.loaders.ratingTitles.load('all')])
  return reviews.map((review, i) => reviewView(review, products[i], titles))
}

/** `ProductInterface.reviews`: approved reviews, newest first. */
export const productReviews = async (product: ProductSource, args: PageArgs, context: BackendContext) => {
  const page = validPage(args.pageSize, args.currentPage)
  const [{ items, total }, titles] = await Promise.all([findApprovedReviews(context.db, product.id, page), context.loaders.ratingTitles.load('all')])
  return {
    items: items.map((review) => reviewView(review, product, titles)),
    page_info: { page_size: page.size, current_page: page.current, total_pages: totalPages(total, page.size) },
  }
}

/** `ProductInterface.review_summary` (shop extension): the mean rating and the reviews per star, 5 to 1. */
export const productReviewSummary = async (product: ProductSource, _args: unknown, context: BackendContext) => {
  const rows = await approvedStarCounts(context.db, product.id)
  const total = rows.reduce((sum, row) => sum + row.rating_total, 0)
  const count = rows.reduce((sum, row) => sum + row.rating_count, 0)
  return {
    average: count > 0 ? total / count : null,
    star_counts: [...STARS].reverse().map((stars) => ({ stars, count: rows.find((row) => row.stars === stars)?.reviews ?? 0 })),
  }
}

/** `Customer.reviews`: the reviews the customer wrote, approved or not, newest first. */
export const customerReviews = async (_c: unknown, args: PageArgs, context: BackendContext) => {
  const customer = await currentCustomer(context)
  const page = validPage(args.pageSize, args.currentPage)
  const { items, total } = await findCustomerReviews(context.db, customer.id, page)
  return {
    items: await reviewViews(items, context),
    page_info: { page_size: page.size, current_page: page.current, total_pages: totalPages(total, page.size) },
  }
}

export const reviewQueries = {
  productReviewRatingsMetadata: async (_s: unknown, _a: unknown, context: BackendContext) => {
    const titles = await context.loaders.ratingTitles.load('all')
    return {
      items: RATINGS.map((name, i) => ({ id: toUid(i + 1), name: titles.get(name) ?? name, values: STARS.map((stars) => ({ value_id: valueUid(i + 1, stars), value: String(stars) })) })),
    }
  },
}

type ReviewInput = { sku: string; nickname: string; summary: string; text: string; ratings: { id: string; value_id: string }[] }

export const reviewMutations = {
  createProductReview: async (_s: unknown, args: { input: ReviewInput }, context: BackendContext) => {
    // The shop lets only signed-in customers write reviews (store config).
    if (context.customerId === null && String(context.store.config.allow_guests_to_write_product_reviews ?? '0') !== '1') {
      throw new MagentoError("Guest customers aren't allowed to add product reviews.", 'graphql-authorization')
    }
    const { sku, nickname, summary, text, ratings } = args.input
    if (!nickname.trim() || !summary.trim() || !text.trim()) throw inputError('The review needs a nickname, a summary and a text.')
    const [product] = await findEnabledProductsBySkus(context.db, [sku], context.store.id)
    if (!product || product.visibility === 1) throw noSuchEntity(`Could not find a product with SKU "${sku}"`)
    const chosen = new Map<string, number>()
    for (const rating of ratings) {
      const index = fromUid(rating.id)
      const value = fromUid(rating.value_id)
      const name = index !== null ? RATINGS[index - 1] : undefined
      const stars = value !== null && index !== null ? value - index * 10 : 0
      if (!name || stars < 1 || stars > 5) throw inputError('Invalid rating, please check the rating values.')
      chosen.set(name, stars)
    }
    if (chosen.size !== RATINGS.length) throw inputError(`Please rate ${RATINGS.join(', ')}.`)
    const review = { product_id: product.id, nickname: nickname.trim(), summary: summary.trim(), text: text.trim(), created_at: new Date().toISOString() }
    const id = await insertPendingReview(
      context.db,
      { ...review, nickname: review.nickname.slice(0, 100), customer_id: context.customerId },
      [...chosen].map(([name, value]) => ({ name, value })),
    )
    const stored = (await ratingsByReview(context.db, [id])).get(id) ?? []
    const [view] = await reviewViews([{ id, ...review, ratings: stored }], context)
    return { review: view }
  },
}
