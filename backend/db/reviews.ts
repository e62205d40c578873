/**
 * @module
 * Product reviews and their star ratings: the approved ones a product page lists, a customer's own,
 * and a new review, which waits for moderation.
 */
import type { Database } from './database'
import { groupBy, queryInChunks } from './in-chunks'
import type { ReviewRatingRow, ReviewRow } from './rows'

export type ReviewRating = { name: string; value: number }

/** The columns a review shows, with its ratings. */
export type ReviewRecord = ReviewShown & { ratings: ReviewRating[] }

type ReviewShown = Pick<ReviewRow, 'id' | 'product_id' | 'nickname' | 'summary' | 'text' | 'created_at'>

const COLUMNS = 'id, product_id, nickname, summary, text, created_at'

/** Each review's ratings, by rating name. */
export async function ratingsByReview(db: Database, ids: readonly number[]): Promise<Map<number, ReviewRating[]>> {
  const rows = await queryInChunks<number, ReviewRatingRow>(
    db,
    ids,
    (list) => `SELECT review_id, rating_name, value FROM review_ratings WHERE review_id IN (${list}) ORDER BY review_id, rating_name`,
  )
  const grouped = groupBy(rows, (r) => r.review_id)
  return new Map([...grouped].map(([id, list]) => [id, list.map((r) => ({ name: r.rating_name, value: r.value }))]))
}

async function withRatings(db: Database, rows: readonly ReviewShown[]): Promise<ReviewRecord[]> {
  const ratings = await ratingsByReview(db, rows.map((r) => r.id))
  return rows.map((r) => ({ ...r, ratings: ratings.get(r.id) ?? [] }))
}

/** A page of reviews and the count of all, read together in one batch. */
async function reviewPage(db: Database, page: D1PreparedStatement, count: D1PreparedStatement): Promise<{ items: ReviewRecord[]; total: number }> {
  const [rows, counted] = await db.batch([page, count])
  return {
    items: await withRatings(db, (rows?.results ?? []) as ReviewShown[]),
    total: ((counted?.results ?? []) as { n: number }[])[0]?.n ?? 0,
  }
}

/** A page of a product's approved reviews, newest first, with the total count. */
export function findApprovedReviews(db: Database, productId: number, page: { size: number; current: number }): Promise<{ items: ReviewRecord[]; total: number }> {
  return reviewPage(
    db,
    db
      .prepare(`SELECT ${COLUMNS} FROM reviews WHERE product_id = ?1 AND status = 'approved' ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3`)
      .bind(productId, page.size, (page.current - 1) * page.size),
    db.prepare("SELECT COUNT(*) AS n FROM reviews WHERE product_id = ?1 AND status = 'approved'").bind(productId),
  )
}

/** A page of the reviews a customer wrote (approved or not), newest first, with the total count. */
export function findCustomerReviews(db: Database, customerId: number, page: { size: number; current: number }): Promise<{ items: ReviewRecord[]; total: number }> {
  return reviewPage(
    db,
    db
      .prepare(`SELECT ${COLUMNS} FROM reviews WHERE customer_id = ?1 ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3`)
      .bind(customerId, page.size, (page.current - 1) * page.size),
    db.prepare('SELECT COUNT(*) AS n FROM reviews WHERE customer_id = ?1').bind(customerId),
  )
}

/** How many approved reviews gave a number of stars, with the rating values they hold. */
export type StarCountRow = { stars: number; reviews: number; rating_total: number; rating_count: number }

/**
 * A product's approved reviews grouped by their stars (each review's rating values averaged and
 * rounded, as its stars are shown), in one statement; the sums let the caller take the exact mean.
 */
export async function approvedStarCounts(db: Database, productId: number): Promise<StarCountRow[]> {
  const { results } = await db
    .prepare(
      `WITH per_review AS (
         SELECT SUM(rr.value) AS total, COUNT(*) AS n FROM reviews r JOIN review_ratings rr ON rr.review_id = r.id
         WHERE r.product_id = ?1 AND r.status = 'approved' GROUP BY r.id
       )
       SELECT CAST(ROUND(total * 1.0 / n) AS INTEGER) AS stars, COUNT(*) AS reviews, SUM(total) AS rating_total, SUM(n) AS rating_count
       FROM per_review GROUP BY 1 ORDER BY 1 DESC`,
    )
    .bind(productId)
    .all<StarCountRow>()
  return results
}

