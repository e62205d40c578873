/**
 * The review queue at /__admin/reviews (issue 25 point 11), through the real app, D1 and KV: a
 * shopper's review waits as Pending; approving it puts it in the storefront's GraphQL answer, the
 * product's review_count and rating_summary, its page and its structured data at once, although
 * the page's parts were cached; rejecting it takes it out again. Sign-in, the same-origin rule and
 * bad ids are checked too.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../../test/customers'
import { graphqlData } from '../../../test/graphql-client'
import { seedCatalogue } from '../../../test/seed-catalogue'
import { createApp } from '../../app'

const ORIGIN = 'https://shop.test'
const STAFF = { ADMIN_USER: 'moderator', ADMIN_PASSWORD: 'review-desk-password' }
const SIGNED_IN = { Authorization: `Basic ${btoa(`${STAFF.ADMIN_USER}:${STAFF.ADMIN_PASSWORD}`)}` }
const SUMMARY = 'Crisp black text to the last page'
const TEXT = 'Printed four hundred invoices and the last one was as sharp as the first.'
const app = createApp()

async function call(path: string, init: RequestInit = {}, vars: Record<string, string> = {}) {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }), { ...env, ...STAFF, ...vars }, ctx)
  const text = await response.text()
  await waitOnExecutionContext(ctx)
  return { status: response.status, text, headers: response.headers }
}

const decide = (fields: Record<string, string>, headers: Record<string, string> = { Origin: ORIGIN, ...SIGNED_IN }, vars: Record<string, string> = {}) =>
  call('/__admin/reviews/status', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(fields).toString() }, vars)

type Rating = { id: string; values: { value_id: string; value: string }[] }
type ProductReviews = { review_count: number; rating_summary: number; reviews: { items: { summary: string; nickname: string }[] } }

/** What the storefront's GraphQL says of the product's reviews (a fresh read, not the edge's copy). */
async function storefrontReviews(sku: string): Promise<ProductReviews> {
  const data = await graphqlData<{ products: { items: ProductReviews[] } }>(
    'query R($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { review_count rating_summary reviews(pageSize: 20) { items { summary nickname } } } } }',
    { sku },
  )
  return data.products.items[0]!
}

type JsonLdNode = { '@type'?: string; review?: { reviewBody?: string; author?: { name?: string } }[]; aggregateRating?: { reviewCount?: number } }

/** The page's Product node of its structured data. */
function productJsonLd(html: string): JsonLdNode {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as JsonLdNode | { '@graph'?: JsonLdNode[] })
  const nodes = scripts.flatMap((s) => ('@graph' in s && Array.isArray(s['@graph']) ? s['@graph'] : [s as JsonLdNode]))
  const product = nodes.find((node) => node['@type'] === 'Product')
  if (!product) throw new Error('the page has no Product structured data')
  return product
}

/** The mean of every approved rating value of the product as a percentage, as rating_summary keeps it. */
async function expectedSummary(productId: number): Promise<number> {
  const row = await env.DB.prepare("SELECT AVG(rr.value) AS mean FROM reviews r JOIN review_ratings rr ON rr.review_id = r.id WHERE r.product_id = ?1 AND r.status = 'approved'")
    .bind(productId)
    .first<{ mean: number | null }>()
  return row?.mean ? Math.round(row.mean * 200) / 10 : 0
}

let product: { id: number; sku: string; path: string }
let reviewId: number

