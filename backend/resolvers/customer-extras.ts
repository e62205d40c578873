/**
 * @module
 * Writing reviews, back-in-stock requests and saved printers.
 */
import { GraphQLError } from 'graphql'
import type { BackendContext } from '../context'
import { findEnabledProductsBySkus } from '../db/products'
import { inputError, MagentoError, noSuchEntity } from '../graphql/errors'
import { currentCustomer } from './customer'
import { totalPages, validPage } from './paging'
import { fromUid, toUid } from './uid'

/** The ratings a review gives (as the seeded reviews do), each 1 to 5 stars. */
export const RATINGS = ['Quality', 'Value', 'Price'] as const
const STARS = [1, 2, 3, 4, 5] as const
/** A rating value's id: the rating's number times ten plus the stars, as a uid. */
const valueUid = (rating: number, stars: number) => toUid(rating * 10 + stars)

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

type ReviewRow = { id: number; product_id: number; nickname: string; summary: string; text: string; created_at: string }

async function reviewViews(rows: ReviewRow[], context: BackendContext) {
  const ratings = new Map<number, { name: string; value: string }[]>()
  if (rows.length) {
    const { results } = await context.db
      .prepare(`SELECT review_id, rating_name, value FROM review_ratings WHERE review_id IN (${rows.map((_, i) => `?${i + 1}`).join(', ')}) ORDER BY rating_name`)
      .bind(...rows.map((r) => r.id))
      .all<{ review_id: number; rating_name: string; value: number }>()
    for (const r of results) ratings.set(r.review_id, [...(ratings.get(r.review_id) ?? []), { name: r.rating_name, value: String(r.value) }])
  }
  const products = await context.loaders.product.loadMany(rows.map((r) => r.product_id))
  return rows.map((row, i) => {
    const breakdown = ratings.get(row.id) ?? []
    const average = breakdown.length ? Math.round((breakdown.reduce((s, b) => s + Number(b.value), 0) / breakdown.length) * 20 * 10) / 10 : 0
    return { ...row, product: products[i], average_rating: average, ratings_breakdown: breakdown }
  })
}

export const customerExtraQueries = {
  productReviewRatingsMetadata: () => ({
    items: RATINGS.map((name, i) => ({ id: toUid(i + 1), name, values: STARS.map((stars) => ({ value_id: valueUid(i + 1, stars), value: String(stars) })) })),
  }),

  myPrinters: async (_s: unknown, args: { customer_email: string }, context: BackendContext) => {
    const customer = await currentCustomer(context)
    if (args.customer_email.trim().toLowerCase() !== customer.email.toLowerCase()) throw new MagentoError("The current customer isn't authorized.", 'graphql-authorization')
    const { results } = await context.db
      .prepare('SELECT s.category_id, s.is_active, c.name, c.url_path FROM saved_printers s JOIN categories c ON c.id = s.category_id WHERE s.customer_id = ?1 ORDER BY s.created_at')
      .bind(customer.id)
      .all<{ category_id: number; is_active: number; name: string; url_path: string }>()
    return results.map((r) => ({ category_id: r.category_id, customer_email: customer.email, is_active: r.is_active === 1, name: r.name, url: `/${r.url_path}.html` }))
  },
}

export const customerReviewsField = async (_c: unknown, args: { pageSize?: number | null; currentPage?: number | null }, context: BackendContext) => {
  const customer = await currentCustomer(context)
  const page = validPage(args.pageSize, args.currentPage)
  const [rows, count] = await context.db.batch([
    context.db
      .prepare('SELECT id, product_id, nickname, summary, text, created_at FROM reviews WHERE customer_id = ?1 ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3')
      .bind(customer.id, page.size, (page.current - 1) * page.size),
    context.db.prepare('SELECT COUNT(*) AS n FROM reviews WHERE customer_id = ?1').bind(customer.id),
  ])
  const total = ((count?.results ?? []) as { n: number }[])[0]?.n ?? 0
  return {
    items: await reviewViews((rows?.results ?? []) as ReviewRow[], context),
    page_info: { page_size: page.size, current_page: page.current, total_pages: totalPages(total, page.size) },
  }
}

type ReviewInput = { sku: string; nickname: string; summary: string; text: string; ratings: { id: string; value_id: string }[] }

