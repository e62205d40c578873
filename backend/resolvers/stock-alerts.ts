/**
 * @module
 * Back-in-stock requests: a shopper leaves an address for a product out of stock, and gets an
 * e-mail saying the request is noted.
 */
import type { BackendContext } from '../context'
import { queueEmail } from '../db/outbox'
import { upsertStockAlert } from '../db/stock-alerts'
import { inputError, noSuchEntity } from '../graphql/errors'
import { EMAIL_ADDRESS } from './email-address'

type StockNotificationArgs = { email: string; productId: number; categoryId: number; categoryProduct: string }

export const stockAlertMutations = {
  requestStockNotification: async (_s: unknown, args: StockNotificationArgs, context: BackendContext) => {
    const email = args.email.trim()
    if (!EMAIL_ADDRESS.test(email)) throw inputError('Enter a valid email address.')
    if (!args.categoryProduct.trim()) throw inputError('Required parameter "categoryProduct" is missing.')
    const product = await context.loaders.product.load(args.productId)
    if (!product || product.status !== 1) throw noSuchEntity(`Could not find a product with ID "${args.productId}"`)
    if (product.stock_status === 'IN_STOCK') throw inputError('This product is in stock.')
    const now = new Date().toISOString()
    await upsertStockAlert(context.db, { email, product_id: product.id, category_id: args.categoryId, category_product: args.categoryProduct.trim(), created_at: now })
    await queueEmail(context.db, {
      to: email,
      kind: 'stock_alert_subscription',
      subject: `We'll tell you when ${product.name} is back`,
      body: `We will e-mail you as soon as ${product.name} is back in stock.`,
      now,
    })
    return true
  },
}
