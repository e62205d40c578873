/**
 * @module
 * The `myPrinters` and `addMyPrinter` named operations (SPEC §7): a printer model page's "save this
 * printer" and the shopper's list of saved printers. Personal, so they come from an island and never
 * touch the cached page (issue "Catalogue pages" item 11). Both need the signed-in customer; the
 * customer's e-mail, which the back end asks for, is read by the worker from the customer's own
 * record, never taken from the browser.
 */
import type { Context } from 'hono'
import { ADD_MY_PRINTER, MY_PRINTERS } from '../../shared/graphql/documents/saved-printers'
import { CUSTOMER_SUMMARY } from '../../shared/graphql/documents/session'
import { categoryUid } from '../../shared/rules/category-uid'
import { sitePath } from '../../shared/rules/site-path'
import { storeByCode, storePath } from '../../shared/rules/store-from-path'
import type { SavedPrinterView, SavedPrintersAnswer } from '../../shared/api/answers'
import type { AppEnv } from '../env'
import { runsDocument } from './define-operation'

const signedOut: SavedPrintersAnswer = { signedIn: false, printers: [] }

async function customerEmail(c: Context<AppEnv>, store: string): Promise<string | null> {
  return (await c.var.graphql.query(CUSTOMER_SUMMARY, {}, { asCustomer: true, store })).customer?.email ?? null
}

export const myPrinters = runsDocument('myPrinters', {
  document: MY_PRINTERS,
  asCustomer: true,
  async prepare({ c, store }) {
    if (!c.var.graphql.hasCustomer) return { answer: signedOut }
    const email = await customerEmail(c, store)
    return email ? { variables: { email } } : { answer: signedOut }
  },
  // Links in the shopper's store view (/de/...), as every link on its page.
  answer: (data, { store }) => ({
    signedIn: true,
    printers: (data.myPrinters ?? []).flatMap((printer): SavedPrinterView[] => {
      const path = sitePath(printer?.url ?? null)
      return printer && printer.is_active !== false && printer.category_id && printer.name && path
        ? [{ uid: categoryUid(printer.category_id), name: printer.name, path: storePath(storeByCode(store), path) }]
        : []
    }),
  }),
})

export const addMyPrinter = runsDocument('addMyPrinter', {
  document: ADD_MY_PRINTER,
  asCustomer: true,
  async prepare({ c, input, store }) {
    if (!c.var.graphql.hasCustomer) return { answer: { saved: false } }
    const email = await customerEmail(c, store)
    return email ? { variables: { categoryId: input.uid, email } } : { answer: { saved: false } }
  },
  answer: (data) => ({ saved: data.addMyPrinter === true }),
})
