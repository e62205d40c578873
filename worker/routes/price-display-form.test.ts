/**
 * The "Show prices" switch without JavaScript (issue 25 point 7; SPEC §4 "Price display"): a form
 * that sets `price_display_type` and comes back to the same page, never to another site, and pages
 * that show the chosen prices from the server.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogue } from '../../test/seed-catalogue'
import { shopGet, shopPost } from '../../test/shop-requests'

const get = shopGet
const post = (path: string, fields: Record<string, string>) => shopPost(path, fields)

const priceCookie = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith('price_display_type=')) ?? null

/** The switch form's buttons: value, pressed state and text. */
const choices = (html: string) =>
  [...html.matchAll(/<button type="submit" value="(\d)" aria-pressed="(true|false)"[^>]*name="display">([^<]+)<\/button>/g)].map((m) => `${m[1]} pressed=${m[2]} ${m[3]}`)

beforeAll(() => seedCatalogue())

describe('the VAT switch’s form', () => {
  it('sets the cookie to excluding VAT and goes back to the page it was on, query and all', async () => {
    const response = await post('/price-display', { display: '1', path: '/ink-cartridges.html?sort=price_ASC' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/ink-cartridges.html?sort=price_ASC')
    const cookie = priceCookie(response) ?? ''
    expect(cookie).toMatch(/^price_display_type=1; Max-Age=31536000; Path=\//)
    expect(cookie).toContain('SameSite=Lax')
    // The head script and the switch read and rewrite it.
    expect(cookie).not.toContain('HttpOnly')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('sets including VAT back, and stays in the German store', async () => {
    const response = await post('/de/price-display', { display: '2', path: '/toner.html' })
    expect(response.headers.get('location')).toBe('/de/toner.html')
    expect(priceCookie(response)).toMatch(/^price_display_type=2;/)
  })

  it.each(['//evil.example/', 'https://evil.example/', '/\\evil.example', 'evil.example', '/ page', ''])('never leaves the shop: %j goes home', async (path) => {
    const response = await post('/price-display', { display: '1', path })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/')
  })

  it('leaves the cookie alone for a choice that is neither', async () => {
    const response = await post('/price-display', { display: '3', path: '/contact.html' })
    expect(response.headers.get('location')).toBe('/contact.html')
    expect(priceCookie(response)).toBeNull()
  })
})

describe('a page and the VAT choice', () => {
  it('carries the form with its own path, both sides, including VAT pressed, and stays cacheable', async () => {
    const response = await get('/contact.html?from=footer')
    const html = await response.text()
    expect(html).toMatch(/<form [^>]*action="\/price-display" method="post">/)
    expect(html).toContain('<input type="hidden" name="path" value="/contact.html?from=footer"/>')
    expect(choices(html)).toEqual(['2 pressed=true inc. VAT', '1 pressed=false ex. VAT'])
    expect(html).toMatch(/<html lang="en-GB">/)
    expect(response.headers.get('Cache-Control') ?? '').not.toContain('no-store')
  })

  it('shows prices excluding VAT from the server for a shopper who chose them, kept by their browser only', async () => {
    const response = await get('/contact.html', 'price_display_type=1')
    const html = await response.text()
    expect(html).toMatch(/<html lang="en-GB" class="ex-vat">/)
    expect(choices(html)).toEqual(['2 pressed=false inc. VAT', '1 pressed=true ex. VAT'])
    expect(response.headers.get('Cache-Control')).toBe('private')
  })

  it('keeps a product page’s lifetime, and makes it private for that shopper', async () => {
    const { url_key } = (await env.DB.prepare("SELECT url_key FROM products WHERE status = 1 AND visibility > 1 AND type_id = 'simple' ORDER BY id LIMIT 1").first<{ url_key: string }>())!
    const everyone = await get(`/${url_key}.html`)
    expect(everyone.headers.get('Cache-Control')).toBe('no-cache')
    const excluding = await get(`/${url_key}.html`, 'price_display_type=1')
    expect(excluding.headers.get('Cache-Control')).toBe('private, no-cache')
    expect(Number(excluding.headers.get('X-Page-Lifetime'))).toBeGreaterThan(0)
    expect(await excluding.text()).toContain('class="ex-vat"')
  })

  it('treats a cookie of nonsense as the default', async () => {
    const html = await (await get('/contact.html', 'price_display_type=7')).text()
    expect(html).toMatch(/<html lang="en-GB">/)
  })
})
