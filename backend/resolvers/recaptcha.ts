/**
 * @module
 * `recaptchaV3Config`: what a Magento client reads to decide whether to load the captcha widget and
 * on which forms. The worker in front does the checking; this reports its settings as Magento would.
 */
import type { BackendContext } from '../context'

/** Magento's defaults for reCAPTCHA v3 (Invisible). */
const MINIMUM_SCORE = 0.5
const BADGE_POSITION = 'inline'

export const recaptchaQueries = {
  recaptchaV3Config: (_s: unknown, _a: unknown, context: BackendContext) => {
    const { captcha, store } = context
    return {
      is_enabled: captcha.enabled,
      website_key: captcha.websiteKey,
      minimum_score: MINIMUM_SCORE,
      badge_position: BADGE_POSITION,
      // The widget's language: the store view's (en_GB: en, de_DE: de).
      language_code: store.locale.split('_')[0] ?? null,
      failure_message: captcha.failureMessage,
      forms: captcha.forms,
    }
  },
}