export const customerExtraMutations = {
  createProductReview: async (_s: unknown, args: { input: ReviewInput }, context: BackendContext) => {
    // The shop lets only signed-in customers write reviews (store config).
    if (context.customerId === null && String(context.store.config.allow_guests_to_write_product_reviews ?? '0') !== '1') {
      throw new MagentoError("Guest customers aren't allowed to add product reviews.", 'graphql-authorization')
    }
    const { sku, nickname, summary, text, ratings } = args.input
    if (!nickname.trim() || !summary.trim() || !text.trim()) throw inputError('The review needs a nickname, a summary and a text.')
    const [product] = await findEnabledProductsBySkus(context.db, [sku])
    if (!product || product.visibility === 1) throw noSuchEntity(`Could not find a product with SKU "${sku}"`)
    const chosen = new Map<string, number>()
    for (const rating of ratings) {
      const index = fromUid(rating.id)
      const value = fromUid(rating.value_id)
      const name = index !== null ? RATINGS[index - 1] : undefined
      const stars = value !== null && index !== null ? value - index * 10 : 0
      if (!name || stars < 1 || stars > 5) throw inputError('Invalid rating, please check the rating values.')
      chosen.set(name, stars)
    }
    if (chosen.size !== RATINGS.length) throw inputError(`Please rate ${RATINGS.join(', ')}.`)
    const now = new Date().toISOString()
    const inserted = await context.db
      .prepare("INSERT INTO reviews (product_id, nickname, summary, text, created_at, status, customer_id) VALUES (?1, ?2, ?3, ?4, ?5, 'pending', ?6) RETURNING id")
      .bind(product.id, nickname.trim().slice(0, 100), summary.trim(), text.trim(), now, context.customerId)
      .first<{ id: number }>()
    await context.db.batch(
      [...chosen].map(([name, stars]) => context.db.prepare('INSERT INTO review_ratings (review_id, rating_name, value) VALUES (?1, ?2, ?3)').bind(inserted!.id, name, stars)),
    )
    const [review] = await reviewViews([{ id: inserted!.id, product_id: product.id, nickname: nickname.trim(), summary: summary.trim(), text: text.trim(), created_at: now }], context)
    return { review }
  },

  requestStockNotification: async (_s: unknown, args: { email: string; productId: number; categoryId: number; categoryProduct: string }, context: BackendContext) => {
    const email = args.email.trim()
    if (!EMAIL.test(email)) throw inputError('Enter a valid email address.')
    if (!args.categoryProduct.trim()) throw inputError('Required parameter "categoryProduct" is missing.')
    const product = await context.loaders.product.load(args.productId)
    if (!product || product.status !== 1) throw noSuchEntity(`Could not find a product with ID "${args.productId}"`)
    if (product.stock_status === 'IN_STOCK') throw inputError('This product is in stock.')
    const now = new Date().toISOString()
    await context.db
      .prepare(
        `INSERT INTO stock_alerts (email, product_id, category_id, category_product, created_at) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (email, product_id) DO UPDATE SET created_at = excluded.created_at, notified_at = NULL`,
      )
      .bind(email, product.id, args.categoryId, args.categoryProduct.trim(), now)
      .run()
    await context.db
      .prepare('INSERT INTO outbox (to_email, kind, subject, body, created_at) VALUES (?1, ?2, ?3, ?4, ?5)')
      .bind(email, 'stock_alert_subscription', `We'll tell you when ${product.name} is back`, `We will e-mail you as soon as ${product.name} is back in stock.`, now)
      .run()
    return true
  },

  contactUs: async (_s: unknown, args: { input: { email: string; name: string; telephone?: string | null; comment: string } }, context: BackendContext) => {
    const { email, name, telephone, comment } = args.input
    if (!name.trim()) throw inputError('Enter your name.')
    if (!EMAIL.test(email.trim())) throw inputError('The email address is invalid. Verify the email address and try again.')
    if (!comment.trim()) throw inputError('Enter a comment.')
    // The shop's customer services read the outbox (a real shop would mail them).
    await context.db
      .prepare('INSERT INTO outbox (to_email, kind, subject, body, created_at) VALUES (?1, ?2, ?3, ?4, ?5)')
      .bind(
        String(context.store.config.contact_email ?? 'customer.services@cartridge-corner.example'),
        'contact',
        `Contact form: ${name.trim()}`,
        `From: ${name.trim()} <${email.trim()}>${telephone?.trim() ? `\nTelephone: ${telephone.trim()}` : ''}\n\n${comment.trim()}`,
        new Date().toISOString(),
      )
      .run()
    return { status: true }
  },

  addMyPrinter: async (_s: unknown, args: { category_id: number; customer_email: string; is_active?: boolean | null }, context: BackendContext) => {
    const customer = await currentCustomer(context)
    if (args.customer_email.trim().toLowerCase() !== customer.email.toLowerCase()) throw new MagentoError("The current customer isn't authorized.", 'graphql-authorization')
    const category = await context.loaders.category.load(args.category_id)
    if (!category || category.kind !== 'printer_model') throw new GraphQLError(`Could not find a printer with ID "${args.category_id}"`, { extensions: { category: 'graphql-no-such-entity' } })
    await context.db
      .prepare(
        `INSERT INTO saved_printers (customer_id, category_id, is_active, created_at) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (customer_id, category_id) DO UPDATE SET is_active = excluded.is_active`,
      )
      .bind(customer.id, category.id, args.is_active === false ? 0 : 1, new Date().toISOString())
      .run()
    return true
  },
}
