/**
 * @module
 * The sign-in, registration and password pages (SPEC §2 /customer/account/login, /create,
 * /forgotpassword, /createpassword; issue 17 points 1 to 3), complete without JavaScript: each form
 * posts, a good post answers 303 to the next page with a notice, a refused one shows the page again
 * (status 400) with what was typed and a message per field. Personal pages: never stored or indexed.
 * A signed-in customer has no use for them and goes to the account.
 */
import { Hono, type Context } from 'hono'
import type { RegisterFormProps } from '../../client/components/account/register-form'
import type { SignInFormProps } from '../../client/components/account/sign-in-form'
import { FLASH_MESSAGE, type FlashMessage } from '../../shared/constants/cookies'
import { ACCOUNT_PATH, CREATE_ACCOUNT_PATH, CREATE_PASSWORD_PATH, FORGOT_PASSWORD_PATH, RESEND_CONFIRMATION_PATH, SIGN_IN_PATH } from '../../shared/constants/shop-paths'
import type { MessageKey } from '../../shared/messages/translate'
import { storePath } from '../../shared/rules/store-from-path'
import { withReturn } from '../../shared/rules/with-return'
import { readCreatePasswordForm, readForgotPasswordForm, readRegisterForm, readResetLink, readSignInForm, returnTo, type ResetLink } from '../actions/account-forms'
import { register, requestPasswordReset, resendConfirmation, resetPassword, signIn } from '../actions/account-entry'
import { emailInput } from '../../shared/api/inputs'
import { NotFound } from '../errors/http-error'
import { personal } from '../cache/strategies'
import { setFlashMessage } from '../cookies/session-cookies'
import { setAnalyticsEvent } from '../cookies/analytics-event'
import type { AppEnv } from '../env'
import { formLimit } from '../middleware/form-limit'
import { renderEntryPage, type EntryRenderOptions } from '../render/render-entry-page'
import { captchaWidget, verifyCaptcha } from '../security/captcha'
import { countFor, spendOrWait, waitFor } from '../security/client-limits'
import { CONFIRMATION_RESENDS, PASSWORD_RESET_REQUESTS, REGISTRATIONS, SIGN_IN_FAILURES } from '../security/rate-limit'

type EntryContext = Context<AppEnv>

// The largest form, registration, is five short fields and a box.
const sizeLimit = formLimit(8 * 1024)

/** PRG: on to `path` in this store with a notice. */
function onwards(c: EntryContext, path: string, message: FlashMessage): Response {
  personal(c)
  setFlashMessage(c, message)
  return c.redirect(storePath(c.var.store, path), 303)
}

/** Pages for guests only: a signed-in customer goes to the account. */
const guestsOnly = (c: EntryContext) => (c.var.session.customerToken ? c.redirect(storePath(c.var.store, ACCOUNT_PATH), 302) : null)

const captchaPassed = (c: EntryContext, token: string | null) =>
  verifyCaptcha({ secret: c.var.config.CAPTCHA_SECRET, verifyUrl: c.var.config.CAPTCHA_VERIFY_URL }, { token, remoteIp: c.req.header('CF-Connecting-IP') })

/** The provider's widget for the password forms, and the nonce its script needs under our CSP. */
function captcha(c: EntryContext) {
  const { CAPTCHA_SECRET, CAPTCHA_VERIFY_URL, CAPTCHA_SITE_KEY, CAPTCHA_SCRIPT_URL } = c.var.config
  const widget = captchaWidget({ secret: CAPTCHA_SECRET, verifyUrl: CAPTCHA_VERIFY_URL, siteKey: CAPTCHA_SITE_KEY, scriptUrl: CAPTCHA_SCRIPT_URL })
  return { widget, nonce: c.get('secureHeadersNonce') }
}

type Shown<Props> = Omit<Props, 'store' | 't'>

const signInPage = (c: EntryContext, form: Shown<SignInFormProps>, options?: EntryRenderOptions) => renderEntryPage(c, { kind: 'sign-in', ...form }, options)

