import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlAs } from '../../test/graphql-client'
import { CREATE_CUSTOMER, DEFAULT_PASSWORD, mailedKey, signedInCustomer } from '../../test/customers'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'
const get = (path: string, cookie?: string) => SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} })

type Facts = {
  categoryPath: string
  categoryName: string
  productPath: string
  productName: string
  productSku: string
  renamedPath: string
  renamedTarget: string
  inkBrandPath: string
}
let facts: Facts

async function one<T>(sql: string): Promise<T> {
  const row = await env.DB.prepare(sql).first<T>()
  if (!row) throw new Error(`no row for ${sql}`)
  return row
}

/** What a rendered page says about itself: status, kind, title, language and canonical link. */
async function page(path: string, cookie?: string) {
  const response = await get(path, cookie)
  const html = await response.text()
  return {
    status: response.status,
    kind: /data-page-kind="([^"]+)"/.exec(html)?.[1] ?? null,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1] ?? null,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null,
    cacheControl: response.headers.get('cache-control'),
    html,
  }
}

beforeAll(async () => {
  await seedCatalogue()
  const category = await one<{ request_path: string; name: string }>(
    "SELECT u.request_path, c.name FROM url_rewrites u JOIN categories c ON c.id = CAST(u.entity_key AS INTEGER) WHERE u.entity_type = 'CATEGORY' AND u.redirect_type = 0 AND c.url_path LIKE '%/%' AND c.url_path NOT LIKE '%/%/%' AND c.url_path NOT LIKE 'printers/%' ORDER BY c.id LIMIT 1",
  )
  const product = await one<{ request_path: string; name: string; sku: string }>(
    "SELECT u.request_path, p.name, p.sku FROM url_rewrites u JOIN products p ON p.id = CAST(u.entity_key AS INTEGER) WHERE u.entity_type = 'PRODUCT' AND u.redirect_type = 0 AND p.status = 1 ORDER BY p.id LIMIT 1",
  )
  const renamed = await one<{ request_path: string; target_path: string }>("SELECT request_path, target_path FROM url_rewrites WHERE redirect_type = 301 AND entity_type = 'PRODUCT' LIMIT 1")
  facts = {
    categoryPath: `/${category.request_path}`,
    categoryName: category.name,
    productPath: `/${product.request_path}`,
    productName: product.name,
    productSku: product.sku,
    renamedPath: `/${renamed.request_path}`,
    renamedTarget: `/${renamed.target_path}`,
    inkBrandPath: `/${category.request_path.split('/').slice(0, 2).join('/')}`,
  }
})

describe('home paths', () => {
  it.each(['/', '/pwa.html', '/Home'])('%s is the home page with / as canonical', async (path) => {
    const result = await page(path)
    expect(result.status).toBe(200)
    expect(result.lang).toBe('en-GB')
    expect(result.canonical).toBe(`${ORIGIN}/`)
  })

  it.each(['/de', '/de/', '/de/Home'])('%s is the German home page', async (path) => {
    const result = await page(path)
    expect(result.status).toBe(200)
    expect(result.lang).toBe('de-DE')
    expect(result.canonical).toBe(`${ORIGIN}/de/`)
  })
})

describe('cacheable responses', () => {
  it('never set a cookie on public pages, even for a visitor with a session', async () => {
    const paths = ['/', '/de/', facts.categoryPath, facts.productPath, '/aboutus.html', '/contact.html', '/printers.html', '/robots.txt', '/sitemap.xml']
    for (const path of paths) {
      const response = await get(path, 'customer=SomeCustomerToken1234567890; cart=somecart; price_display_type=1')
      expect(response.status, path).toBe(200)
      expect(response.headers.getSetCookie(), path).toEqual([])
      expect(response.headers.get('cache-control') ?? '', path).not.toContain('no-store')
      await response.body?.cancel()
    }
  })

  it('answers HEAD like GET, without a body', async () => {
    const response = await SELF.fetch(`${ORIGIN}${facts.categoryPath}`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await response.text()).toBe('')
  })
})

