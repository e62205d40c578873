/**
 * The security headers, checked on one page of every family and on the worker's other answers
 * (issue 29 point 7): a CSP whose scripts need this response's nonce, no framing, a referrer and a
 * permissions policy everywhere, and HSTS on https only.
 */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../../test/customers'
import { addToCart, cartOf, productWhere, IN_STOCK_SIMPLE } from '../../../test/orders'
import { seedCatalogue } from '../../../test/seed-catalogue'
import { createApp } from '../../app'

const ORIGIN = 'https://shop.test'
let cookie: string
let productPath: string

beforeAll(async () => {
  await seedCatalogue()
  const token = await signedInCustomer('headers.shopper@example.co.uk')
  const product = await productWhere(IN_STOCK_SIMPLE)
  const cart = await cartOf(token)
  await addToCart(token, cart, [{ sku: product.sku, quantity: 1 }])
  cookie = `customer=${token}; cart=${cart}`
  productPath = `/${(await env.DB.prepare('SELECT url_key FROM products WHERE id = ?1').bind(product.id).first<string>('url_key'))!}.html`
})

/** One page of each family, as a shopper opens it. */
const PAGE_FAMILIES = (): [string, string, boolean][] => [
  ['home', '/', false],
  ['category', '/ink-cartridges.html', false],
  ['product', productPath, false],
  ['search', '/search?q=toner', false],
  ['content', '/aboutus.html', false],
  ['contact', '/contact.html', false],
  ['printer finder', '/printer-finder', false],
  ['German store', '/de/', false],
  ['not found', '/no-such-page.html', false],
  ['sign-in', '/customer/account/login', false],
  ['basket', '/cart', true],
  ['checkout', '/checkout/shipping', true],
  ['account', '/customer/my-profile', true],
  ['order history', '/customer/order-history', true],
]

/** The worker's answers that are not pages. */
const OTHER_ANSWERS = ['/robots.txt', '/sitemap.xml', '/api/magento/storeConfig', '/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D', '/offline.html']

function expectCommonHeaders(response: Response, what: string): string {
  const csp = response.headers.get('Content-Security-Policy') ?? ''
  expect(csp, what).toContain("frame-ancestors 'none'")
  expect(csp, what).toContain("object-src 'none'")
  expect(csp, what).toContain("base-uri 'self'")
  expect(csp, what).toContain("form-action 'self'")
  expect(csp, what).not.toContain("'unsafe-inline'")
  expect(csp, what).not.toContain("'unsafe-eval'")
  expect(response.headers.get('X-Frame-Options'), what).toBe('DENY')
  expect(response.headers.get('X-Content-Type-Options'), what).toBe('nosniff')
  expect(response.headers.get('Referrer-Policy'), what).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('Permissions-Policy'), what).toBe('camera=(), microphone=(), geolocation=(), usb=(), serial=(), bluetooth=(), payment=(self)')
  expect(response.headers.get('Strict-Transport-Security'), what).toBe('max-age=15552000; includeSubDomains')
  return csp
}

describe('security headers', () => {
  it('are on one page of every family, and every inline script carries the response’s own nonce', async () => {
    const nonces = new Set<string>()
    for (const [family, path, personal] of PAGE_FAMILIES()) {
      const response = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual', headers: personal ? { Cookie: cookie } : {} })
      expect(response.headers.get('Content-Type'), family).toContain('text/html')
      const csp = expectCommonHeaders(response, family)
      const nonce = /script-src [^;]*'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp)?.[1]
      expect(nonce, `${family}: a nonce in script-src`).toBeTruthy()
      nonces.add(nonce!)
      const html = await response.text()
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!)
      expect(scripts.length, `${family}: scripts`).toBeGreaterThan(0)
      for (const attributes of scripts.filter((a) => !/\bsrc=/.test(a) && !/type="application\/(ld\+json|json)"/.test(a) && !/type="speculationrules"/.test(a))) {
        expect(attributes, `${family}: an inline script without this response's nonce`).toContain(`nonce="${nonce}"`)
      }
    }
    // A nonce is for one response only.
    expect(nonces.size).toBe(PAGE_FAMILIES().length)
  })

  it('are on the worker’s other answers too: files, the API doors, the offline page', async () => {
    for (const path of OTHER_ANSWERS) expectCommonHeaders(await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' }), path)
  })

  it('admit no third-party script on the checkout’s payment pages, even with a chat vendor and a tag manager configured', async () => {
    const configured = { ...env, CHAT_SCRIPT_URL: 'https://chat.vendor.example/widget.js', TAG_MANAGER_ID: 'GTM-ABC1234' }
    const scriptSources = async (path: string) => {
      const ctx = createExecutionContext()
      const response = await createApp().fetch(new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } }), configured, ctx)
      await response.arrayBuffer()
      await waitOnExecutionContext(ctx)
      return /script-src ([^;]*)/.exec(response.headers.get('Content-Security-Policy') ?? '')![1]!.split(' ').filter((source) => source.startsWith('http'))
    }
    // The basket admits them, so the payment page's refusal is the rule at work.
    expect(await scriptSources('/cart')).toEqual(['https://chat.vendor.example', 'https://www.googletagmanager.com'])
    expect(await scriptSources('/checkout/shipping')).toEqual([])
  })

  it('leave HSTS off plain http (the local server on loopback)', async () => {
    const response = await SELF.fetch('http://localhost:8787/')
    expect(response.headers.get('Strict-Transport-Security')).toBeNull()
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'")
  })
})
