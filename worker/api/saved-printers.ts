/**
 * @module
 * The `myPrinters` and `addMyPrinter` named operations (SPEC §7): a printer model page's "save this
 * printer" and the shopper's list of saved printers. Personal, so they come from an island and never
 * touch the cached page (issue "Catalogue pages" item 11). Both need the signed-in customer; the
 * customer's e-mail, which the back end asks for, is read by the worker from the customer's own
 * record, never taken from the browser.
 */
import type { Context } from 'hono'
import { z } from 'zod'
import { ADD_MY_PRINTER, MY_PRINTERS } from '../../shared/graphql/documents/saved-printers'
import { CUSTOMER_SUMMARY } from '../../shared/graphql/documents/session'
import { categoryIdFromUid, categoryUid } from '../../shared/rules/category-uid'
import { sitePath } from '../../shared/rules/site-path'
import { storeByCode, storePath } from '../../shared/rules/store-from-path'
import type { SavedPrinterView, SavedPrintersAnswer } from '../../client/stores/saved-printers'
import type { AppEnv } from '../env'
import { defineOperation } from './define-operation'

export type SavePrinterAnswer = { saved: boolean }

const signedOut: SavedPrintersAnswer = { signedIn: false, printers: [] }

async function customerEmail(c: Context<AppEnv>, store: string): Promise<string | null> {
  return (await c.var.graphql.query(CUSTOMER_SUMMARY, {}, { asCustomer: true, store })).customer?.email ?? null
}

export const myPrinters = defineOperation({
  document: MY_PRINTERS,
  kind: 'query',
  asCustomer: true,
  variables: z.object({}).strict(),
  async prepare({ c, store }) {
    if (!c.var.graphql.hasCustomer) return { answer: signedOut }
    const email = await customerEmail(c, store)
    return email ? { variables: { email } } : { answer: signedOut }
  },
  // Links in the shopper's store view (/de/...), as every link on its page.
  after: (data, { store }): SavedPrintersAnswer => ({
    signedIn: true,
    printers: (data.myPrinters ?? []).flatMap((printer): SavedPrinterView[] => {
      const path = sitePath(printer?.url ?? null)
      return printer && printer.is_active !== false && printer.category_id && printer.name && path
        ? [{ uid: categoryUid(printer.category_id), name: printer.name, path: storePath(storeByCode(store), path) }]
        : []
    }),
  }),
})

export const addMyPrinter = defineOperation({
  document: ADD_MY_PRINTER,
  kind: 'mutation',
  asCustomer: true,
  variables: z.object({ uid: z.string().max(24).transform(categoryIdFromUid).pipe(z.number()) }).strict(),
  async prepare({ c, input, store }) {
    if (!c.var.graphql.hasCustomer) return { answer: { saved: false } }
    const email = await customerEmail(c, store)
    return email ? { variables: { categoryId: input.uid, email } } : { answer: { saved: false } }
  },
  after: (data): SavePrinterAnswer => ({ saved: data.addMyPrinter === true }),
})