describe('catch-all through the route lookup', () => {
  it('renders a category with its name and canonical URL', async () => {
    const result = await page(facts.categoryPath)
    expect(result).toMatchObject({ status: 200, kind: 'category', lang: 'en-GB', canonical: `${ORIGIN}${facts.categoryPath}` })
    expect(result.html).toContain(`>${facts.categoryName}</h1>`)
  })

  it('renders a product by its URL rewrite', async () => {
    const result = await page(facts.productPath)
    expect(result).toMatchObject({ status: 200, kind: 'product', canonical: `${ORIGIN}${facts.productPath}` })
  })

  it('renders the German store under /de/ in euros with German texts', async () => {
    const result = await page(`/de${facts.categoryPath}`)
    expect(result).toMatchObject({ status: 200, kind: 'category', lang: 'de-DE', canonical: `${ORIGIN}/de${facts.categoryPath}` })
    expect(result.html).toContain('Zum Hauptinhalt springen')
    expect(result.html).toContain('€')
  })

  it('follows a 301 rewrite to the relative target, keeping the store prefix', async () => {
    const response = await get(facts.renamedPath)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(facts.renamedTarget)
    const german = await get(`/de${facts.renamedPath}`)
    expect(german.status).toBe(301)
    expect(german.headers.get('location')).toBe(`/de${facts.renamedTarget}`)
  })

  it('follows a 302 rewrite with its code and keeps the query string', async () => {
    const target = await one<{ target_path: string }>("SELECT target_path FROM url_rewrites WHERE request_path = 'christmas.html'")
    const response = await get('/christmas.html?utm_source=mail')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`/${target.target_path}?utm_source=mail`)
  })

  it('sends an unknown three-segment category path to its parent with 302', async () => {
    const response = await get(`${facts.inkBrandPath}/no-such-model`)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`${facts.inkBrandPath}.html`)
  })

  it('does not apply the three-segment rule under printers', async () => {
    expect((await get('/printers/hp/no-such-model')).status).toBe(404)
  })

  it.each([
    ['/constructor', 'en-GB'],
    ['/__proto__', 'en-GB'],
    ['/toString/x', 'en-GB'],
    ['/hasOwnProperty', 'en-GB'],
    ['/de/constructor', 'de-DE'],
    ['/de/__proto__/x', 'de-DE'],
  ])('answers %s, a built-in property name, with the not-found page of its store', async (path, lang) => {
    const result = await page(path)
    expect(result.status).toBe(404)
    expect(result.lang).toBe(lang)
  })

  it.each(['/no-such-page.html', '/a/b', '/%E0%A4%A', '/x/../etc/passwd', `/${'a'.repeat(600)}`])('answers %s with the not-found page', async (path) => {
    const result = await page(path)
    expect(result.status).toBe(404)
    expect(result.html).toContain('couldn')
  })

  it('sends the CMS home page identifier to the home page (the home marker)', async () => {
    const response = await get('/home')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/')
  })
})

describe('content pages', () => {
  it('loads a fixed content page by identifier with its CMS title', async () => {
    const cms = await one<{ title: string; meta_title: string | null }>("SELECT title, meta_title FROM cms_pages WHERE identifier = 'aboutus'")
    const result = await page('/aboutus.html')
    expect(result).toMatchObject({ status: 200, kind: 'content', canonical: `${ORIGIN}/aboutus.html` })
    // Named once: a meta title that already names the shop is the whole title.
    expect(result.title?.startsWith(cms.meta_title || cms.title)).toBe(true)
    expect(result.title?.split('Cartridge Corner')).toHaveLength(2)
  })

  it('maps /slavery-{year} to that year’s statement and 404s an unknown year', async () => {
    const year = await one<{ identifier: string }>("SELECT identifier FROM cms_pages WHERE identifier LIKE 'slavery-20%' ORDER BY identifier LIMIT 1")
    expect((await page(`/${year.identifier}`)).kind).toBe('content')
    expect((await get('/slavery-1999')).status).toBe(404)
  })

  it('serves /Page and /Cms/Cms by identifier and 404s without one', async () => {
    expect((await page('/Page?identifier=terms')).kind).toBe('content')
    expect((await page('/Cms/Cms?identifier=terms')).kind).toBe('content')
    expect((await get('/Page')).status).toBe(404)
    expect((await get('/Page?identifier=%3Cscript%3E')).status).toBe(404)
  })

  it.each([
    ['/contact.html', 'contact', 'Contact us | Cartridge Corner'],
    ['/ContactUs', 'contact', 'Contact us | Cartridge Corner'],
    ['/diagnostic', 'diagnostic', 'Diagnostics | Cartridge Corner'],
    ['/Faq', 'faq', 'Frequently Asked Questions | Cartridge Corner'],
    ['/news', 'content', 'News | Cartridge Corner'],
    ['/switch-save', 'switch-save', 'Switch and save | Cartridge Corner'],
    ['/paper/find-paper-and-labels', 'paper-finder', 'Find paper and labels | Cartridge Corner'],
    ['/paper/find-paper-and-labels/laser/labels', 'paper-finder', 'Labels for laser printers | Cartridge Corner'],
    ['/de/contact.html', 'contact', 'Kontakt | Cartridge Corner'],
    ['/newsletter', 'newsletter', 'Sign up to our newsletter | Cartridge Corner'],
    ['/de/newsletter', 'newsletter', 'Newsletter abonnieren | Cartridge Corner'],
  ])('%s is the %s page titled "%s"', async (path, kind, title) => {
    const result = await page(path)
    expect(result).toMatchObject({ status: 200, kind, title })
  })
})

