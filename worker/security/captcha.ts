/**
 * @module
 * Captcha verification (SPEC §7 "Other"): the shopper's response token and our secret are posted as
 * form fields to the provider's verification endpoint, which answers with a `success` flag. Without
 * a configured secret the checks are off (local development, tests of other features).
 */

/** SPEC §8 "Captcha failure": the text shoppers see. */
export const CAPTCHA_FAILED_MESSAGE = 'Error during reCaptcha verification. Please try again.'
/** The error category our APIs report a failed captcha with. */
export const CAPTCHA_CATEGORY = 'captcha'
/** reCAPTCHA's endpoint, used when a secret is configured but no URL (the spec's wording names reCaptcha). */
export const DEFAULT_CAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'
/** A slow provider must not hold a password reset for long; a timeout counts as a failure. */
export const CAPTCHA_VERIFY_TIMEOUT_MS = 5_000
/** reCAPTCHA's widget script, drawn when a secret and site key are configured but no script URL. */
export const DEFAULT_CAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js'
/** reCAPTCHA's script loads the rest of itself from here. */
const RECAPTCHA_STATIC_ORIGIN = 'https://www.gstatic.com'
/** Provider tokens are a few hundred to about two thousand characters; anything longer is not one. */
const MAX_TOKEN_LENGTH = 4_096

export type CaptchaSettings = {
  /** `CAPTCHA_SECRET`; undefined turns checks off. */
  secret: string | undefined
  /** `CAPTCHA_VERIFY_URL`. */
  verifyUrl: string | undefined
}

export type CaptchaCheck = {
  /** The response token the browser got from the provider's widget. */
  token: string | null | undefined
  /** The shopper's address, passed on as the provider's optional `remoteip`. */
  remoteIp?: string | undefined
  /** For tests of failure modes; defaults to the global fetch. */
  fetch?: typeof fetch
  timeoutMs?: number
}

/**
 * The forms whose operations are checked (`CAPTCHA_MUTATIONS` at /graphql, `captchaToken` in
 * worker/api/operations.ts: the password-reset request and the reset), by Magento's `ReCaptchaFormEnum`.
 */
export const CAPTCHA_PROTECTED_FORMS = ['CUSTOMER_FORGOT_PASSWORD'] as const

/** What a Magento client reads from `recaptchaV3Config` to decide whether to show a captcha. */
export function captchaClientSettings(settings: CaptchaSettings & { siteKey: string | undefined }) {
  const enabled = captchaEnabled(settings)
  return { enabled, websiteKey: settings.siteKey ?? '', failureMessage: CAPTCHA_FAILED_MESSAGE, forms: enabled ? CAPTCHA_PROTECTED_FORMS : [] }
}

export function captchaEnabled(settings: CaptchaSettings): boolean {
  return settings.secret !== undefined && settings.secret !== ''
}

/**
 * True when the token is accepted, or when checks are off. Any doubt (no token, an unreachable or
 * confused provider) is a failure: a captcha that fails open protects nothing.
 *
 * @example
 * if (!(await verifyCaptcha({ secret, verifyUrl }, { token: input.recaptchaToken }))) return captchaFailure()
 */
export async function verifyCaptcha(settings: CaptchaSettings, check: CaptchaCheck): Promise<boolean> {
  if (!captchaEnabled(settings)) return true
  const { token } = check
  if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_LENGTH) return false
  const form = new URLSearchParams({ secret: settings.secret!, response: token })
  if (check.remoteIp) form.set('remoteip', check.remoteIp)
  try {
    const response = await (check.fetch ?? fetch)(settings.verifyUrl ?? DEFAULT_CAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: form.toString(),
      signal: AbortSignal.timeout(check.timeoutMs ?? CAPTCHA_VERIFY_TIMEOUT_MS),
    })
    if (!response.ok) {
      console.error(`captcha provider answered HTTP ${response.status}`)
      await response.body?.cancel()
      return false
    }
    const verdict: unknown = await response.json()
    return typeof verdict === 'object' && verdict !== null && (verdict as { success?: unknown }).success === true
  } catch (error) {
    console.error('captcha verification failed', error)
    return false
  }
}

/** What a page needs to draw the provider's widget; the widget posts its token as `g-recaptcha-response`. */
export type CaptchaWidget = { siteKey: string; scriptUrl: string }

/**
 * The widget for the password pages, or null when checks are off. A secret without a site key
 * leaves nothing to draw: the pages then refuse every request with the captcha message, which is
 * what the configuration asks for, and the worker logs why.
 */
export function captchaWidget(settings: CaptchaSettings & { siteKey: string | undefined; scriptUrl: string | undefined }): CaptchaWidget | null {
  if (!captchaEnabled(settings)) return null
  if (!settings.siteKey) {
    console.error('CAPTCHA_SECRET is set without CAPTCHA_SITE_KEY: the password pages cannot draw the captcha')
    return null
  }
  return { siteKey: settings.siteKey, scriptUrl: settings.scriptUrl ?? DEFAULT_CAPTCHA_SCRIPT_URL }
}

/**
 * Origins the widget loads scripts and its frame from: the script's own, and for reCAPTCHA's
 * default script also its static host. Only the pages that draw the widget admit them.
 */
export function captchaWidgetOrigins(widget: CaptchaWidget): string[] {
  const origin = new URL(widget.scriptUrl).origin
  return widget.scriptUrl === DEFAULT_CAPTCHA_SCRIPT_URL ? [origin, RECAPTCHA_STATIC_ORIGIN] : [origin]
}
