import type { Translate } from '../../../shared/messages/translate'

export type CaptchaWidgetProps = {
  t: Translate
  /** The provider's site key and script (the worker's `captchaWidget`); absent when captcha is off. */
  widget: { siteKey: string; scriptUrl: string } | null
  /** This response's script nonce, so the provider's script passes the page's CSP. */
  nonce: string | undefined
}

/**
 * The captcha provider's widget inside a form (SPEC §5 "recaptchaToken"): a reCAPTCHA-compatible
 * script draws its challenge into the marked element and adds the `g-recaptcha-response` field
 * the form posts. The challenge needs scripts, so without them the page says so instead of
 * refusing the shopper's request with no explanation. `data-full-load`: soft navigation loads such a
 * page whole, so the script runs under the page's own Content-Security-Policy.
 */
export function CaptchaWidget({ t, widget, nonce }: CaptchaWidgetProps) {
  if (!widget) return null
  return (
    <div data-captcha="" data-full-load="">
      <div className="g-recaptcha" data-sitekey={widget.siteKey} />
      <script src={widget.scriptUrl} async defer nonce={nonce} />
      <noscript>
        <p className="text-sm font-semibold text-danger-700">{t('account.captcha.needsScripts')}</p>
      </noscript>
    </div>
  )
}
