import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { insertPendingReview } from '../db/reviews'
import { seedCatalogue } from '../../test/seed-catalogue'
import { findStaffReview, listStaffReviews, moderateStaffReview, STAFF_REVIEWS_PER_PAGE } from './review-moderation'

type Product = { id: number; sku: string; name: string; review_count: number; rating_summary: number }

const productRow = (id: number) =>
  env.DB.prepare('SELECT id, sku, name, review_count, rating_summary FROM products WHERE id = ?1').bind(id).first<Product>() as Promise<Product>

let product: Product
let unreviewed: Product

const writeReview = (productId: number, summary: string, stars: 1 | 2 | 3 | 4 | 5) =>
  insertPendingReview(
    env.DB,
    { product_id: productId, nickname: 'Robin', summary, text: 'A review long enough to keep.', created_at: new Date().toISOString(), customer_id: null },
    ['Price', 'Quality', 'Value'].map((name) => ({ name, value: stars })),
  )

beforeAll(async () => {
  await seedCatalogue()
  product = (await env.DB.prepare("SELECT id, sku, name, review_count, rating_summary FROM products WHERE review_count > 1 AND type_id = 'simple' ORDER BY id LIMIT 1").first<Product>())!
  unreviewed = (await env.DB.prepare("SELECT id, sku, name, review_count, rating_summary FROM products WHERE review_count = 0 AND type_id = 'simple' ORDER BY id LIMIT 1").first<Product>())!
})

describe('staff review moderation', () => {
  it('lists the pending reviews newest first, with the product, its paths and the ratings', async () => {
    const older = await writeReview(product.id, 'Older pending review', 3)
    const newer = await writeReview(product.id, 'Newer pending review', 4)
    const { items, total } = await listStaffReviews(env.DB, 'pending', 1)
    expect(total).toBeGreaterThanOrEqual(2)
    expect(items.length).toBeLessThanOrEqual(STAFF_REVIEWS_PER_PAGE)
    expect(items.map((r) => r.id).slice(0, 2)).toEqual([newer, older])
    expect(items[0]).toMatchObject({ status: 'pending', summary: 'Newer pending review', product: { sku: product.sku, name: product.name } })
    expect(items[0]!.product.paths.length).toBeGreaterThan(0)
    expect(items[0]!.ratings).toEqual([
      { name: 'Price', value: 4 },
      { name: 'Quality', value: 4 },
      { name: 'Value', value: 4 },
    ])
    expect((await listStaffReviews(env.DB, 'approved', 1)).items.every((r) => r.status === 'approved')).toBe(true)
  })

  it('approving recounts the product from its approved reviews; rejecting takes it out again', async () => {
    const id = await writeReview(unreviewed.id, 'The only review', 4)
    expect((await moderateStaffReview(env.DB, id, 'approved'))?.status).toBe('approved')
    // Four stars on every rating: 80 %.
    expect(await productRow(unreviewed.id)).toMatchObject({ review_count: 1, rating_summary: 80 })

    const second = await writeReview(unreviewed.id, 'A second opinion', 1)
    expect(await productRow(unreviewed.id)).toMatchObject({ review_count: 1 })
    await moderateStaffReview(env.DB, second, 'approved')
    // (4 + 1) / 2 stars = 2.5 of 5.
    expect(await productRow(unreviewed.id)).toMatchObject({ review_count: 2, rating_summary: 50 })

    const rejected = await moderateStaffReview(env.DB, id, 'not_approved')
    expect(rejected?.status).toBe('not_approved')
    expect(await productRow(unreviewed.id)).toMatchObject({ review_count: 1, rating_summary: 20 })
    await moderateStaffReview(env.DB, second, 'not_approved')
    expect(await productRow(unreviewed.id)).toMatchObject({ review_count: 0, rating_summary: 0 })
    // Kept, never shown.
    expect((await findStaffReview(env.DB, id))?.summary).toBe('The only review')
  })

  it('leaves other products alone and says so when there is no such review', async () => {
    const before = await productRow(product.id)
    const id = await writeReview(unreviewed.id, 'Elsewhere', 5)
    await moderateStaffReview(env.DB, id, 'approved')
    expect(await productRow(product.id)).toEqual(before)
    expect(await moderateStaffReview(env.DB, 99_999_999, 'approved')).toBeNull()
    expect(await findStaffReview(env.DB, 99_999_999)).toBeNull()
  })
})
