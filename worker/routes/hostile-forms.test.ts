import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { graphqlAs } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'
const NUL = '\u0000'

function postForm(path: string, fields: Record<string, string>, cookie = '') {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  })
}

beforeAll(() => seedCatalogue())

describe('form fields a keyboard cannot type', () => {
  it('are refused with the error page naming the field, before anything is sent or stored', async () => {
    const customer = `customer=${await signedInCustomer('nul@example.co.uk')}`
    const named = (label: string) => `“${label}” held a character that cannot be typed (a control character), so nothing was sent.`
    const unnamed = 'The form held a character that cannot be typed (a control character), so nothing was sent.'
    const posts: [string, Record<string, string>, string, string][] = [
      ['/productalert/add/stock', { email: `a${NUL}@example.com`, productId: '1', categoryId: '0', name: 'Ink', path: '/' }, '', named('Email address')],
      ['/productalert/add/stock', { email: 'a@example.com', productId: `1${NUL}`, categoryId: '0', name: 'Ink', path: '/' }, '', unnamed],
      ['/wishlist/index/add', { sku: `HP-963${NUL}`, path: '/' }, customer, unnamed],
      ['/review/product/post', { sku: 'HP-963', nickname: `Ada${NUL}`, summary: 'Fine', text: 'Works well in my printer', path: '/' }, customer, named('Nickname')],
      ['/contact.html', { name: 'Ada', email: 'ada@example.com', telephone: '', comment: `Hello\u001b[31m` }, '', named('What’s on your mind?')],
      ['/newsletter', { email: `ada${NUL}@example.com` }, '', named('Email address')],
      ['/customer/account/login', { email: 'ada@example.com', password: `x${NUL}` }, '', named('Password')],
      ['/customer/account/create', { firstname: `Ada${NUL}`, lastname: 'Lovelace', email: 'ada@example.com', password: 'Printer-Ink-42', confirmPassword: 'Printer-Ink-42' }, '', named('First name')],
      ['/checkout/cart/add', { sku: `HP-963${NUL}`, quantity: '1' }, '', unnamed],
      ['/de/newsletter', { email: `ada${NUL}@example.com` }, '', '„E-Mail-Adresse“ enthielt ein Zeichen, das sich nicht eintippen lässt'],
    ]
    for (const [path, fields, cookie, words] of posts) {
      const response = await postForm(path, fields, cookie)
      expect(response.status, path).toBe(400)
      expect(response.headers.getSetCookie(), path).toEqual([])
      expect(await response.text(), path).toContain(words)
    }
    const mails = await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'contact'").first<{ n: number }>()
    expect(mails?.n).toBe(0)
  })

  it('lets tabs and line breaks through as text', async () => {
    const response = await postForm('/contact.html', { name: 'Ada', email: 'ada@example.com', telephone: '', comment: 'Line one\r\n\tLine two' })
    expect(response.status).toBe(303)
    const mail = await env.DB.prepare("SELECT body FROM outbox WHERE kind = 'contact' ORDER BY id DESC LIMIT 1").first<{ body: string }>()
    expect(mail?.body).toMatch(/Line one\r?\n\tLine two/)
  })

  it('never takes a return path a Location header cannot carry', async () => {
    const customer = `customer=${await signedInCustomer('path@example.co.uk')}`
    for (const path of ['/x\u0085y', '/caf\u00e9', '/x y', '/\\evil.example']) {
      const response = await postForm('/wishlist/index/add', { sku: 'HP-963', path }, customer)
      expect(response.status, path).toBe(303)
      expect(response.headers.get('Location'), path).toBe('/')
    }
  })
})

describe('a cart cookie naming a signed-in customer’s cart', () => {
  it('is refused cleanly: the guest’s add goes into a new cart of their own, the customer’s cart untouched', async () => {
    const token = await signedInCustomer('cart-owner@example.co.uk')
    const owned = await graphqlAs<{ customerCart: { id: string; total_quantity: number } }>(token, '{ customerCart { id total_quantity } }')
    const cartId = owned.data!.customerCart.id
    const response = await postForm('/checkout/cart/add', { sku: 'HP-963', quantity: '1' }, `cart=${cartId}`)
    expect(response.status).toBe(303)
    const cookies = response.headers.getSetCookie()
    const newCart = cookies.map((c) => /^cart=([^;]*)/.exec(c)?.[1]).find(Boolean)
    // A new masked cart id of Magento's shape (32 characters), not the customer's.
    expect(newCart).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(newCart).not.toBe(cartId)
    const after = await graphqlAs<{ customerCart: { total_quantity: number } }>(token, '{ customerCart { total_quantity } }')
    expect(after.data?.customerCart.total_quantity).toBe(owned.data!.customerCart.total_quantity)

    // The basket page and its panel show a guest nothing of it.
    const basket = await SELF.fetch(`${ORIGIN}/cart`, { redirect: 'manual', headers: { Cookie: `cart=${cartId}` } })
    expect(basket.status).toBeLessThan(500)
    await basket.body?.cancel()
    const panel = await SELF.fetch(`${ORIGIN}/api/magento/basketPanel`, { headers: { Cookie: `cart=${cartId}` } })
    expect(panel.status).toBeLessThan(500)
    await panel.body?.cancel()
  })
})
