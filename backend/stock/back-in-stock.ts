/**
 * @module
 * The back-in-stock e-mail (SPEC §7 requestStockNotification) and sending it to everyone waiting
 * for a product, whatever brought the product back: staff setting its stock, or a cancelled order
 * returning it (Magento sends its product alerts whenever the product is salable again).
 */
import type { Database } from '../db/database'
import { productRequestPaths, sendStockAlerts, type BackInStockMail } from '../db/stock-levels'

type Product = { id: number; sku: string; name: string }

/** The e-mail, linking the product's own page (absolute, from `shopOrigin`). */
export async function backInStockMail(db: Database, product: Product, shopOrigin: string): Promise<BackInStockMail> {
  const page = (await productRequestPaths(db, product.id)).find((p) => !p.redirects)?.path ?? `p/${encodeURIComponent(product.sku)}`
  return {
    subject: `${product.name} is back in stock`,
    body: `Good news: ${product.name} is back in stock, as you asked us to tell you.\n\n${new URL(`/${page}`, shopOrigin).href}`,
  }
}

/** Sends the waiting e-mails of each product that is in stock now; answers how many went. */
export async function sendBackInStockAlerts(db: Database, products: readonly Product[], shopOrigin: string, now: string): Promise<number> {
  let sent = 0
  for (const product of products) sent += await sendStockAlerts(db, product.id, await backInStockMail(db, product, shopOrigin), now)
  return sent
}