export type NewReview = Pick<ReviewRow, 'product_id' | 'nickname' | 'summary' | 'text' | 'created_at' | 'customer_id'>

/** Stores a review awaiting moderation, then its ratings in one batch; returns the review's id. */
export async function insertPendingReview(db: Database, review: NewReview, ratings: readonly ReviewRating[]): Promise<number> {
  const inserted = await db
    .prepare("INSERT INTO reviews (product_id, nickname, summary, text, created_at, status, customer_id) VALUES (?1, ?2, ?3, ?4, ?5, 'pending', ?6) RETURNING id")
    .bind(review.product_id, review.nickname, review.summary, review.text, review.created_at, review.customer_id)
    .first<{ id: number }>()
  const id = inserted!.id
  await db.batch(ratings.map((r) => db.prepare('INSERT INTO review_ratings (review_id, rating_name, value) VALUES (?1, ?2, ?3)').bind(id, r.name, r.value)))
  return id
}

export type ReviewStatus = ReviewRow['status']

/** A review as staff moderate it: its status and the product it is about, with its ratings. */
export type ModeratedReview = ReviewRecord & { status: ReviewStatus; product_sku: string; product_name: string }

const MODERATION_COLUMNS = 'r.id, r.product_id, r.nickname, r.summary, r.text, r.created_at, r.status, p.sku AS product_sku, p.name AS product_name'

/** A page of the reviews of one status, newest first (as Magento's review grid sorts), with the total count. */
export async function findReviewsByStatus(
  db: Database,
  status: ReviewStatus,
  page: { size: number; current: number },
): Promise<{ items: ModeratedReview[]; total: number }> {
  const [rows, counted] = await db.batch([
    db
      .prepare(`SELECT ${MODERATION_COLUMNS} FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.status = ?1 ORDER BY r.created_at DESC, r.id DESC LIMIT ?2 OFFSET ?3`)
      .bind(status, page.size, (page.current - 1) * page.size),
    db.prepare('SELECT COUNT(*) AS n FROM reviews WHERE status = ?1').bind(status),
  ])
  const items = (rows?.results ?? []) as Omit<ModeratedReview, 'ratings'>[]
  const ratings = await ratingsByReview(db, items.map((r) => r.id))
  return {
    items: items.map((r) => ({ ...r, ratings: ratings.get(r.id) ?? [] })),
    total: ((counted?.results ?? []) as { n: number }[])[0]?.n ?? 0,
  }
}

/** One review, whatever its status; null when there is none with the id. */
export async function findReviewById(db: Database, id: number): Promise<ModeratedReview | null> {
  const row = await db.prepare(`SELECT ${MODERATION_COLUMNS} FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.id = ?1`).bind(id).first<Omit<ModeratedReview, 'ratings'>>()
  if (!row) return null
  return { ...row, ratings: (await ratingsByReview(db, [id])).get(id) ?? [] }
}

/**
 * Sets a review's status and, in the same batch, recounts its product's review_count and
 * rating_summary from the approved reviews (the mean of their rating values as a percentage, to one
 * decimal, as the seed writes it), so every answer that reads the product sees the change at once.
 * False when there is no review with the id.
 */
export async function setReviewStatus(db: Database, id: number, status: ReviewStatus): Promise<boolean> {
  const [updated] = await db.batch([
    db.prepare('UPDATE reviews SET status = ?2 WHERE id = ?1 RETURNING product_id').bind(id, status),
    db
      .prepare(
        `UPDATE products SET
           review_count = (SELECT COUNT(*) FROM reviews WHERE product_id = products.id AND status = 'approved'),
           rating_summary = COALESCE((
             SELECT ROUND(AVG(rr.value) * 200.0) / 10.0 FROM reviews r JOIN review_ratings rr ON rr.review_id = r.id
             WHERE r.product_id = products.id AND r.status = 'approved'
           ), 0)
         WHERE id = (SELECT product_id FROM reviews WHERE id = ?1)`,
      )
      .bind(id),
  ])
  return (updated?.results.length ?? 0) > 0
}
