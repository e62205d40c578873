/**
 * The German store end to end (issue 18 point 4): every page family under /de/ speaks German. The
 * check reads each page's HTML, including the texts its islands will show (their JSON props), and
 * looks for any en_GB catalogue text that the de_DE catalogue says differently.
 */
import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_PAGE_PATHS } from '../../shared/constants/shop-paths'
import { deDE } from '../../shared/messages/de-de'
import { enGB, type MessageKey } from '../../shared/messages/en-gb'
import { signedInCustomer } from '../../test/customers'
import { IN_STOCK_SIMPLE, orderOfOne, productWhere } from '../../test/orders'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'

/**
 * English fragments worth looking for: each catalogue text split at its placeholders, pieces of at
 * least 12 characters (short ones such as "Email" or "Total" are the same in many languages or
 * part of other words), where the German text differs.
 */
const ENGLISH_FRAGMENTS: readonly { key: MessageKey; fragment: string }[] = (Object.keys(enGB) as MessageKey[]).flatMap((key) =>
  enGB[key] === deDE[key]
    ? []
    : enGB[key]
        .split(/\{[a-zA-Z]+\}/)
        .map((piece) => piece.trim())
        .filter((piece) => piece.length >= 12 && !deDE[key].includes(piece))
        .map((fragment) => ({ key, fragment })),
)

/** The page as text a reader or an island sees: tags gone, references and JSON escapes decoded. */
function readable(html: string): string {
  return html
    .replace(/<script(?![^>]*application\/(?:json|ld\+json))[^>]*>[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\\u0026/g, '&')
    .replace(/\\"/g, '"')
    .replace(/\s+/g, ' ')
}

function englishIn(html: string): string[] {
  const text = readable(html)
  return ENGLISH_FRAGMENTS.filter(({ fragment }) => text.includes(fragment)).map(({ key, fragment }) => `${key}: ${fragment}`)
}

async function germanPage(path: string, cookie = ''): Promise<string> {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { headers: { Cookie: cookie }, redirect: 'manual' })
  expect([200, 404], path).toContain(response.status)
  const html = await response.text()
  expect(html, path).toMatch(/<html lang="de-DE"[ >]/)
  return html
}

let pages: { product: string; category: string; printer: string }

beforeAll(async () => {
  await seedCatalogue()
  const row = async (sql: string) => (await env.DB.prepare(sql).first<{ request_path: string }>())!.request_path
  pages = {
    product: `/${await row("SELECT request_path FROM url_rewrites WHERE entity_type = 'PRODUCT' AND redirect_type = 0 LIMIT 1")}`,
    category: `/${await row("SELECT request_path FROM url_rewrites WHERE entity_type = 'CATEGORY' AND redirect_type = 0 AND request_path LIKE 'ink-cartridges/%' LIMIT 1")}`,
    printer: `/${(await env.DB.prepare("SELECT url_path FROM categories WHERE kind = 'printer_model' ORDER BY id LIMIT 1").first<{ url_path: string }>())!.url_path}.html`,
  }
})

describe('the German store', () => {
  it('has German for every English text it could show', () => {
    expect(ENGLISH_FRAGMENTS.length).toBeGreaterThan(300)
  })

  it('marks each indexable page German, links its English twin with hreflang, and prices in euros', async () => {
    for (const path of ['/', pages.category, pages.product, '/terms.html', '/contact.html', '/Faq', '/news']) {
      const html = await germanPage(`/de${path}`)
      expect(html, path).toContain(`<link rel="alternate" hrefLang="en-GB" href="${ORIGIN}${path}"/>`)
      expect(html, path).toContain(`<link rel="alternate" hrefLang="de-DE" href="${ORIGIN}/de${path}"/>`)
      expect(html, path).toContain(`<link rel="alternate" hrefLang="x-default" href="${ORIGIN}${path}"/>`)
    }
    // Prices as German shoppers write them: euros, decimal comma, the sign after the amount.
    for (const path of [pages.category, pages.product]) {
      const html = await germanPage(`/de${path}`)
      expect(html, path).toMatch(/\d+,\d{2}\u00a0€/)
      expect(html, path).not.toContain('£')
    }
  })

  it('shows no English on the pages anyone can open', async () => {
    const paths = [
      '/de/',
      pages.category,
      `/de${pages.category}?specification_colour=black`,
      pages.printer,
      pages.product,
      '/de/search?q=toner',
      '/de/printers',
      '/de/printer-finder',
      '/de/paper/find-paper-and-labels',
      '/de/switch-save',
      '/de/cart',
      '/de/customer/account/login',
      '/de/customer/account/create',
      '/de/customer/account/forgotpassword',
      '/de/sales/guest/form',
      '/de/aboutus.html',
      '/de/terms.html',
      '/de/contact.html',
      '/de/Faq',
      '/de/news',
      '/de/diagnostic',
      '/de/no-such-page-at-all',
    ].map((path) => (path.startsWith('/de') ? path : `/de${path}`))
    const found: string[] = []
    for (const path of paths) for (const english of englishIn(await germanPage(path))) found.push(`${path} ${english}`)
    expect(found).toEqual([])
  })

  it('shows no English in the basket and the checkout', async () => {
    // A German shopper's basket: filled by the German store's own add-to-basket form.
    const added = await SELF.fetch(`${ORIGIN}/de/checkout/cart/add`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
      body: new URLSearchParams({ sku: (await productWhere(IN_STOCK_SIMPLE)).sku, quantity: '2' }).toString(),
    })
    const cart = added.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!).find((pair) => pair.startsWith('cart_de='))!
    const found: string[] = []
    for (const path of ['/de/cart', '/de/checkout/user-account']) {
      for (const english of englishIn(await germanPage(path, cart))) found.push(`${path} ${english}`)
    }
    expect(found).toEqual([])
  })

  it('shows no English on a customer’s account pages', async () => {
    const token = await signedInCustomer('german.walker@example.de')
    // Placed in the German store: a store view lists and shows its own orders.
    const { number } = await orderOfOne(token, 1, undefined, 'de')
    const paths = [...Object.values(ACCOUNT_PAGE_PATHS), '/customer/addresses-details/create', `/customer/order-history/${number}`].map((path) => `/de${path}`)
    const found: string[] = []
    for (const path of paths) for (const english of englishIn(await germanPage(path, `customer=${token}`))) found.push(`${path} ${english}`)
    expect(found).toEqual([])
  })

  it('names its catalogue in German: menu, headings, facets, product names and copy', async () => {
    const text = readable(await germanPage(`/de${pages.printer}`))
    for (const german of ['Tintenpatronen', 'Tonerkartuschen', 'Schriftbänder', 'Papier', 'Drucker', 'Produktart', 'Farbe', 'Schwarz', 'Diese Tintenpatronen passen in Ihren', 'Flächendeckung']) {
      expect(text, german).toContain(german)
    }
    for (const english of ['Ink Cartridges', 'Toner Cartridges', 'Label Tape', '3D Printer Filament', 'Photo Paper', 'Product Type', 'Ink Cartridge', 'These cartridges fit', 'Rated ']) {
      expect(text, english).not.toContain(english)
    }
    // The English store is as it was.
    const response = await SELF.fetch(`${ORIGIN}${pages.printer}`)
    const englishText = readable(await response.text())
    for (const english of ['Ink Cartridges', 'Product Type', 'Black', 'These cartridges fit your']) expect(englishText, english).toContain(english)
  })
})
