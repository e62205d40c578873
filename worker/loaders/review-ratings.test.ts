import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { testLoaderContext } from '../../test/loader-context'
import { seedCatalogue } from '../../test/seed-catalogue'
import { cacheKey } from '../cache/kv-cache'
import { loadProductExtras } from './product-page'
import { loadReviewRatings, reviewRatingViews } from './review-ratings'

beforeAll(() => seedCatalogue())

describe('loadReviewRatings', () => {
  it('reads the ratings a review gives, each with its value id per star 1 to 5, and keeps them in KV', async () => {
    const ctx = testLoaderContext()
    const ratings = await loadReviewRatings(ctx)
    await ctx.settled()
    expect(ratings.map((rating) => rating.name)).toEqual(['Quality', 'Value', 'Price'])
    for (const rating of ratings) expect(rating.values.map((value) => value.stars)).toEqual([1, 2, 3, 4, 5])
    expect(await env.CACHE.get(cacheKey('reviewRatings', 0, 'default', 'metadata'))).toContain('Quality')
  })

  it('leaves out a rating whose values are not the stars 1 to 5', () => {
    const values = (list: string[]) => list.map((value, index) => ({ value_id: `v${index}`, value }))
    const views = reviewRatingViews({
      items: [
        { id: 'a', name: 'Quality', values: values(['5', '4', '3', '2', '1']) },
        { id: 'b', name: 'Looks', values: values(['good', 'bad']) },
        { id: 'c', name: 'Speed', values: values(['1', '2', '3', '4', '10']) },
      ],
    })
    expect(views.map((view) => view.id)).toEqual(['a'])
    expect(views[0]!.values.map((value) => value.stars)).toEqual([1, 2, 3, 4, 5])
  })
})

describe("the product page's review summary", () => {
  it('gives the average and the count of reviews per star, 5 down to 1, adding up to the review count', async () => {
    const product = (await env.DB.prepare('SELECT sku, review_count, rating_summary FROM products WHERE review_count >= 3 ORDER BY id LIMIT 1').first<{ sku: string; review_count: number; rating_summary: number }>())!
    const { reviews } = await loadProductExtras(testLoaderContext(), product.sku, 1)
    expect(reviews.summary?.counts.map((row) => row.stars)).toEqual([5, 4, 3, 2, 1])
    expect(reviews.summary?.total).toBe(product.review_count)
    expect(Math.abs(reviews.summary!.average * 20 - product.rating_summary)).toBeLessThanOrEqual(0.05)
  })

  it('has none for a product nobody has reviewed', async () => {
    const { sku } = (await env.DB.prepare('SELECT sku FROM products WHERE review_count = 0 AND visibility = 4 ORDER BY id LIMIT 1').first<{ sku: string }>())!
    expect((await loadProductExtras(testLoaderContext(), sku, 1)).reviews.summary).toBeNull()
  })
})
