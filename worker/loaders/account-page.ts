/**
 * @module
 * What every account page needs first (SPEC §2 /customer routes): the signed-in customer. Asking
 * for the customer also proves the token still works; an ended session throws `SessionEnded`, which
 * the error handler turns into "signed out, warned, sent home" (SPEC §8).
 */
import { CUSTOMER_SUMMARY } from '../../shared/graphql/documents/session'
import type { LoaderContext, PageData } from './loader-context'

export type AccountPageView = { firstName: string | null }

export async function loadAccountPage(ctx: LoaderContext): Promise<PageData<AccountPageView>> {
  const { customer } = await ctx.graphql.query(CUSTOMER_SUMMARY, {}, { asCustomer: true })
  return { critical: { firstName: customer?.firstname || null }, deferred: {} }
}