const registerPage = (c: EntryContext, form: Shown<RegisterFormProps>, options?: EntryRenderOptions) => renderEntryPage(c, { kind: 'register', ...form }, options)

function forgotPage(c: EntryContext, email: string, options: EntryRenderOptions & { error?: MessageKey } = {}) {
  return renderEntryPage(c, { kind: 'forgot-password', email, error: options.error, ...captcha(c) }, options)
}

function createPasswordPage(c: EntryContext, link: ResetLink | null, options: EntryRenderOptions & { errors?: RegisterFormProps['errors'] } = {}) {
  if (!link) return renderEntryPage(c, { kind: 'create-password', link: null }, { status: options.status ?? 400 })
  return renderEntryPage(c, { kind: 'create-password', link, errors: options.errors ?? {}, ...captcha(c) }, options)
}

export const accountEntryRoutes = new Hono<AppEnv>()

accountEntryRoutes.get(SIGN_IN_PATH, async (c) => guestsOnly(c) ?? signInPage(c, { email: '', returnTo: returnTo(c.req.query('return')), errors: {} }))

accountEntryRoutes.post(SIGN_IN_PATH, sizeLimit, async (c) => {
  const form = readSignInForm(await c.req.parseBody())
  const shown = { email: form.values.email, returnTo: form.values.returnTo }
  if (!form.ok) return signInPage(c, { ...shown, errors: form.errors }, { status: 400 })
  // Failed sign-ins from this client, whatever the addresses (Magento locks per account only).
  const wait = await waitFor(c, SIGN_IN_FAILURES)
  if (wait !== null) return signInPage(c, { ...shown, errors: {} }, { status: 429, formError: 'error.tooManyAttempts', retryAfterSeconds: wait })
  const signedIn = await signIn(c, form.values)
  if (!signedIn.ok) await countFor(c, SIGN_IN_FAILURES)
  if (!signedIn.ok) {
    // An account waiting for its link: the link can be sent again where the back end offers it.
    const offerResend = signedIn.error === 'account.signIn.unconfirmed' && canResend(c)
    return signInPage(c, { ...shown, errors: {}, offerResend }, { status: 400, formError: signedIn.error })
  }
  // GA4 `login`, sent by the script of the page the shopper lands on (issue 25 point 5).
  setAnalyticsEvent(c, 'login')
  return onwards(c, form.values.returnTo ?? ACCOUNT_PATH, FLASH_MESSAGE.signedIn)
})

const EMPTY_REGISTRATION = { firstname: '', lastname: '', email: '', newsletter: false }

accountEntryRoutes.get(CREATE_ACCOUNT_PATH, async (c) => guestsOnly(c) ?? registerPage(c, { values: EMPTY_REGISTRATION, returnTo: returnTo(c.req.query('return')), errors: {} }))

accountEntryRoutes.post(CREATE_ACCOUNT_PATH, sizeLimit, async (c) => {
  const form = readRegisterForm(await c.req.parseBody())
  const { password: _never, returnTo: back, ...shown } = form.values
  if (!form.ok) return registerPage(c, { values: shown, returnTo: back, errors: form.errors }, { status: 400 })
  const wait = await spendOrWait(c, REGISTRATIONS)
  if (wait !== null) return registerPage(c, { values: shown, returnTo: back, errors: {} }, { status: 429, formError: 'error.tooManyAttempts', retryAfterSeconds: wait })
  const created = await register(c, form.values)
  if (!created.ok) return registerPage(c, { values: shown, returnTo: back, errors: {} }, { status: 400, formError: created.error })
  // GA4 `sign_up` once the account exists, whether or not it must be confirmed before signing in.
  setAnalyticsEvent(c, 'sign_up')
  // SPEC §4: with confirmation required the shopper is told to confirm (and signs in on the way
  // back to where registration started); otherwise signed in and taken there at once.
  return created.signedIn ? onwards(c, back ?? ACCOUNT_PATH, FLASH_MESSAGE.signedIn) : onwards(c, withReturn(SIGN_IN_PATH, back), FLASH_MESSAGE.confirmAccount)
})

