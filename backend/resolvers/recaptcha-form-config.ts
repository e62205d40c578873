/**
 * @module
 * `recaptchaFormConfig` (Magento 2.4.8's security package, ReCaptchaWebapiGraphQl): whether a form
 * is checked and with what widget settings. It reports the worker's captcha as `recaptchaV3Config`
 * does (./recaptcha.ts): on only for the forms the worker checks, with its site key and message.
 */
import type { BackendContext } from '../context'

/** Magento's defaults (ReCaptchaFrontendUi): the light theme and its technical failure message. */
const THEME = 'light'
const TECHNICAL_FAILURE_MESSAGE = 'Something went wrong with reCAPTCHA. Please contact the store owner.'
const MINIMUM_SCORE = 0.5
const BADGE_POSITION = 'inline'

export const recaptchaFormConfigQueries = {
  recaptchaFormConfig: (_s: unknown, args: { formType: string }, context: BackendContext) => {
    const { captcha, store } = context
    const checked = captcha.enabled && (captcha.forms as readonly string[]).includes(args.formType)
    // A form the worker does not check: off, with no configuration (as Magento answers a form without a type).
    if (!checked) return { is_enabled: false, configurations: null }
    return {
      is_enabled: true,
      configurations: {
        re_captcha_type: 'RECAPTCHA_V3',
        badge_position: BADGE_POSITION,
        theme: THEME,
        website_key: captcha.websiteKey,
        language_code: store.locale.split('_')[0] ?? null,
        minimum_score: MINIMUM_SCORE,
        validation_failure_message: captcha.failureMessage,
        technical_failure_message: TECHNICAL_FAILURE_MESSAGE,
      },
    }
  },
}
