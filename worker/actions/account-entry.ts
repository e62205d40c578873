/**
 * @module
 * Signing in, registering and the password reset as plain form posts (issue 17 points 1 to 3; SPEC
 * §4 "Login", "Register"): the back end's refusal comes back as the message the page shows, never as
 * an error page. A sign-in keeps the token in the httpOnly cookie and brings the guest basket along.
 */
import type { Context } from 'hono'
import { ACCOUNT_CONFIRMATION, CREATE_CUSTOMER, GENERATE_CUSTOMER_TOKEN, REQUEST_PASSWORD_RESET_EMAIL, RESEND_CONFIRMATION_EMAIL, RESET_PASSWORD } from '../../shared/graphql/documents/account'
import type { MessageKey } from '../../shared/messages/translate'
import type { AppEnv } from '../env'
import { adoptCustomerToken } from '../graphql/customer-operations'
import { GraphQLCallError } from '../graphql/errors'
import type { RegisterValues, ResetLink, SignInValues } from './account-forms'

type Outcome = { ok: true } | { ok: false; error: MessageKey }

/** Runs a back-end call whose refusal is an answer for the shopper; anything else is a real failure. */
async function refusedAs<T>(error: MessageKey, call: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: MessageKey; cause: GraphQLCallError }> {
  try {
    return { ok: true, value: await call() }
  } catch (cause) {
    if (cause instanceof GraphQLCallError) return { ok: false, error, cause }
    throw cause
  }
}

const UNCONFIRMED = /isn't confirmed/i

export async function signIn(c: Context<AppEnv>, values: Pick<SignInValues, 'email' | 'password' | 'rememberMe'>): Promise<Outcome> {
  const store = c.var.store.code
  const answer = await refusedAs('modal.login.failed', () =>
    c.var.graphql.mutate(GENERATE_CUSTOMER_TOKEN, { email: values.email, password: values.password, rememberMe: values.rememberMe }, { asCustomer: false, store }),
  )
  // Magento's words for an account still waiting for its confirmation link.
  if (!answer.ok) return UNCONFIRMED.test(answer.cause.message) ? { ok: false, error: 'account.signIn.unconfirmed' } : answer
  const token = answer.value.generateCustomerToken?.token
  if (!token) return { ok: false, error: 'modal.login.failed' }
  await adoptCustomerToken(c, token, { rememberMe: values.rememberMe, store })
  return { ok: true }
}

/** Magento's words for an e-mail address that already has an account (SPEC §8 message table). */
const ALREADY_EXISTS = /already exists/i

/**
 * SPEC §4 "Register": creates the account; where new accounts need confirming (this shop's setting)
 * the shopper is told to confirm, otherwise signed in at once.
 */
export async function register(c: Context<AppEnv>, values: RegisterValues): Promise<Outcome & { signedIn?: boolean }> {
  const store = c.var.store.code
  const input = { firstname: values.firstname, lastname: values.lastname, email: values.email, password: values.password, is_subscribed: values.newsletter }
  const created = await refusedAs('account.register.failed', () => c.var.graphql.mutate(CREATE_CUSTOMER, { input }, { asCustomer: false, store }))
  if (!created.ok) return { ok: false, error: ALREADY_EXISTS.test(created.cause.message) ? 'account.register.exists' : created.error }
  const { storeConfig } = await c.var.graphql.query(ACCOUNT_CONFIRMATION, {}, { asCustomer: false, store })
  if (storeConfig?.create_account_confirmation !== false) return { ok: true, signedIn: false }
  const signedIn = await signIn(c, { email: values.email, password: values.password, rememberMe: false })
  return { ok: true, signedIn: signedIn.ok }
}

/** Magento 2.4.8's refusals that would say whether an address has an account waiting for confirmation. */
const RESEND_NOT_SAID = /no user registered|confirmation isn't needed/i

/**
 * Sends the confirmation link again (Magento 2.4.8 and later). The page says the same whether or
 * not the address has an account waiting, as the forgotten-password page does.
 */
export async function resendConfirmation(c: Context<AppEnv>, email: string): Promise<Outcome> {
  const sent = await refusedAs('account.resend.failed', () => c.var.graphql.mutate(RESEND_CONFIRMATION_EMAIL, { email }, { asCustomer: false, store: c.var.store.code }))
  if (!sent.ok) return RESEND_NOT_SAID.test(sent.cause.message) ? { ok: true } : { ok: false, error: sent.error }
  return { ok: true }
}

/** Magento's refusal of an address it cannot reset: no account has it (or the account cannot be reset). */
const CANNOT_RESET = "Cannot reset the customer's password"

/**
 * The page tells nobody whether an address has an account, as Magento's own storefront does: an
 * address it cannot reset gets the same notice as one it can ("If there is an account…"). Other
 * refusals (too many requests for the address, a malformed address) are shown as SPEC §8 says.
 */
export async function requestPasswordReset(c: Context<AppEnv>, email: string): Promise<Outcome> {
  const sent = await refusedAs('account.forgot.failed', () => c.var.graphql.mutate(REQUEST_PASSWORD_RESET_EMAIL, { email }, { asCustomer: false, store: c.var.store.code }))
  if (!sent.ok) return sent.cause.message === CANNOT_RESET ? { ok: true } : { ok: false, error: sent.error }
  return sent.value.requestPasswordResetEmail ? { ok: true } : { ok: false, error: 'account.forgot.failed' }
}

export async function resetPassword(c: Context<AppEnv>, link: ResetLink, newPassword: string): Promise<Outcome> {
  const reset = await refusedAs('account.reset.failed', () =>
    c.var.graphql.mutate(RESET_PASSWORD, { email: link.email, resetPasswordToken: link.token, newPassword }, { asCustomer: false, store: c.var.store.code }),
  )
  return reset.ok && reset.value.resetPassword ? { ok: true } : { ok: false, error: 'account.reset.failed' }
}
