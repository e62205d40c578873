/**
 * The German store shows no English that comes from the back end's data: product pages of every
 * kind (printer, cartridge, multipack bundle, download, paper, label tape, filament) and the
 * basket. The English to look for is taken from the data itself: the default rows whose German
 * rows say it differently (printer specification, bundle option and link titles, coupon labels),
 * and any text a product's English and German pages show alike that reads as English. Reviews
 * customers wrote stay in their language, as in Magento.
 */
import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { addToCart, cartOf, checkout, IN_STOCK_SIMPLE, must, productWhere } from '../../test/orders'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'

type Row = { group: string; label: string; value: string }

const decode = (text: string) =>
  text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&nbsp;/g, '\u00a0').replace(/&amp;/g, '&')

/** Each text an element shows on its own (a table cell, a legend, a list item), scripts left out. */
function textsOf(html: string): Set<string> {
  const visible = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, ' ').replace(/<!--[\s\S]*?-->/g, '')
  return new Set(visible.split(/<[^>]+>/).map((text) => decode(text).replace(/\s+/g, ' ').trim()).filter(Boolean))
}

async function pageTexts(path: string, cookie = ''): Promise<Set<string>> {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { headers: { Cookie: cookie } })
  expect(response.status, path).toBe(200)
  return textsOf(await response.text())
}

/** Words a German page never needs from the back end: they mark a text as English. */
const ENGLISH = /\b(the|and|with|for|your|our|of|to|pages?|sheets?|Yes|No|colour|black|white|paper|printer|delivery|stock|days?|free|per|pack|United Kingdom|Not applicable|Up to)\b/i

let german: number

beforeAll(async () => {
  await seedCatalogue()
  german = (await env.DB.prepare("SELECT store_id FROM store_configs WHERE store_code = 'de'").first<{ store_id: number }>())!.store_id
})

/** The customers' own words about a product, which stay as written. */
async function reviewTexts(sku: string): Promise<Set<string>> {
  const { results } = await env.DB.prepare('SELECT r.nickname, r.summary, r.text FROM reviews r JOIN products p ON p.id = r.product_id WHERE p.sku = ?1').bind(sku).all<Record<string, string>>()
  return new Set(results.flatMap((r) => [r.nickname!, r.summary!, r.text!].map((t) => t.replace(/\s+/g, ' ').trim())))
}

/** Texts a product's English and German pages both show that read as English (reviews aside). */
async function englishOnGermanPage(sku: string): Promise<string[]> {
  const [english, germanTexts, reviews] = await Promise.all([pageTexts(`/p/${sku}`), pageTexts(`/de/p/${sku}`), reviewTexts(sku)])
  // SKUs and codes ('CC-PAPER-EVERYDAY-COPIER-PAPER-75') are the same in every language.
  return [...germanTexts].filter((text) => english.has(text) && ENGLISH.test(text) && !reviews.has(text) && !/^[A-Z0-9-]+$/.test(text))
}

const skuWhere = async (where: string) => (await productWhere(`p.status = 1 AND p.visibility > 1 AND ${where}`)).sku

