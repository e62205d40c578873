/**
 * @module
 * The customer's saved printers for the account page (SPEC §7 myPrinters by the customer's e-mail,
 * which the worker reads from the customer's own record, never from the browser).
 */
import type { MyPrinterView } from '../../client/components/account/my-printers'
import { MY_PRINTERS } from '../../shared/graphql/documents/saved-printers'
import { CUSTOMER_SUMMARY } from '../../shared/graphql/documents/session'
import { sitePath } from '../../shared/rules/site-path'
import type { LoaderContext } from './loader-context'

export async function customerEmail(ctx: LoaderContext): Promise<string> {
  return (await ctx.graphql.query(CUSTOMER_SUMMARY, {}, { asCustomer: true, store: ctx.store.code })).customer?.email ?? ''
}

export async function loadMyPrinters(ctx: LoaderContext, email: string): Promise<MyPrinterView[]> {
  const { myPrinters } = await ctx.graphql.query(MY_PRINTERS, { email }, { asCustomer: true, store: ctx.store.code })
  return (myPrinters ?? []).flatMap((printer) => {
    const path = sitePath(printer?.url ?? null)
    return printer && printer.is_active !== false && printer.category_id && printer.name && path ? [{ categoryId: printer.category_id, name: printer.name, path }] : []
  })
}