accountEntryRoutes.get(FORGOT_PASSWORD_PATH, async (c) => guestsOnly(c) ?? forgotPage(c, ''))

accountEntryRoutes.post(FORGOT_PASSWORD_PATH, sizeLimit, async (c) => {
  const form = readForgotPasswordForm(await c.req.parseBody())
  if (!form.ok) return forgotPage(c, form.values.email, { status: 400, error: form.errors.email })
  if (!(await captchaPassed(c, form.values.captchaToken))) return forgotPage(c, form.values.email, { status: 400, formError: 'account.captchaFailed' })
  // Each request sends an e-mail: a client may ask a few times a minute, whatever the addresses.
  const wait = await spendOrWait(c, PASSWORD_RESET_REQUESTS)
  if (wait !== null) return forgotPage(c, form.values.email, { status: 429, formError: 'error.tooManyAttempts', retryAfterSeconds: wait })
  const sent = await requestPasswordReset(c, form.values.email)
  return sent.ok ? onwards(c, SIGN_IN_PATH, FLASH_MESSAGE.resetRequested) : forgotPage(c, form.values.email, { status: 400, formError: sent.error })
})

/** Magento 2.4.8 added sending the confirmation link again; 2.4.7 cannot. */
const canResend = (c: EntryContext) => c.var.config.MAGENTO_VERSION !== '2.4.7'

const resendPage = (c: EntryContext, email: string, options: EntryRenderOptions & { error?: MessageKey } = {}) =>
  renderEntryPage(c, { kind: 'resend-confirmation', email, error: options.error }, options)

const emailOf = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 254) : '')

accountEntryRoutes.get(RESEND_CONFIRMATION_PATH, async (c) => {
  if (!canResend(c)) throw new NotFound('the back end cannot send the confirmation link again')
  return guestsOnly(c) ?? resendPage(c, emailInput.safeParse(c.req.query('email')).success ? emailOf(c.req.query('email')) : '')
})

accountEntryRoutes.post(RESEND_CONFIRMATION_PATH, sizeLimit, async (c) => {
  if (!canResend(c)) throw new NotFound('the back end cannot send the confirmation link again')
  const email = emailOf((await c.req.parseBody()).email)
  if (!email) return resendPage(c, email, { status: 400, error: 'form.required' })
  if (!emailInput.safeParse(email).success) return resendPage(c, email, { status: 400, error: 'form.email' })
  // Each sends an e-mail: a few a client, and a few an address, whichever clients ask.
  const wait = await spendOrWait(c, CONFIRMATION_RESENDS, email)
  if (wait !== null) return resendPage(c, email, { status: 429, formError: 'error.tooManyAttempts', retryAfterSeconds: wait })
  const sent = await resendConfirmation(c, email)
  return sent.ok ? onwards(c, SIGN_IN_PATH, FLASH_MESSAGE.confirmationResent) : resendPage(c, email, { status: 400, formError: sent.error })
})

// The e-mail's link: /customer/account/createpassword/?email=…&token=…
accountEntryRoutes.get(CREATE_PASSWORD_PATH, async (c) => {
  const link = readResetLink(c.req.query('email'), c.req.query('token'))
  return guestsOnly(c) ?? createPasswordPage(c, link, { status: link ? 200 : 400 })
})

accountEntryRoutes.post(CREATE_PASSWORD_PATH, sizeLimit, async (c) => {
  const body = await c.req.parseBody()
  const link = readResetLink(body.email, body.token)
  if (!link) return createPasswordPage(c, null)
  const form = readCreatePasswordForm(body)
  if (!form.ok) return createPasswordPage(c, link, { status: 400, errors: form.errors })
  if (!(await captchaPassed(c, form.values.captchaToken))) return createPasswordPage(c, link, { status: 400, formError: 'account.captchaFailed' })
  const reset = await resetPassword(c, link, form.values.password)
  return reset.ok ? onwards(c, SIGN_IN_PATH, FLASH_MESSAGE.passwordReset) : createPasswordPage(c, link, { status: 400, formError: reset.error })
})
