/**
 * @module
 * "My printers": the printer models a customer saved, listed and added only by that customer.
 */
import { GraphQLError } from 'graphql'
import type { BackendContext } from '../context'
import type { CustomerRecord } from '../db/customers'
import { findSavedPrinters, savePrinter } from '../db/saved-printers'
import { MagentoError } from '../graphql/errors'
import { currentCustomer } from './customer'

/** The signed-in customer, when the e-mail the query names is theirs. */
async function customerNamed(email: string, context: BackendContext): Promise<CustomerRecord> {
  const customer = await currentCustomer(context)
  if (email.trim().toLowerCase() !== customer.email.toLowerCase()) throw new MagentoError("The current customer isn't authorized.", 'graphql-authorization')
  return customer
}

export const savedPrinterQueries = {
  myPrinters: async (_s: unknown, args: { customer_email: string }, context: BackendContext) => {
    const customer = await customerNamed(args.customer_email, context)
    const printers = await findSavedPrinters(context.db, customer.id)
    return printers.map((r) => ({ category_id: r.category_id, customer_email: customer.email, is_active: r.is_active === 1, name: r.name, url: `/${r.url_path}.html` }))
  },
}

export const savedPrinterMutations = {
  addMyPrinter: async (_s: unknown, args: { category_id: number; customer_email: string; is_active?: boolean | null }, context: BackendContext) => {
    const customer = await customerNamed(args.customer_email, context)
    const category = await context.loaders.category.load(args.category_id)
    if (!category || category.kind !== 'printer_model') throw new GraphQLError(`Could not find a printer with ID "${args.category_id}"`, { extensions: { category: 'graphql-no-such-entity' } })
    await savePrinter(context.db, { customer_id: customer.id, category_id: category.id, is_active: args.is_active !== false, created_at: new Date().toISOString() })
    return true
  },
}
