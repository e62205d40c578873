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

describe('back-in-stock requests', () => {
  const request = (variables: Record<string, unknown>) =>
    graphqlAs<{ requestStockNotification: boolean }>(null, 'mutation S($e: String!, $p: Int!, $c: Int!, $cp: String!) { requestStockNotification(email: $e, productId: $p, categoryId: $c, categoryProduct: $cp) }', variables)

  it('records a request for a product out of stock and confirms it by e-mail', async () => {
    const { id } = (await env.DB.prepare("SELECT id FROM products WHERE stock_status = 'OUT_OF_STOCK' AND status = 1 ORDER BY id LIMIT 1").first<{ id: number }>())!
    expect((await request({ e: 'waiting@example.co.uk', p: id, c: 207009, cp: 'ink-cartridges' })).data?.requestStockNotification).toBe(true)
    expect(await env.DB.prepare('SELECT email FROM stock_alerts WHERE product_id = ?1').bind(id).first()).toEqual({ email: 'waiting@example.co.uk' })
    expect((await request({ e: 'bad', p: id, c: 207009, cp: 'ink-cartridges' })).errors?.[0]?.message).toBe('Enter a valid email address.')
  })

  it('has nothing to promise for a product in stock', async () => {
    const { id } = (await env.DB.prepare("SELECT id FROM products WHERE stock_status = 'IN_STOCK' AND status = 1 ORDER BY id LIMIT 1").first<{ id: number }>())!
    expect((await request({ e: 'x@example.co.uk', p: id, c: 207009, cp: 'x' })).errors?.[0]?.message).toBe('This product is in stock.')
  })
})

describe('saved printers', () => {
  it('saves printers for the signed-in customer, who alone can read them', async () => {
    const token = await signedInCustomer('printers@example.co.uk')
    const { id, name } = (await env.DB.prepare("SELECT id, name FROM categories WHERE kind = 'printer_model' ORDER BY id LIMIT 1").first<{ id: number; name: string }>())!
    const add = await graphqlAs<{ addMyPrinter: boolean }>(token, 'mutation A($id: Int!) { addMyPrinter(category_id: $id, customer_email: "printers@example.co.uk") }', { id })
    expect(add.data?.addMyPrinter).toBe(true)
    const list = await graphqlAs<{ myPrinters: { category_id: number; name: string; is_active: boolean; url: string }[] }>(token, '{ myPrinters(customer_email: "printers@example.co.uk") { category_id name is_active url } }')
    expect(list.data?.myPrinters).toEqual([{ category_id: id, name, is_active: true, url: expect.stringMatching(/\.html$/) }])
    const other = await signedInCustomer('peeker@example.co.uk')
    const peek = await graphqlAs(other, '{ myPrinters(customer_email: "printers@example.co.uk") { category_id } }')
    expect(peek.errors?.[0]?.extensions?.category).toBe('graphql-authorization')
  })
})

describe('contact form', () => {
  const contact = (input: Record<string, unknown>) => graphqlAs<{ contactUs: { status: boolean } }>(null, 'mutation C($input: ContactUsInput!) { contactUs(input: $input) { status } }', { input })

  it('passes a message to customer services', async () => {
    expect((await contact({ name: 'Ada', email: 'ada@example.co.uk', comment: 'Do you stock HP 305?' })).data?.contactUs.status).toBe(true)
    const mail = await env.DB.prepare("SELECT subject, body FROM outbox WHERE kind = 'contact' ORDER BY id DESC LIMIT 1").first<{ subject: string; body: string }>()
    expect(mail?.subject).toBe('Contact form: Ada')
    expect(mail?.body).toContain('Do you stock HP 305?')
  })

  it('needs a name, a valid e-mail and a comment', async () => {
    expect((await contact({ name: ' ', email: 'ada@example.co.uk', comment: 'x' })).errors?.[0]?.message).toBe('Enter your name.')
    expect((await contact({ name: 'Ada', email: 'nope', comment: 'x' })).errors?.[0]?.message).toBe('The email address is invalid. Verify the email address and try again.')
    expect((await contact({ name: 'Ada', email: 'ada@example.co.uk', comment: '' })).errors?.[0]?.message).toBe('Enter a comment.')
  })
})
