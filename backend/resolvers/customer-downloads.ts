/**
 * @module
 * `customerDownloadableProducts`: one entry per link bought with each downloadable product in the
 * customer's orders, newest order first, as Magento lists its purchased links. A product whose links
 * are not sold separately brings all of them.
 */
import type { BackendContext } from '../context'
import { downloadablePurchases, type DownloadPurchaseRecord } from '../db/downloads'
import { currentCustomer } from './customer'

/** Magento makes links available once the order is invoiced (processing or complete); until then, pending. */
const INVOICED_ORDER_STATUSES = new Set(['processing', 'complete'])

/** Links carry no download limit here: Magento's word for that. */
const UNLIMITED = 'Unlimited'

async function linkHash(purchase: DownloadPurchaseRecord, link: number): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${purchase.order_id}:${purchase.item_id}:${link}`))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

export const customerDownloadQueries = {
  customerDownloadableProducts: async (_s: unknown, _a: unknown, context: BackendContext) => {
    const customer = await currentCustomer(context)
    const purchases = await downloadablePurchases(context.db, customer.id)
    const items = await Promise.all(
      purchases.map(async (purchase) => {
        const product = await context.loaders.product.load(purchase.product_id)
        const links = Array.isArray(product?.extras.downloadable_product_links) ? product.extras.downloadable_product_links : []
        return Promise.all(
          links.map(async (_link, index) => ({
            order_increment_id: purchase.number,
            date: purchase.created_at,
            status: INVOICED_ORDER_STATUSES.has(purchase.status) ? 'available' : 'pending',
            // Magento's link address. The hash names one bought link; it is no credential: Magento's
            // download action also checks that the signed-in customer owns the link.
            download_url: `${context.origin}/downloadable/download/link/id/${await linkHash(purchase, index)}/`,
            remaining_downloads: UNLIMITED,
          })),
        )
      }),
    )
    return { items: items.flat() }
  },
}
