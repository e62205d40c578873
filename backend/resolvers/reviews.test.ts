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
