/**
 * @module
 * A signed-in customer changing their account (profile, e-mail with the password, password), and
 * the forgotten-password flow: at most 5 reset requests an hour, 10 minutes apart, links valid
 * 2 hours (Magento's defaults as the floor).
 */
import { hashPassword, passwordProblem, verifyPassword } from '../auth/password'
import { sameText } from '../auth/constant-time'
import { newToken, tokenHash } from '../auth/tokens'
import type { BackendContext } from '../context'
import {
  findCustomerByEmail,
  findCustomerById,
  passwordResetRequestsSince,
  recordPasswordReset,
  updateEmail,
  updatePassword,
  updateProfile,
  type CustomerRecord,
  type ProfileChanges,
} from '../db/customers'
import { queueEmail } from '../db/outbox'
import { inputError, MagentoError } from '../graphql/errors'
import { EMAIL_ADDRESS } from './email-address'
import { currentCustomer, customerView } from './customer'

const RESET_LINK_LIFETIME_MS = 2 * 60 * 60_000
const RESET_REQUESTS_PER_HOUR = 5
const RESET_REQUEST_GAP_MS = 10 * 60_000
type ProfileInput = {
  prefix?: string | null
  firstname?: string | null
  middlename?: string | null
  lastname?: string | null
  suffix?: string | null
  dob?: string | null
  date_of_birth?: string | null
  taxvat?: string | null
  gender?: number | null
  is_subscribed?: boolean | null
  email?: string | null
  password?: string | null
}

function profileChanges(input: ProfileInput): ProfileChanges {
  const changes: ProfileChanges = {}
  const text = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null)
  for (const key of ['prefix', 'middlename', 'suffix', 'taxvat'] as const) {
    const value = text(input[key])
    if (value !== undefined) changes[key] = value
  }
  for (const key of ['firstname', 'lastname'] as const) {
    if (input[key] === undefined) continue
    const value = input[key]?.trim()
    if (!value) throw inputError(`Required parameter "${key}" is missing.`)
    changes[key] = value
  }
  const dob = text(input.date_of_birth ?? input.dob)
  if (dob !== undefined) {
    if (dob !== null && !/^\d{4}-\d{2}-\d{2}$/.test(dob)) throw inputError('Invalid date of birth: use YYYY-MM-DD.')
    changes.date_of_birth = dob
  }
  if (input.gender !== undefined) changes.gender = input.gender
  if (input.is_subscribed != null) changes.is_subscribed = input.is_subscribed
  return changes
}

/** SPEC §4: changing the e-mail needs the password; a taken address is refused. */
async function changeEmail(customer: CustomerRecord, email: string, password: string | null | undefined, context: BackendContext): Promise<void> {
  const address = email.trim()
  if (address.toLowerCase() === customer.email.toLowerCase()) return
  if (!EMAIL_ADDRESS.test(address)) throw inputError(`"${address}" is not a valid email address.`)
  if (!password) throw inputError('Provide the current "password" to change "email".')
  if (!(await verifyPassword(password, customer.password_hash))) throw new MagentoError('Invalid login or password.', 'graphql-authentication')
  if (!(await updateEmail(context.db, customer.id, address, new Date().toISOString()))) {
    throw inputError('A customer with the same email address already exists in an associated website.')
  }
}

const passwordRule = (context: BackendContext) => ({
  minimumLength: Number(context.store.config.minimum_password_length ?? 8),
  requiredClasses: Number(context.store.config.required_character_classes_number ?? 2),
})

const fresh = async (id: number, context: BackendContext) => ({ customer: customerView((await findCustomerById(context.db, id))!) })