describe('printer finder', () => {
  it.each(['/printer-finder', '/printer-finder?brand=hp', '/de/printer-finder?brand=canon'])('%s is the finder with its first page as canonical', async (path) => {
    const result = await page(path)
    const german = path.startsWith('/de/')
    expect(result).toMatchObject({ status: 200, kind: 'printer-finder', lang: german ? 'de-DE' : 'en-GB', canonical: `${ORIGIN}${german ? '/de' : ''}/printer-finder` })
  })
})

describe('printers', () => {
  it.each(['/printers.html', '/Printers'])('%s is the printers landing page', async (path) => {
    const result = await page(path)
    expect(result).toMatchObject({ status: 200, kind: 'printers', canonical: `${ORIGIN}/printers.html` })
  })

  it('treats the known brand and type paths as printers categories, with or without the suffix', async () => {
    expect(await page('/printers/hp.html')).toMatchObject({ status: 200, kind: 'printers', canonical: `${ORIGIN}/printers/hp.html` })
    expect(await page('/printers/laser')).toMatchObject({ status: 200, kind: 'printers', canonical: `${ORIGIN}/printers/laser.html` })
    expect((await get('/printers/no-such-brand')).status).toBe(404)
  })
})

describe('search', () => {
  it('needs a non-blank q or term', async () => {
    expect((await get('/search')).status).toBe(404)
    expect((await get('/search?q=%20%20')).status).toBe(404)
    expect((await get('/search?q=%3Cb%3E%3C%2Fb%3E')).status).toBe(404)
  })

  it('shows results for q and for term, never indexed or stored', async () => {
    const byQ = await page('/search?q=toner')
    expect(byQ).toMatchObject({ status: 200, kind: 'search', title: 'Search results for “toner” | Cartridge Corner', cacheControl: 'no-store' })
    expect(byQ.html).toContain('<meta name="robots" content="noindex"/>')
    expect((await page('/search?term=toner')).kind).toBe('search')
  })

  it('strips tags from the term before searching', async () => {
    const result = await page('/search?q=%3Cem%3Etoner%3C%2Fem%3E')
    expect(result.title).toBe('Search results for “toner” | Cartridge Corner')
  })

  it('redirects an exact SKU with 301 to the product', async () => {
    const response = await get(`/search?q=${encodeURIComponent(facts.productSku)}`)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(facts.productPath)
  })
})

describe('product fallbacks', () => {
  it('serves /p/{sku} with the rewrite as canonical', async () => {
    const result = await page(`/p/${encodeURIComponent(facts.productSku)}`)
    expect(result).toMatchObject({ status: 200, kind: 'product', canonical: `${ORIGIN}${facts.productPath}` })
  })

  it('404s an unknown or malformed SKU', async () => {
    expect((await get('/p/NO-SUCH-SKU')).status).toBe(404)
    expect((await get('/p/%3Cscript%3E')).status).toBe(404)
  })

  it('sends /Product?sku= to /p/{sku} and 404s without a sku', async () => {
    const response = await get(`/Product?sku=${encodeURIComponent(facts.productSku)}`)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(`/p/${encodeURIComponent(facts.productSku)}`)
    expect((await get('/Product')).status).toBe(404)
  })
})

