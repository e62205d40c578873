/**
 * @module
 * `resendConfirmationEmail` (Magento 2.4.8's CustomerGraphQl ResendConfirmationEmail): the account
 * confirmation e-mail again, for an account not yet confirmed, with Magento's refusals. The shop keeps
 * only a key's hash, so the new e-mail carries a new key and the earlier link stops working (Magento
 * mails the stored key again).
 */
import { newToken, tokenHash } from '../auth/tokens'
import type { BackendContext } from '../context'
import { renewConfirmationKey } from '../db/account-confirmation'
import { findCustomerByEmail } from '../db/customers'
import { queueEmail } from '../db/outbox'
import { inputError } from '../graphql/errors'
import { EMAIL_ADDRESS } from './email-address'

/** Magento's AccountManagement refusal for an account that is already confirmed. */
const NOT_NEEDED = "Confirmation isn't needed."

export const resendConfirmationMutations = {
  resendConfirmationEmail: async (_s: unknown, args: { email: string }, context: BackendContext) => {
    const email = args.email.trim()
    if (!EMAIL_ADDRESS.test(email)) throw inputError('Email address is not valid')
    const customer = await findCustomerByEmail(context.db, email)
    if (!customer) throw inputError('There is no user registered with that email address.')
    if (customer.is_confirmed === 1) throw inputError(NOT_NEEDED)
    const key = newToken()
    const now = new Date().toISOString()
    // Confirmed between the read and this write: as Magento, nothing to send.
    if (!(await renewConfirmationKey(context.db, customer.id, await tokenHash(key), now))) throw inputError(NOT_NEEDED)
    // The same link as at registration (backend/resolvers/customer.ts), which confirmEmail takes.
    const link = `${context.origin}/customer/account/confirm/?email=${encodeURIComponent(customer.email)}&key=${encodeURIComponent(key)}`
    await queueEmail(context.db, {
      to: customer.email,
      kind: 'account_confirmation',
      subject: 'Please confirm your account',
      body: `Hello ${customer.firstname},\n\nplease confirm your account by opening this link:\n${link}\n`,
      now,
    })
    return true
  },
}
