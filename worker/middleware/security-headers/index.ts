/**
 * @module
 * Security headers on every worker response: a strict Content-Security-Policy whose script-src
 * allows only our own files, inline scripts carrying this response's nonce and, when configured,
 * the help-chat vendor and the tag manager (never on the checkout's payment pages); no framing; a
 * referrer policy; a permissions policy; HSTS on https.
 */
import type { Context, MiddlewareHandler } from 'hono'
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

/** Six months, subdomains included (the shop's own hosts are all https). */
const HSTS = 'max-age=15552000; includeSubDomains'

export function securityHeaders(): MiddlewareHandler {
  const headers = secureHeaders({
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
    // The shop asks for no device feature; payment stays with our own pages (a wallet's sheet).
    permissionsPolicy: { camera: false, microphone: false, geolocation: false, usb: false, serial: false, bluetooth: false, payment: ['self'] },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: 'DENY',
    // Set below, on https only: over plain http (wrangler dev on loopback) it would be ignored at
    // best, and would pin `localhost` to https in some browsers at worst.
    strictTransportSecurity: false,
  })
  return async (c, next) => {
    await headers(c, next)
    if (new URL(c.req.url).protocol === 'https:') c.res.headers.set('Strict-Transport-Security', HSTS)
  }
}