describe('basket and checkout', () => {
  async function cartWithItem(): Promise<string> {
    const created = await graphqlAs<{ createEmptyCart: string }>(null, 'mutation { createEmptyCart }')
    const cartId = created.data!.createEmptyCart
    const added = await graphqlAs<{ addProductsToCart: { user_errors: unknown[] } }>(
      null,
      'mutation A($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { code message } } }',
      { cartId, sku: facts.productSku },
    )
    expect(added.data!.addProductsToCart.user_errors).toEqual([])
    return cartId
  }

  it('shows the basket, never stored', async () => {
    expect(await page('/cart')).toMatchObject({ status: 200, kind: 'cart', title: 'Shopping basket | Cartridge Corner', cacheControl: 'no-store' })
    expect(await page('/de/cart')).toMatchObject({ status: 200, kind: 'cart', title: 'Warenkorb | Cartridge Corner', lang: 'de-DE' })
  })

  it('starts checkout at the user-account step', async () => {
    const response = await get('/checkout')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/checkout/user-account')
    expect((await get('/de/checkout')).headers.get('location')).toBe('/de/checkout/user-account')
  })

  it('sends shoppers without a cart, or with an empty or unknown one, to the basket', async () => {
    for (const cookie of [undefined, 'cart=unknowncart0000000000000000000', 'cart=<bad>']) {
      const response = await get('/checkout/shipping', cookie)
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('/cart')
    }
    const empty = (await graphqlAs<{ createEmptyCart: string }>(null, 'mutation { createEmptyCart }')).data!.createEmptyCart
    expect((await get('/checkout/payment', `cart=${empty}`)).headers.get('location')).toBe('/cart')
  })

  it('opens the first step for a new cart and leads later steps back to it', async () => {
    const cartId = await cartWithItem()
    expect(await page('/checkout/user-account', `cart=${cartId}`)).toMatchObject({ status: 200, kind: 'checkout', cacheControl: 'no-store' })
    for (const step of ['shipping', 'billing', 'payment']) {
      const response = await get(`/checkout/${step}`, `cart=${cartId}`)
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('/checkout/user-account')
    }
  })

  it('sends the thank-you step without a placed order to the basket and 404s unknown steps', async () => {
    expect((await get('/checkout/thank-you')).headers.get('location')).toBe('/cart')
    expect((await get('/checkout/review')).status).toBe(404)
  })
})

