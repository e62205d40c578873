/**
 * @module
 * The customer's saved printers (SPEC §3 "Saved printer"; issue 17 point 5): the list, each linking to
 * its compatible cartridges, and remove as a plain form (303 back with a notice). Saving is done on
 * a printer model page. Behind `is-authenticated`.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { FLASH_MESSAGE } from '../../shared/constants/cookies'
import { ACCOUNT_PAGE_PATHS } from '../../shared/constants/shop-paths'
import { storePath } from '../../shared/rules/store-from-path'
import { removeMyPrinter } from '../actions/remove-my-printer'
import { personal } from '../cache/strategies'
import { setFlashMessage } from '../cookies/session-cookies'
import type { AppEnv } from '../env'
import { guard } from '../guards/registry'
import { customerEmail, loadMyPrinters } from '../loaders/my-printers'
import { formLimit } from '../middleware/form-limit'
import { renderAccountPage } from '../render/render-account-page'

const authenticated = guard('is-authenticated')
const removeForm = z.object({ printer: z.coerce.number().int().positive().max(2_147_483_647) })

export const accountPrinterRoutes = new Hono<AppEnv>()

accountPrinterRoutes.get(ACCOUNT_PAGE_PATHS.printers, authenticated, async (c) => {
  const printers = await loadMyPrinters(c.var.loaderContext, await customerEmail(c.var.loaderContext))
  return renderAccountPage(c, { kind: 'printers', printers })
})

accountPrinterRoutes.post(
  `${ACCOUNT_PAGE_PATHS.printers}/remove`,
  authenticated,
  formLimit(1024),
  async (c) => {
    personal(c)
    const form = removeForm.safeParse(await c.req.parseBody())
    const back = storePath(c.var.store, ACCOUNT_PAGE_PATHS.printers)
    if (!form.success) return c.redirect(back, 303)
    const email = await customerEmail(c.var.loaderContext)
    // Only a printer on this customer's own list is taken off it.
    const own = (await loadMyPrinters(c.var.loaderContext, email)).some((printer) => printer.categoryId === form.data.printer)
    if (own && (await removeMyPrinter(c.var.graphql, c.var.store.code, email, form.data.printer))) setFlashMessage(c, FLASH_MESSAGE.printerRemoved)
    return c.redirect(back, 303)
  },
)