export const customerAccountMutations = {
  updateCustomerV2: async (_s: unknown, args: { input: ProfileInput }, context: BackendContext) => {
    const customer = await currentCustomer(context)
    await updateProfile(context.db, customer.id, profileChanges(args.input), new Date().toISOString())
    return fresh(customer.id, context)
  },

  updateCustomer: async (_s: unknown, args: { input: ProfileInput }, context: BackendContext) => {
    const customer = await currentCustomer(context)
    const changes = profileChanges(args.input)
    if (args.input.email != null) await changeEmail(customer, args.input.email, args.input.password, context)
    await updateProfile(context.db, customer.id, changes, new Date().toISOString())
    return fresh(customer.id, context)
  },

  updateCustomerEmail: async (_s: unknown, args: { email: string; password: string }, context: BackendContext) => {
    const customer = await currentCustomer(context)
    await changeEmail(customer, args.email, args.password, context)
    return fresh(customer.id, context)
  },

  changeCustomerPassword: async (_s: unknown, args: { currentPassword: string; newPassword: string }, context: BackendContext) => {
    const customer = await currentCustomer(context)
    if (!(await verifyPassword(args.currentPassword, customer.password_hash))) {
      throw new MagentoError("The password doesn't match this account. Verify the password and try again.", 'graphql-authentication')
    }
    const problem = passwordProblem(args.newPassword, customer.email, passwordRule(context))
    if (problem) throw inputError(problem)
    // Magento 2.4.7 keeps the customer's tokens on a password change (AccountManagement only clears
    // PHP sessions; tokens are revoked by revokeCustomerToken, an admin, or deactivation), and
    // clients go on with the same token (docs/backend.md, "Tokens and passwords").
    await updatePassword(context.db, customer.id, await hashPassword(args.newPassword), new Date().toISOString(), { signOut: false })
    return customerView((await findCustomerById(context.db, customer.id))!)
  },

  requestPasswordResetEmail: async (_s: unknown, args: { email: string }, context: BackendContext) => {
    const email = args.email.trim()
    if (!EMAIL_ADDRESS.test(email)) throw inputError('The email address has an invalid format.')
    const now = new Date()
    const recent = await passwordResetRequestsSince(context.db, email, new Date(now.getTime() - 60 * 60_000).toISOString())
    const last = recent[0] ? Date.parse(recent[0]) : null
    if (recent.length >= RESET_REQUESTS_PER_HOUR || (last !== null && now.getTime() - last < RESET_REQUEST_GAP_MS)) {
      throw inputError('We received too many requests for password resets. Please wait and try again later or contact us.')
    }
    const customer = await findCustomerByEmail(context.db, email)
    if (!customer) {
      await recordPasswordReset(context.db, email, now.toISOString(), null)
      throw inputError("Cannot reset the customer's password")
    }
    const key = newToken()
    await recordPasswordReset(context.db, email, now.toISOString(), {
      id: customer.id,
      keyHash: await tokenHash(key),
      expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS).toISOString(),
    })
    const link = `${context.origin}/customer/account/createpassword/?email=${encodeURIComponent(customer.email)}&token=${encodeURIComponent(key)}`
    await queueEmail(context.db, {
      to: customer.email,
      kind: 'password_reset',
      subject: 'Reset your password',
      body: `Hello ${customer.firstname},\n\nto choose a new password, open this link within 2 hours:\n${link}\n`,
      now: now.toISOString(),
    })
    return true
  },

  resetPassword: async (_s: unknown, args: { email: string; resetPasswordToken: string; newPassword: string }, context: BackendContext) => {
    const email = args.email.trim()
    if (!EMAIL_ADDRESS.test(email)) throw inputError('The email address has an invalid format.')
    if (!args.resetPasswordToken) throw inputError('resetPasswordToken must be specified')
    if (!args.newPassword) throw inputError('newPassword must be specified')
    const customer = await findCustomerByEmail(context.db, email)
    const nowIso = new Date().toISOString()
    const valid =
      customer !== null &&
      customer.reset_key_hash !== null &&
      customer.reset_key_expires_at !== null &&
      customer.reset_key_expires_at > nowIso &&
      sameText(customer.reset_key_hash, await tokenHash(args.resetPasswordToken))
    if (!valid) throw inputError("Cannot set the customer's password")
    const problem = passwordProblem(args.newPassword, customer.email, passwordRule(context))
    if (problem) throw inputError(problem)
    // Deliberately stricter than Magento: a reset by e-mail link means the password may have been
    // known to someone else, so every session signed in with it ends.
    await updatePassword(context.db, customer.id, await hashPassword(args.newPassword), nowIso, { signOut: true })
    return true
  },
}