describe('account pages', () => {
  let token: string
  beforeAll(async () => {
    token = await signedInCustomer('routes@example.co.uk')
  })

  it.each(['/customer', '/customer/my-profile', '/customer/order-history/000000001', '/de/customer/my-wishlist'])('%s sends guests home', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(path.startsWith('/de/') ? '/de/' : '/')
  })

  it('shows account pages to a signed-in customer, greeting them, never stored', async () => {
    const result = await page('/customer', `customer=${token}`)
    expect(result).toMatchObject({ status: 200, kind: 'account', title: 'My Account | Cartridge Corner', cacheControl: 'no-store' })
    expect(result.html).toContain('Grace Hopper')
    expect(result.html).toContain('routes@example.co.uk')
    // An order that is not this customer's is simply not there.
    expect((await get('/customer/order-history/000000042', `customer=${token}`)).status).toBe(404)
    // An address that is not in this customer's book is simply not there.
    expect((await get('/customer/addresses-details/edit/7', `customer=${token}`)).status).toBe(404)
  })

  it('404s an account page whose parameter fails validation', async () => {
    expect((await get('/customer/addresses-details/edit/abc', `customer=${token}`)).status).toBe(404)
    expect((await get('/customer/order-history/%3Cx%3E', `customer=${token}`)).status).toBe(404)
  })

  it('signs out an ended session: cookies cleared, notice left, sent home, basket kept on the back end', async () => {
    const response = await get('/customer/my-profile', 'customer=ExpiredOrUnknownToken1234567890; cart=somecart')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/')
    const cookies = response.headers.getSetCookie()
    expect(cookies.some((c) => /^customer=;.*Max-Age=0/.test(c))).toBe(true)
    expect(cookies.some((c) => /^cart=;.*Max-Age=0/.test(c))).toBe(true)
    expect(cookies.some((c) => c.startsWith('message=session-ended;'))).toBe(true)

    const home = await page('/', 'message=session-ended')
    expect(home.html).toContain('Your session has ended. Please sign in again; your basket has been kept.')
    expect(home.cacheControl).toBe('no-store')
  })

  it.each([
    ['/customer/account', '/customer'],
    ['/customer/account/edit/', '/customer/my-profile'],
    ['/sales/order/history/', '/customer/order-history'],
    ['/newsletter/manage/', '/customer/my-newsletter'],
    ['/review/customer/', '/customer/my-reviews'],
    ['/customer/speedy/index/', '/customer/quick-reorder'],
    ['/de/customer/address/', '/de/customer/addresses-details'],
  ])('redirects the Magento path %s to %s', async (from, to) => {
    const response = await get(from)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(to)
  })

  it('shows sign-in pages to guests and sends customers to their account', async () => {
    expect(await page('/customer/account/login')).toMatchObject({ status: 200, kind: 'sign-in', title: 'Sign in | Cartridge Corner' })
    expect(await page('/customer/account/create')).toMatchObject({ status: 200, kind: 'register' })
    expect(await page('/customer/account/forgotpassword')).toMatchObject({ status: 200, kind: 'forgot-password' })
    // Without the e-mail's link there is nothing to reset: the way to ask for one.
    expect(await page('/customer/account/createpassword')).toMatchObject({ status: 400, kind: 'create-password' })
    expect((await get('/customer/account/login', `customer=${token}`)).headers.get('location')).toBe('/customer')
  })

  it('signs out at /customer/account/logout/ only by its form post: token revoked, cookies cleared', async () => {
    const own = await signedInCustomer('logout@example.co.uk')
    // Opened by a link (an image or link on another site can do that), it only asks.
    const asked = await get('/customer/account/logout/', `customer=${own}`)
    expect(asked.status).toBe(200)
    expect(asked.headers.getSetCookie()).toEqual([])
    const confirm = await asked.text()
    expect(confirm).toContain('data-page-kind="sign-out"')
    const form = /<form[^>]*action="\/customer\/account\/logout"[^>]*>(.*?)<\/form>/.exec(confirm)
    expect(form?.[0]).toContain('method="post"')
    expect(form?.[1]).toMatch(/<button type="submit"[^>]*>Sign out<\/button>/)
    expect((await graphqlAs(own, '{ customer { email } }')).data?.customer).toEqual({ email: 'logout@example.co.uk' })
    // A guest has nothing to sign out of.
    expect((await get('/customer/account/logout/')).headers.get('location')).toBe('/')

    const forged = await SELF.fetch(`${ORIGIN}/customer/account/logout/`, { method: 'POST', redirect: 'manual', headers: { Cookie: `customer=${own}`, Referer: 'https://evil.example/' } })
    expect(forged.status).toBe(403)
    expect((await graphqlAs(own, '{ customer { email } }')).data?.customer).toEqual({ email: 'logout@example.co.uk' })

    const response = await SELF.fetch(`${ORIGIN}/customer/account/logout/`, { method: 'POST', redirect: 'manual', headers: { Cookie: `customer=${own}`, Origin: ORIGIN } })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/')
    expect(response.headers.getSetCookie().some((c) => /^customer=;.*Max-Age=0/.test(c))).toBe(true)
    const after = await graphqlAs(own, '{ customer { email } }')
    expect(after.errors?.[0]?.extensions?.category).toBe('graphql-authorization')
  })

  it('confirms a new account from the e-mail link, once', async () => {
    const email = 'confirm-me@example.co.uk'
    await graphqlAs(null, CREATE_CUSTOMER, { input: { firstname: 'Ada', lastname: 'Lovelace', email, password: DEFAULT_PASSWORD } })
    const link = `/customer/account/confirm/?email=${encodeURIComponent(email)}&key=${encodeURIComponent(await mailedKey(email, 'account_confirmation', 'key'))}`
    const first = await get(link)
    expect(first.status).toBe(302)
    expect(first.headers.get('location')).toBe('/customer/account/login')
    expect(first.headers.getSetCookie().some((c) => c.startsWith('message=account-confirmed;'))).toBe(true)
    const signIn = await page('/customer/account/login', 'message=account-confirmed')
    expect(signIn.html).toContain('Thank you for confirming your account. You can sign in now.')

    const again = await get(link)
    expect(again.headers.getSetCookie().some((c) => c.startsWith('message=confirmation-failed;'))).toBe(true)
    const forged = await get('/customer/account/confirm/?email=not-an-email&key=x')
    expect(forged.status).toBe(302)
    expect(forged.headers.getSetCookie().some((c) => c.startsWith('message=confirmation-failed;'))).toBe(true)
  })
})
