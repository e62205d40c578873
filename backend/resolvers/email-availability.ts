/**
 * @module
 * `isEmailAvailable`: whether an address can still open an account (checkout asks before offering
 * to sign in). The shop offers sign-in at checkout, so a registered address answers false, as a
 * Magento with "Enable Guest Checkout Login" on does.
 */
import type { BackendContext } from '../context'
import { findCustomerByEmail } from '../db/customers'
import { inputError } from '../graphql/errors'
import { EMAIL_ADDRESS } from './email-address'

export const emailAvailabilityQueries = {
  isEmailAvailable: async (_s: unknown, args: { email: string }, context: BackendContext) => {
    const email = args.email.trim()
    if (!email) throw inputError('Email must be specified')
    if (!EMAIL_ADDRESS.test(email)) throw inputError('Email is invalid')
    return { is_email_available: (await findCustomerByEmail(context.db, email)) === null }
  },
}