beforeAll(async () => {
  await seedCatalogue()
  const row = (await env.DB.prepare(
    `SELECT p.id, p.sku, u.request_path AS path FROM products p JOIN url_rewrites u ON u.entity_type = 'PRODUCT' AND u.entity_key = CAST(p.id AS TEXT) AND u.redirect_type = 0
     WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 AND p.review_count > 0 ORDER BY p.id LIMIT 1`,
  ).first<{ id: number; sku: string; path: string }>())!
  product = { id: row.id, sku: row.sku, path: `/${row.path}` }
  const ratings = (await graphqlData<{ productReviewRatingsMetadata: { items: Rating[] } }>('{ productReviewRatingsMetadata { items { id values { value_id value } } } }'))
    .productReviewRatingsMetadata.items
  const token = await signedInCustomer('queue.writer@example.co.uk')
  // Written the way the product page's form sends it.
  const written = await call('/review/product/post', {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `customer=${token}` },
    body: new URLSearchParams({
      sku: product.sku,
      path: product.path,
      nickname: 'Quinn',
      summary: SUMMARY,
      text: TEXT,
      ...Object.fromEntries(ratings.map((rating) => [`rating:${rating.id}`, '1'])),
    }).toString(),
  })
  expect(written.status).toBe(303)
  reviewId = (await env.DB.prepare('SELECT id FROM reviews WHERE summary = ?1').bind(SUMMARY).first<{ id: number }>())!.id
})

