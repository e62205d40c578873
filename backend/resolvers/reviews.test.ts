import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { graphqlAs } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

type Metadata = { productReviewRatingsMetadata: { items: { id: string; name: string; values: { value_id: string; value: string }[] }[] } }
const REVIEW = `mutation R($input: CreateProductReviewInput!) { createProductReview(input: $input) { review { nickname summary average_rating ratings_breakdown { name value } product { sku } } } }`

beforeAll(() => seedCatalogue())

describe('reviews', () => {
  it('describes the ratings and lets a customer review a product, held for moderation', async () => {
    const token = await signedInCustomer('critic@example.co.uk')
    const meta = (await graphqlAs<Metadata>(null, '{ productReviewRatingsMetadata { items { id name values { value_id value } } } }')).data!.productReviewRatingsMetadata.items
    expect(meta.map((m) => m.name)).toEqual(['Quality', 'Value', 'Price'])
    const { sku, id } = (await env.DB.prepare("SELECT sku, id FROM products WHERE type_id = 'simple' AND visibility = 4 ORDER BY id LIMIT 1").first<{ sku: string; id: number }>())!
    const ratings = meta.map((m) => ({ id: m.id, value_id: m.values.find((v) => v.value === '4')!.value_id }))
    const created = await graphqlAs<{ createProductReview: { review: { average_rating: number; ratings_breakdown: unknown[]; product: { sku: string } } } }>(token, REVIEW, {
      input: { sku, nickname: 'Grace', summary: 'Does the job', text: 'Prints sharply and lasts.', ratings },
    })
    expect(created.data?.createProductReview.review).toMatchObject({ average_rating: 80, product: { sku } })
    expect(created.data?.createProductReview.review.ratings_breakdown).toHaveLength(3)
    const stored = await env.DB.prepare("SELECT status FROM reviews WHERE product_id = ?1 AND nickname = 'Grace'").bind(id).first<{ status: string }>()
    expect(stored?.status).toBe('pending')
    const mine = await graphqlAs<{ customer: { reviews: { items: { summary: string }[] } } }>(token, '{ customer { reviews { items { summary } } } }')
    expect(mine.data?.customer.reviews.items).toEqual([{ summary: 'Does the job' }])
  })

  it('refuses guests and incomplete ratings', async () => {
    const token = await signedInCustomer('partial@example.co.uk')
    const { sku } = (await env.DB.prepare("SELECT sku FROM products WHERE type_id = 'simple' AND visibility = 4 ORDER BY id LIMIT 1").first<{ sku: string }>())!
    const input = { sku, nickname: 'X', summary: 'Y', text: 'Z', ratings: [{ id: btoa('1'), value_id: btoa('15') }] }
    expect((await graphqlAs(null, REVIEW, { input })).errors?.[0]?.message).toBe("Guest customers aren't allowed to add product reviews.")
    expect((await graphqlAs(token, REVIEW, { input })).errors?.[0]?.message).toBe('Please rate Quality, Value, Price.')
  })
})

describe('review_summary', () => {
  type Summary = { review_count: number; rating_summary: number; review_summary: { average: number | null; star_counts: { stars: number; count: number }[] } }
  const SUMMARY = 'query S($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { review_count rating_summary review_summary { average star_counts { stars count } } } } }'
  const summaryOf = async (sku: string) => (await graphqlAs<{ products: { items: Summary[] } }>(null, SUMMARY, { sku })).data!.products.items[0]!

  it('counts the approved reviews by their rounded stars, 5 down to 1, and agrees with review_count and rating_summary', async () => {
    const { sku, id } = (await env.DB.prepare("SELECT sku, id FROM products WHERE review_count >= 3 ORDER BY review_count DESC, id LIMIT 1").first<{ sku: string; id: number }>())!
    const { results } = await env.DB.prepare(
      "SELECT AVG(rr.value) AS mean FROM reviews r JOIN review_ratings rr ON rr.review_id = r.id WHERE r.product_id = ?1 AND r.status = 'approved' GROUP BY r.id",
    )
      .bind(id)
      .all<{ mean: number }>()
    const expected = [5, 4, 3, 2, 1].map((stars) => ({ stars, count: results.filter((row) => Math.round(row.mean) === stars).length }))
    const product = await summaryOf(sku)
    expect(product.review_summary.star_counts).toEqual(expected)
    expect(expected.reduce((sum, row) => sum + row.count, 0)).toBe(product.review_count)
    // rating_summary is the same mean as a percentage with one decimal.
    expect(Math.abs(product.review_summary.average! * 20 - product.rating_summary)).toBeLessThanOrEqual(0.05)
  })

  it('leaves reviews awaiting moderation out, and gives no average without reviews', async () => {
    const token = await signedInCustomer('pending.counts@example.co.uk')
    const { sku } = (await env.DB.prepare('SELECT sku FROM products p WHERE visibility = 4 AND status = 1 AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id) ORDER BY id LIMIT 1').first<{ sku: string }>())!
    const meta = (await graphqlAs<Metadata>(null, '{ productReviewRatingsMetadata { items { id values { value_id value } } } }')).data!.productReviewRatingsMetadata.items
    const ratings = meta.map((m) => ({ id: m.id, value_id: m.values.find((v) => v.value === '1')!.value_id }))
    expect((await graphqlAs(token, REVIEW, { input: { sku, nickname: 'Ada', summary: 'Not yet', text: 'Waiting for a moderator.', ratings } })).errors).toBeUndefined()
    expect((await summaryOf(sku)).review_summary).toEqual({ average: null, star_counts: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })) })
  })
})
