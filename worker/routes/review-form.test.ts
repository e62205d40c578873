import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'
type Rating = { id: string; values: { value_id: string; value: string }[] }

let product: { id: number; sku: string; path: string }
let ratings: Rating[]
let token: string

function post(fields: Record<string, string>, options: { token?: string; prefix?: string } = {}) {
  return SELF.fetch(`${ORIGIN}${options.prefix ?? ''}/review/product/post`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded', ...(options.token ? { Cookie: `customer=${options.token}` } : {}) },
    body: new URLSearchParams(fields),
  })
}

/** The form's fields: every rating given `stars`, unless told otherwise. */
function review(overrides: Record<string, string> = {}, stars = '4'): Record<string, string> {
  return {
    sku: product.sku,
    path: product.path,
    nickname: 'Grace',
    summary: 'Sharp and reliable',
    text: 'Every page came out crisp, right to the end of the cartridge.',
    ...Object.fromEntries(ratings.map((rating) => [`rating:${rating.id}`, stars])),
    ...overrides,
  }
}

const notice = (response: Response) => /^message=([^;]*)/.exec(response.headers.getSetCookie().find((c) => c.startsWith('message=')) ?? '')?.[1]
const pendingReviews = async () =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM reviews WHERE product_id = ?1 AND status = 'pending'").bind(product.id).first<{ n: number }>())!.n

async function api(variables: unknown, userToken?: string) {
  const response = await SELF.fetch(`${ORIGIN}/api/magento/createProductReview`, {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...(userToken ? { Cookie: `customer=${userToken}` } : {}) },
    body: JSON.stringify({ variables }),
  })
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: { category: string }[] } }
}

beforeAll(async () => {
  await seedCatalogue()
  const row = (await env.DB.prepare("SELECT id, sku, url_key FROM products WHERE type_id = 'simple' AND visibility = 4 AND status = 1 AND url_key IS NOT NULL ORDER BY id LIMIT 1").first<{ id: number; sku: string; url_key: string }>())!
  product = { id: row.id, sku: row.sku, path: `/${row.url_key}.html` }
  ratings = (await graphqlData<{ productReviewRatingsMetadata: { items: Rating[] } }>('{ productReviewRatingsMetadata { items { id values { value_id value } } } }')).productReviewRatingsMetadata.items
  token = await signedInCustomer('review.writer@example.co.uk')
})

describe('the review form without JavaScript', () => {
  it("refuses a guest with a notice asking to sign in, back on the product's Reviews tab", async () => {
    const before = await pendingReviews()
    const response = await post(review())
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${product.path}#reviews`)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(notice(response)).toBe('review-sign-in')
    expect(await pendingReviews()).toBe(before)

    const page = await (await SELF.fetch(`${ORIGIN}${product.path}`, { headers: { Cookie: 'message=review-sign-in' } })).text()
    expect(page).toContain('Only signed-in customers can write reviews: please sign in, then send your review again.')
    expect(page).toMatch(/<a href="\/customer\/account\/login" data-modal-open="login"[^>]*>Sign in<\/a>/)
  })

  it("stores a customer's review for moderation and thanks them", async () => {
    const before = await pendingReviews()
    const response = await post(review({}, '5'), { token })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${product.path}#reviews`)
    expect(notice(response)).toBe('review-submitted')
    expect(await pendingReviews()).toBe(before + 1)
    const stored = await env.DB.prepare(
      "SELECT r.nickname, r.summary, GROUP_CONCAT(rr.value) AS stars FROM reviews r JOIN review_ratings rr ON rr.review_id = r.id WHERE r.product_id = ?1 AND r.status = 'pending' GROUP BY r.id ORDER BY r.id DESC LIMIT 1",
    )
      .bind(product.id)
      .first<{ nickname: string; summary: string; stars: string }>()
    expect(stored).toEqual({ nickname: 'Grace', summary: 'Sharp and reliable', stars: '5,5,5' })
    const page = await (await SELF.fetch(`${ORIGIN}${product.path}`, { headers: { Cookie: 'message=review-submitted' } })).text()
    expect(page).toContain('Thank you, your review will appear once it has been checked.')
  })

  it('answers bad input with a notice saying what a review needs, never a 500', async () => {
    const before = await pendingReviews()
    const bad: Record<string, string>[] = [
      review({ nickname: 'G' }),
      review({ summary: '   ' }),
      review({ text: ' Seven c ' }),
      review({}, '7'),
      review({}, 'five'),
      Object.fromEntries(Object.entries(review()).filter(([name]) => name !== `rating:${ratings[1]!.id}`)),
      review({ 'rating:made-up': '3' }),
      { sku: product.sku, path: product.path },
    ]
    for (const fields of bad) {
      const response = await post(fields, { token })
      expect(response.status, JSON.stringify(fields)).toBe(303)
      expect(notice(response), JSON.stringify(fields)).toBe('review-invalid')
    }
    expect(await pendingReviews()).toBe(before)
    const page = await (await SELF.fetch(`${ORIGIN}${product.path}`, { headers: { Cookie: 'message=review-invalid' } })).text()
    expect(page).toContain('Please give a nickname of at least 2 characters, a summary of at least 4, a review of at least 8, and 1 to 5 stars for each rating.')
  })

  it('says so when the product is unknown, and never returns to another site', async () => {
    const response = await post(review({ sku: 'NO-SUCH-SKU', path: '//evil.example/steal' }), { token })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/')
    expect(notice(response)).toBe('review-failed')
  })

  it('keeps the German store view', async () => {
    const response = await post(review(), { prefix: '/de' })
    expect(response.headers.get('location')).toBe(`/de${product.path}#reviews`)
  })
})

describe('the createProductReview named operation', () => {
  const variables = () => ({
    sku: product.sku,
    nickname: 'Ada',
    summary: 'Lasts a long time',
    text: 'More pages than the cartridge it replaced.',
    ratings: Object.fromEntries(ratings.map((rating) => [rating.id, 3])),
  })

  it('refuses a guest without calling the back end', async () => {
    expect(await api(variables())).toEqual({ status: 200, body: { data: { submitted: false, reason: 'signIn' } } })
  })

  it("sends a customer's review, held for moderation", async () => {
    const before = await pendingReviews()
    expect(await api(variables(), token)).toEqual({ status: 200, body: { data: { submitted: true } } })
    expect(await pendingReviews()).toBe(before + 1)
  })

  it('refuses input that does not fit, with the reason', async () => {
    expect((await api({ ...variables(), summary: 'No' }, token)).status).toBe(400)
    expect((await api({ ...variables(), ratings: {} }, token)).body).toEqual({ data: { submitted: false, reason: 'invalid' } })
    expect((await api({ ...variables(), sku: 'NO-SUCH-SKU' }, token)).body).toEqual({ data: { submitted: false, reason: 'notFound' } })
  })
})
