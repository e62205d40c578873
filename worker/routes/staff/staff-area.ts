/**
 * @module
 * The staff area, `/__admin` (issue 18 point 6): the marketing block editor, the stock setting,
 * the sent e-mails and the review queue (issue 25 point 11),
 * behind HTTP Basic (`adminAuth`: off outside development until a password is configured). Its
 * services come from the composition root, which alone reaches the back end.
 */
import { Hono } from 'hono'
import { ADMIN_PATHS } from '../../../client/admin/admin-frame'
import type { AppEnv } from '../../env'
import { adminAuth } from '../../middleware/admin-auth'
import { formLimit } from '../../middleware/form-limit'
import { adminCmsRoutes } from './block-editor'
import { adminOutboxRoutes } from './outbox'
import { adminReviewRoutes } from './review-queue'
import type { StaffServices } from './staff-services'
import { adminStockRoutes } from './stock'

/** The sent e-mails, as JSON (`outbox.ts`). */
export const ADMIN_OUTBOX_PATH = '/__admin/outbox.json'

/** The editor's largest form: 100,000 characters of content (up to 4 bytes each) and the rest. */
const MAX_FORM_BYTES = 512 * 1024

export function adminAreaRoutes(services: StaffServices): Hono<AppEnv> {
  const area = new Hono<AppEnv>()
  const auth = adminAuth()
  area.use('/__admin', auth)
  area.use('/__admin/*', auth)
  area.use('/__admin/*', formLimit(MAX_FORM_BYTES))
  area.get('/__admin', (c) => c.redirect(ADMIN_PATHS.cms, 302))
  area.route(ADMIN_PATHS.cms, adminCmsRoutes(services.cms))
  area.route(ADMIN_PATHS.stock, adminStockRoutes(services.stock))
  area.route(ADMIN_OUTBOX_PATH, adminOutboxRoutes(services.outbox))
  area.route(ADMIN_PATHS.reviews, adminReviewRoutes(services.reviews))
  return area
}
