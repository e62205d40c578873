/**
 * @module
 * Staff review moderation (issue 25 point 11; SPEC §7 createProductReview: a review is checked
 * before it appears): the queue of reviews by status, one review with its ratings, and setting its
 * status to Approved or Not Approved, Magento's names. The product's paths come back with each
 * change so the worker can clear the shop's cached copies of its page.
 */
import type { Database } from '../db/database'
import { findReviewById, findReviewsByStatus, setReviewStatus, type ModeratedReview, type ReviewRating, type ReviewStatus } from '../db/reviews'
import { productRequestPaths } from '../db/stock-levels'

export type StaffReviewStatus = ReviewStatus

export type StaffReview = {
  id: number
  status: StaffReviewStatus
  nickname: string
  summary: string
  text: string
  createdAt: string
  ratings: ReviewRating[]
  product: { sku: string; name: string; paths: string[] }
}

/** A queue page is this many reviews. */
export const STAFF_REVIEWS_PER_PAGE = 20

async function pathsOf(db: Database, productId: number): Promise<string[]> {
  // Every path the route lookup resolves for it (its page's own first): each lookup is cached.
  return (await productRequestPaths(db, productId)).map((p) => p.path)
}

function toStaffReview(row: ModeratedReview, paths: string[]): StaffReview {
  return {
    id: row.id,
    status: row.status,
    nickname: row.nickname,
    summary: row.summary,
    text: row.text,
    createdAt: row.created_at,
    ratings: row.ratings,
    product: { sku: row.product_sku, name: row.product_name, paths },
  }
}

/** A page of the reviews of one status (newest first), and how many there are in all. */
export async function listStaffReviews(db: Database, status: StaffReviewStatus, page: number): Promise<{ items: StaffReview[]; total: number }> {
  const { items, total } = await findReviewsByStatus(db, status, { size: STAFF_REVIEWS_PER_PAGE, current: page })
  const paths = new Map(await Promise.all([...new Set(items.map((r) => r.product_id))].map(async (id) => [id, await pathsOf(db, id)] as const)))
  return { items: items.map((row) => toStaffReview(row, paths.get(row.product_id) ?? [])), total }
}

export async function findStaffReview(db: Database, id: number): Promise<StaffReview | null> {
  const row = await findReviewById(db, id)
  return row ? toStaffReview(row, await pathsOf(db, row.product_id)) : null
}

/** Sets the review's status (its product's counts follow); null when there is no such review. */
export async function moderateStaffReview(db: Database, id: number, status: StaffReviewStatus): Promise<StaffReview | null> {
  if (!(await setReviewStatus(db, id, status))) return null
  return findStaffReview(db, id)
}
