/**
 * @module
 * Security headers on every worker response: a strict Content-Security-Policy whose script-src
 * allows only our own files, inline scripts carrying this response's nonce and, when configured,
 * the help-chat vendor and the tag manager (never on the checkout's payment pages).
 */
import type { Context } from 'hono'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import { loadConfig } from '../../config'
import type { AppEnv } from '../../env'
import { checkoutStepPath, CREATE_PASSWORD_PATH, FORGOT_PASSWORD_PATH } from '../../../shared/constants/shop-paths'
import { ORDER_STEPS } from '../../../shared/rules/checkout-step'
import { storeFromPath } from '../../../shared/rules/store-from-path'
import { captchaWidget, captchaWidgetOrigins } from '../../security/captcha'
import { imageOrigins, thirdPartyOrigins } from '../../security/third-party-origins'

/** The checkout steps before the order (and their forms' paths below them): payment pages. */
const PAYMENT_PAGES = ORDER_STEPS.map(checkoutStepPath)

/** PCI DSS 4.0 6.4.3: a payment page's policy admits only our own scripts, whatever is configured. */
export function isPaymentPage(path: string): boolean {
  const inStore = storeFromPath(path).path
  return PAYMENT_PAGES.some((page) => inStore === page || inStore.startsWith(`${page}/`))
}

/**
 * The configured chat vendor and tag manager, for script-src and connect-src, except on payment
 * pages. Read from the environment directly: this middleware runs before the configuration is put
 * on the context, and a misconfigured worker admits no other origin.
 */
function configuredOrigins(c: Context): string {
  if (isPaymentPage(c.req.path)) return ''
  const result = loadConfig((c as Context<AppEnv>).env)
  return result.ok ? thirdPartyOrigins(result.config).join(' ') : ''
}

/** The pages that draw the captcha widget (issue 17 point 3); no other page admits its origins. */
const CAPTCHA_PAGES: ReadonlySet<string> = new Set([FORGOT_PASSWORD_PATH, CREATE_PASSWORD_PATH])

/** The captcha provider's origins, on the password pages only and only when captcha is on. */
function captchaOrigins(c: Context): string {
  if (!CAPTCHA_PAGES.has(storeFromPath(c.req.path).path.replace(/\/$/, ''))) return ''
  const result = loadConfig((c as Context<AppEnv>).env)
  if (!result.ok) return ''
  const { CAPTCHA_SECRET, CAPTCHA_VERIFY_URL, CAPTCHA_SITE_KEY, CAPTCHA_SCRIPT_URL } = result.config
  const widget = captchaWidget({ secret: CAPTCHA_SECRET, verifyUrl: CAPTCHA_VERIFY_URL, siteKey: CAPTCHA_SITE_KEY, scriptUrl: CAPTCHA_SCRIPT_URL })
  return widget ? captchaWidgetOrigins(widget).join(' ') : ''
}

/** Where pictures may come from besides our own origin (`imageOrigins`). */
function pictureOrigins(c: Context): string {
  const result = loadConfig((c as Context<AppEnv>).env)
  return result.ok ? imageOrigins(result.config).join(' ') : ''
}

export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, configuredOrigins, captchaOrigins],
      frameSrc: ["'self'", captchaOrigins],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', pictureOrigins],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", configuredOrigins],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    xFrameOptions: 'DENY',
  })
}
