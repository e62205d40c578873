/**
 * @module
 * Development only: `/__dev/mailbox` shows the e-mails the embedded back end would have sent
 * (confirmation and password-reset links). The composition root hands in how to read them, so this
 * module does not reach into the back end; in production the path does not exist.
 */
import { Hono } from 'hono'
import { MailboxPage, type MailboxMessage } from '../../client/pages/mailbox-page'
import { NO_STORE_HEADERS } from '../cache/strategies'
import type { AppEnv } from '../env'
import { NotFound } from '../errors/http-error'
import { renderPage } from '../render/render-page'

/** The newest messages of the outbox, given the request's D1 database. */
export type ReadOutbox = (db: D1Database) => Promise<readonly MailboxMessage[]>

export function devMailboxRoutes(readOutbox: ReadOutbox): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/__dev/mailbox', async (c) => {
    if (c.var.config.ENVIRONMENT !== 'development') throw new NotFound()
    const { store, t } = c.var
    const messages = await readOutbox(c.env.DB)
    return renderPage(c, <MailboxPage store={store} t={t} messages={messages} />, { title: t('mailbox.title'), robots: 'noindex' }, { headers: NO_STORE_HEADERS })
  })
}