describe('the review queue', () => {
  it('asks for the staff credential, for reading and for deciding', async () => {
    const list = await call('/__admin/reviews')
    expect(list.status).toBe(401)
    expect(list.headers.get('WWW-Authenticate')).toContain('Basic')
    expect((await call(`/__admin/reviews/${reviewId}`)).status).toBe(401)
    expect((await decide({ id: String(reviewId), status: 'approved' }, { Origin: ORIGIN })).status).toBe(401)
    expect((await decide({ id: String(reviewId), status: 'approved' }, { Origin: ORIGIN, Authorization: `Basic ${btoa('moderator:wrong')}` })).status).toBe(401)
    expect((await env.DB.prepare('SELECT status FROM reviews WHERE id = ?1').bind(reviewId).first<{ status: string }>())!.status).toBe('pending')
  })

  it('lists the pending review and shows it in full, never stored', async () => {
    const list = await call('/__admin/reviews', { headers: SIGNED_IN })
    expect(list.status).toBe(200)
    expect(list.headers.get('Cache-Control')).toBe('no-store')
    expect(list.text).toContain(`<a href="/__admin/reviews/${reviewId}">${SUMMARY}</a>`)
    expect(list.text).toContain('aria-current="page">Pending</a>')
    const read = await call(`/__admin/reviews/${reviewId}`, { headers: SIGNED_IN })
    expect(read.status).toBe(200)
    expect(read.text).toContain(TEXT)
    expect(read.text).toContain('<dd>Pending</dd>')
    expect(read.text).toMatch(/<button type="submit" value="approved"[^>]* name="status">Approve<\/button>/)
    expect(read.text).toMatch(/<button type="submit" value="not_approved" name="status">Reject<\/button>/)
  })

  it('refuses a decision from another site or with no origin at all', async () => {
    const fields = { id: String(reviewId), status: 'approved' }
    expect((await decide(fields, { Origin: 'https://evil.example', ...SIGNED_IN })).status).toBe(403)
    expect((await decide(fields, { 'Sec-Fetch-Site': 'cross-site', ...SIGNED_IN })).status).toBe(403)
    expect((await env.DB.prepare('SELECT status FROM reviews WHERE id = ?1').bind(reviewId).first<{ status: string }>())!.status).toBe('pending')
  })

  it('answers an id or a decision it cannot use with a 4xx, never a 500', async () => {
    for (const path of ['/__admin/reviews/abc', '/__admin/reviews/0', '/__admin/reviews/-3', '/__admin/reviews/1.5', '/__admin/reviews/99999999', '/__admin/reviews?status=deleted', '/__admin/reviews?page=0']) {
      expect((await call(path, { headers: SIGNED_IN })).status, path).toBe(404)
    }
    const refused: Record<string, string>[] = [{ id: 'abc', status: 'approved' }, { id: '', status: 'approved' }, { id: String(reviewId), status: 'deleted' }, { id: String(reviewId) }, { id: '-1', status: 'approved' }]
    for (const fields of refused) {
      expect((await decide(fields)).status, JSON.stringify(fields)).toBe(400)
    }
    expect((await decide({ id: '99999999', status: 'approved' })).status).toBe(404)
  })

  it('approving shows the review in GraphQL, the rating, the product page and its structured data at once', async () => {
    const before = await storefrontReviews(product.sku)
    expect(before.reviews.items.map((r) => r.summary)).not.toContain(SUMMARY)
    // Warm every cached part of the page: the route lookup and its reviews.
    for (let i = 0; i < 2; i++) expect((await call(product.path)).text).not.toContain(SUMMARY)

    const approved = await decide({ id: String(reviewId), status: 'approved' })
    expect(approved.status).toBe(303)
    const location = approved.headers.get('Location')!
    expect(location).toBe(`/__admin/reviews?done=approved&review=${reviewId}`)
    const queue = await call(location, { headers: SIGNED_IN })
    expect(queue.text).toContain(`Approved “${SUMMARY}”. The product page shows it from the next page view.`)
    expect(queue.text).not.toContain(`<a href="/__admin/reviews/${reviewId}">`)
    expect((await call('/__admin/reviews?status=approved', { headers: SIGNED_IN })).text).toContain(`<a href="/__admin/reviews/${reviewId}">${SUMMARY}</a>`)

    const after = await storefrontReviews(product.sku)
    expect(after.reviews.items[0]).toEqual({ summary: SUMMARY, nickname: 'Quinn' })
    expect(after.review_count).toBe(before.review_count + 1)
    // One star on every rating pulls the average down.
    expect(after.rating_summary).toBeLessThan(before.rating_summary)
    expect(after.rating_summary).toBe(await expectedSummary(product.id))

    const page = await call(product.path)
    expect(page.status).toBe(200)
    expect(page.text).toContain(SUMMARY)
    const data = productJsonLd(page.text)
    expect(data.aggregateRating?.reviewCount).toBe(after.review_count)
    expect(data.review?.[0]).toMatchObject({ reviewBody: TEXT, author: { name: 'Quinn' } })
  })

  it('rejecting takes it out of the shop again and keeps it as Not Approved', async () => {
    const approved = await storefrontReviews(product.sku)
    const rejected = await decide({ id: String(reviewId), status: 'not_approved' })
    expect(rejected.status).toBe(303)
    expect((await call(rejected.headers.get('Location')!, { headers: SIGNED_IN })).text).toContain(`Rejected “${SUMMARY}”: it is not shown in the shop.`)
    expect((await env.DB.prepare('SELECT status FROM reviews WHERE id = ?1').bind(reviewId).first<{ status: string }>())!.status).toBe('not_approved')
    expect((await call('/__admin/reviews?status=not_approved', { headers: SIGNED_IN })).text).toContain(SUMMARY)

    const after = await storefrontReviews(product.sku)
    expect(after.reviews.items.map((r) => r.summary)).not.toContain(SUMMARY)
    expect(after.review_count).toBe(approved.review_count - 1)
    expect(after.rating_summary).toBe(await expectedSummary(product.id))
    const page = await call(product.path)
    expect(page.text).not.toContain(SUMMARY)
    expect(productJsonLd(page.text).aggregateRating?.reviewCount).toBe(after.review_count)
  })

  it('has no queue against a real Magento', async () => {
    const magento = { MAGENTO_GRAPHQL_URL: 'http://127.0.0.1:9/graphql' }
    expect((await call('/__admin/reviews', { headers: SIGNED_IN }, magento)).status).toBe(404)
    expect((await call(`/__admin/reviews/${reviewId}`, { headers: SIGNED_IN }, magento)).status).toBe(404)
    expect((await decide({ id: String(reviewId), status: 'approved' }, { Origin: ORIGIN, ...SIGNED_IN }, magento)).status).toBe(404)
  })
})
