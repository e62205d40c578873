/**
 * @module
 * The shop's pages (SPEC §2 routes), mounted once per store view (at / and under each store's path
 * prefix): one route module per page family, then the catch-all that resolves every other path and
 * hands it to its family. A page kept at the edge is answered before any of them (`pageCache`); any
 * other page request starts loading the shell's content at once (`pageShell`), alongside its own loader.
 */
import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { pageCache } from '../middleware/page-cache'
import { pageShell } from '../middleware/page-shell'
import { accountRoutes } from './account'
import { accountEntryRoutes } from './account-entry'
import { accountOrderRoutes } from './account-orders'
import { accountPageRoutes } from './account-pages'
import { accountPrinterRoutes } from './account-printers'
import { accountWishlistRoutes } from './account-wishlist'
import { catalogueRoutes } from './catalogue'
import { catchAllRoutes } from './catch-all'
import { basketRoutes } from './basket'
import { checkoutRoutes } from './checkout'
import { guestOrderRoutes } from './guest-order'
import { contactRoutes } from './contact'
import { contentRoutes } from './content'
import { homeRoutes } from './home'
import { newsletterRoutes } from './newsletter'
import { printerFinderRoutes } from './printer-finder'
import { priceDisplayFormRoutes } from './price-display-form'
import { productRoutes } from './product'
import { productFormRoutes } from './product-forms'
import { reviewFormRoutes } from './review-form'
import { switchSaveRoutes } from './switch-save'
import { priceDisplayDefault } from '../middleware/price-display-default'
import { wishlistFormRoutes } from './wishlist-form'

export function storefrontPages(): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false })
  // The cache first (after the VAT choice it keys pages by): a page it answers needs neither the
  // shell's content nor a route.
  app.use(priceDisplayDefault(), pageCache(), pageShell())
  app.route('/', homeRoutes)
  app.route('/', printerFinderRoutes)
  app.route('/', basketRoutes)
  app.route('/', checkoutRoutes)
  app.route('/', productFormRoutes)
  app.route('/', reviewFormRoutes)
  app.route('/', wishlistFormRoutes)
  app.route('/', priceDisplayFormRoutes)
  app.route('/', accountRoutes)
  app.route('/', accountEntryRoutes)
  app.route('/', accountPageRoutes)
  app.route('/', accountOrderRoutes)
  app.route('/', accountPrinterRoutes)
  app.route('/', accountWishlistRoutes)
  app.route('/', guestOrderRoutes)
  app.route('/', contactRoutes)
  app.route('/', newsletterRoutes)
  app.route('/', contentRoutes)
  app.route('/', catalogueRoutes)
  app.route('/', switchSaveRoutes)
  app.route('/', productRoutes)
  // Last: it claims every GET the families left.
  app.route('/', catchAllRoutes)
  return app
}
