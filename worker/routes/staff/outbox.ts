/**
 * @module
 * `/__admin/outbox.json`: the e-mails the embedded back end sent, newest first (at most 50), for
 * support staff checking what a shopper was sent (a confirmation link, a password reset, a
 * back-in-stock note), filtered by `to` and `kind`. The browser tests read their mail here too.
 * Against a real Magento there is no outbox to read: 404.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { NO_STORE } from '../../cache/strategies'
import type { AppEnv } from '../../env'
import { NotFound } from '../../errors/http-error'
import type { OutboxService } from './staff-services'
import { validOrNotFound } from '../../middleware/valid-or-not-found'

const outboxQuery = z.object({
  to: z.string().trim().email().max(254).optional(),
  kind: z.string().regex(/^[a-z_]{1,40}$/).optional(),
})

export function adminOutboxRoutes(outbox: OutboxService): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', validOrNotFound('query', outboxQuery), async (c) => {
    if (c.var.config.MAGENTO_GRAPHQL_URL) throw new NotFound()
    const messages = await outbox.find(c.env.DB, c.req.valid('query'))
    return c.json({ messages }, 200, { 'Cache-Control': NO_STORE })
  })
}
