/**
 * Requests to the real worker (`SELF`) as a browser without scripts sends them: a GET with the
 * shopper's cookies, and a form post from the shop's own origin. Redirects are not followed, so a
 * test reads the status and `Location` itself.
 */
import { SELF } from 'cloudflare:test'

export const SHOP_ORIGIN = 'https://shop.test'

export const shopGet = (path: string, cookie = '') => SELF.fetch(`${SHOP_ORIGIN}${path}`, { redirect: 'manual', headers: { Cookie: cookie } })

export function shopPost(path: string, fields: Record<string, string>, cookie = '') {
  return SELF.fetch(`${SHOP_ORIGIN}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SHOP_ORIGIN, Cookie: cookie },
    body: new URLSearchParams(fields).toString(),
  })
}