describe('the German store’s product pages', () => {
  it('show a printer’s specification in German, every row its English row says differently', async () => {
    const printer = (await env.DB.prepare(
      `SELECT p.sku, json_extract(t.extras, '$.printer_specification') AS english, json_extract(s.extras, '$.printer_specification') AS german
       FROM products p JOIN product_texts t ON t.product_id = p.id JOIN product_store_texts s ON s.product_id = p.id AND s.store_id = ?1
       WHERE p.status = 1 AND json_extract(t.extras, '$.printer_specification') IS NOT NULL ORDER BY json_array_length(t.extras, '$.printer_specification') DESC, p.id LIMIT 1`,
    )
      .bind(german)
      .first<{ sku: string; english: string; german: string }>())!
    const [englishRows, germanRows] = [JSON.parse(printer.english) as Row[], JSON.parse(printer.german) as Row[]]
    const germanWords = new Set(germanRows.flatMap((r) => [r.group, r.label, r.value]))
    const englishOnly = new Set(
      englishRows.flatMap((row, i) => (['group', 'label', 'value'] as const).map((key) => (row[key] !== germanRows[i]![key] ? row[key] : ''))).filter((t) => t && !germanWords.has(t)),
    )
    expect([...englishOnly]).toEqual(expect.arrayContaining(['Monthly duty cycle', 'General']))
    // The English page shows them, so their absence from the German page means something.
    const englishPage = await pageTexts(`/p/${printer.sku}`)
    expect([...englishOnly].filter((text) => !englishPage.has(text))).toEqual([])
    const germanPage = await pageTexts(`/de/p/${printer.sku}`)
    expect([...englishOnly].filter((text) => germanPage.has(text))).toEqual([])
    expect([...germanWords].filter((text) => !germanPage.has(text))).toEqual([])
    expect([...germanPage]).toContain("Monatliche Druckleistung")
  })

  it('title a multipack’s options in German', async () => {
    const { results } = await env.DB.prepare(
      `SELECT p.sku, o.title AS english, t.title AS german FROM bundle_options o JOIN products p ON p.id = o.product_id
       JOIN bundle_option_titles t ON t.option_id = o.option_id AND t.store_id = ?1
       WHERE p.id = (SELECT o2.product_id FROM bundle_options o2 JOIN products p2 ON p2.id = o2.product_id WHERE o2.title = 'Black' AND p2.status = 1 ORDER BY o2.product_id LIMIT 1)`,
    )
      .bind(german)
      .all<{ sku: string; english: string; german: string }>()
    expect(results.map((r) => r.german)).toContain('Schwarz')
    const germanPage = await pageTexts(`/de/p/${results[0]!.sku}`)
    for (const option of results) {
      expect([...germanPage], option.german).toContain(option.german)
      expect([...germanPage], option.english).not.toContain(option.english)
    }
  })

  it('title a download’s links in German', async () => {
    const { results } = await env.DB.prepare('SELECT p.sku, t.title FROM downloadable_link_titles t JOIN products p ON p.id = t.product_id WHERE t.store_id = ?1').bind(german).all<{ sku: string; title: string }>()
    const germanPage = await pageTexts(`/de/p/${results[0]!.sku}`)
    expect(results.map((r) => r.title).filter((title) => !germanPage.has(title))).toEqual([])
    for (const english of ['Label Studio for Windows', 'Label Studio for macOS', 'Template pack (800 designs)']) expect([...germanPage]).not.toContain(english)
    expect(await englishOnGermanPage(results[0]!.sku)).toEqual([])
  })

  it('show nothing English on the page of any kind of product', async () => {
    const products = {
      printer: await skuWhere("p.attribute_set_id = 21 AND p.type_id = 'simple'"),
      cartridge: await skuWhere("p.type_id = 'simple' AND p.sku NOT LIKE 'CC-%' AND p.id IN (SELECT product_id FROM product_attribute_values WHERE attribute_code = 'specification_colour')"),
      ownBrand: await skuWhere("p.sku LIKE 'CC-%'"),
      bundle: await skuWhere("p.type_id = 'bundle'"),
      paper: await skuWhere("p.type_id = 'configurable' AND p.url_key LIKE '%paper%'"),
      photoPaper: await skuWhere("p.url_key LIKE '%photo-paper%'"),
      labels: await skuWhere("p.url_key LIKE '%labels-%-per-sheet%'"),
      tape: await skuWhere("p.url_key LIKE '%laminated-label%'"),
      filament: await skuWhere("p.url_key LIKE '%filament%'"),
      officeSet: await skuWhere("p.type_id = 'grouped'"),
    }
    const found: string[] = []
    for (const [kind, sku] of Object.entries(products)) for (const text of await englishOnGermanPage(sku)) found.push(`${kind} ${sku}: ${text}`)
    expect(found).toEqual([])
  })
})

describe('the German basket', () => {
  it('names a coupon with its German label', async () => {
    const form = (path: string, body: Record<string, string>, cookie = '') =>
      SELF.fetch(`${ORIGIN}${path}`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, Cookie: cookie }, body: new URLSearchParams(body).toString() })
    const added = await form('/de/checkout/cart/add', { sku: (await productWhere(IN_STOCK_SIMPLE)).sku, quantity: '2' })
    const cart = added.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!).find((pair) => pair.startsWith('cart_de='))!
    await form('/de/checkout/cart/coupon', { code: 'SAVE10' }, cart)
    const basket = [...(await pageTexts('/de/cart', cart))]
    expect(basket.some((text) => text.includes('10 % Rabatt auf Ihre Bestellung'))).toBe(true)
    expect(basket.filter((text) => /10% off your order|^(Discount|VAT)\b/.test(text))).toEqual([])
  })
})

describe('a customer’s order in the German store', () => {
  it('names its status, delivery, payment and coupon in German', async () => {
    const token = await signedInCustomer('coupon.kunde@example.de')
    const id = await cartOf(token, 'de')
    await addToCart(token, id, [{ sku: (await productWhere(IN_STOCK_SIMPLE)).sku, quantity: 1 }], 'de')
    await must(token, 'mutation C($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "SAVE10" }) { cart { id } } }', { id }, 'de')
    const number = await checkout(token, id, 'coupon.kunde@example.de', 'de')
    const texts = [...(await pageTexts(`/de/customer/order-history/${number}`, `customer=${token}`))]
    for (const german of ['Ausstehend', 'Lieferung am nächsten Werktag', 'Scheck', '10 % Rabatt auf Ihre Bestellung']) expect(texts.some((text) => text.includes(german)), german).toBe(true)
    expect(texts.filter((text) => /\bpending\b|^Cheque$|10% off your order|[Dd]elivery/.test(text))).toEqual([])
  })
})
