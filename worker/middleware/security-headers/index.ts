/**
 * @module
 * Security headers on every worker response: a strict Content-Security-Policy whose script-src
 * allows only our own files, inline scripts carrying this response's nonce and, when configured,
 * the help-chat vendor and the tag manager.
 */
import type { Context } from 'hono'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import { loadConfig } from '../../config'
import type { AppEnv } from '../../env'
import { imageOrigins, thirdPartyOrigins } from '../../security/third-party-origins'

/**
 * The configured chat vendor and tag manager, for script-src and connect-src. Read from the
 * environment directly: this middleware runs before the configuration is put on the context,
 * and a misconfigured worker admits no other origin.
 */
function configuredOrigins(c: Context): string {
  const result = loadConfig((c as Context<AppEnv>).env)
  return result.ok ? thirdPartyOrigins(result.config).join(' ') : ''
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
      scriptSrc: ["'self'", NONCE, configuredOrigins],
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
