import { groupBy, queryInChunks } from './in-chunks'

export type ReviewRecord = {
  id: number
  product_id: number
  nickname: string
  summary: string
  text: string
  created_at: string
  ratings: { name: string; value: number }[]
}

/** A page of a product's approved reviews, newest first, with the total count. */
export async function findApprovedReviews(
  db: D1Database,
  productId: number,
  page: { size: number; current: number },
): Promise<{ items: ReviewRecord[]; total: number }> {
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT id, product_id, nickname, summary, text, created_at FROM reviews WHERE product_id = ?1 AND status = 'approved'
         ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3`,
      )
      .bind(productId, page.size, (page.current - 1) * page.size),
    db.prepare("SELECT COUNT(*) AS n FROM reviews WHERE product_id = ?1 AND status = 'approved'").bind(productId),
  ])
  const reviews = (rows?.results ?? []) as Omit<ReviewRecord, 'ratings'>[]
  const ratings = groupBy(
    await queryInChunks<number, { review_id: number; rating_name: string; value: number }>(
      db,
      reviews.map((r) => r.id),
      (list) => `SELECT review_id, rating_name, value FROM review_ratings WHERE review_id IN (${list}) ORDER BY review_id, rating_name`,
    ),
    (r) => r.review_id,
  )
  return {
    items: reviews.map((r) => ({ ...r, ratings: (ratings.get(r.id) ?? []).map((x) => ({ name: x.rating_name, value: x.value })) })),
    total: ((count?.results ?? []) as { n: number }[])[0]?.n ?? 0,
  }
}
