import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { escapeHtml } from '../../shared/html/escape-html'
import { googleProductErrors, jsonLdOf } from '../../test/google-product-rules'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'

type Row = { sku: string; url_key: string; type_id: string }

/** One enabled, visible product matching the condition, from the seeded catalogue. */
async function productWhere(condition: string): Promise<Row> {
  const row = await env.DB.prepare(`SELECT sku, url_key, type_id FROM products WHERE status = 1 AND visibility > 1 AND ${condition} ORDER BY id LIMIT 1`).first<Row>()
  if (!row) throw new Error(`the test catalogue has no product where ${condition}`)
  return row
}

async function page(path: string) {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' })
  return { response, html: await response.text() }
}

/** The JSON-LD objects of a page, by @type. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]

/** Whether the page has a match: failures name the pattern, not the whole page. */
const has = (html: string, pattern: RegExp | string) => (typeof pattern === 'string' ? html.includes(pattern) : pattern.test(html))

beforeAll(() => seedCatalogue())

describe('a simple product', () => {
  let product: Row
  beforeAll(async () => {
    product = await productWhere("type_id = 'simple' AND review_count > 0 AND EXISTS (SELECT 1 FROM product_links l WHERE l.product_id = products.id AND l.link_type = 'buy_together')")
  })

  it('has its whole page: name, price, buy box, tabs, no placeholder', async () => {
    const { response, html } = await page(`/${product.url_key}.html`)
    expect(response.status).toBe(200)
    expect(has(html, 'being prepared')).toBe(false)
    expect(has(html, /<h1[^>]*>[^<]+<\/h1>/)).toBe(true)
    expect(has(html, `name="sku" value="${product.sku}"`)).toBe(true)
    expect(has(html, 'data-add-to-cart=""')).toBe(true)
    expect(has(html, /id="reviews"[\s\S]*id="specifications"/)).toBe(true)
    expect(has(html, 'data-buy-together=""')).toBe(true)
    expect(has(html, 'data-delivery-message=""')).toBe(true)
    expect(has(html, 'Page yields are based on 5% coverage of an A4 page.')).toBe(true)
    // Whole without scripts: reviews and cards are in the HTML itself, not in a streamed section
    // that only a script would reveal.
    expect(has(html, /<div hidden id="S:/)).toBe(false)
    expect(has(html, /<h2 id="product-(related|upsell|in-range)"/)).toBe(true)
    expect(has(html, /By [^<]+ on \d{1,2} [A-Z][a-z]+ \d{4}/)).toBe(true)
    // The cards' refusal texts are on the page once, however many rows of cards it has.
    expect([...html.matchAll(/data-cart-texts=""/g)]).toHaveLength(1)
  })

  it('names itself in the head: title, canonical, Open Graph and Twitter card', async () => {
    const { html } = await page(`/${product.url_key}.html?utm_source=mail`)
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${ORIGIN}/${product.url_key}.html`)
    expect(has(html, '<meta property="og:type" content="product"/>')).toBe(true)
    expect(attribute(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(/^https?:\/\//)
    expect(has(html, '<meta name="twitter:card" content="summary_large_image"/>')).toBe(true)
    expect(has(html, '<html lang="en-GB"')).toBe(true)
    // SPEC §1: the page title is the product's name, nothing added (the seeded meta title differs).
    const name = (await env.DB.prepare('SELECT name FROM products WHERE sku = ?1').bind(product.sku).first<{ name: string }>())!.name
    expect(attribute(html, /<title>([^<]+)<\/title>/)).toBe(escapeHtml(name))
    expect(attribute(html, /<meta property="og:title" content="([^"]+)"/)).toBe(escapeHtml(name))
  })

  it('opens the manufacturer tooltip from the manufacturer’s name, a link to the details without scripts (SPEC §2)', async () => {
    const { html } = await page(`/${product.url_key}.html`)
    const extras = (await env.DB.prepare('SELECT x.extras FROM product_texts x JOIN products p ON p.id = x.product_id WHERE p.sku = ?1').bind(product.sku).first<{ extras: string }>())!
    const { manufacturer_anchor: name, manufacturer_address: address } = JSON.parse(extras.extras) as { manufacturer_anchor: string; manufacturer_address: string }
    const opener = /<a href="#manufacturer" data-modal-open="manufacturerTooltip" data-modal-props="([^"]+)" aria-haspopup="dialog"[^>]*>([^<]+)<\/a>/.exec(html)
    expect(opener).not.toBeNull()
    const props = JSON.parse(opener![1]!.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&')) as { title: string; text: string }
    expect(props.title).toBe(name)
    expect(props.text.split('\n')[0]).toBe(address)
    expect(has(html, /<div id="manufacturer"/)).toBe(true)
  })

  it('asks for the main picture early and never lazily', async () => {
    const { html } = await page(`/${product.url_key}.html`)
    const main = /<a [^>]*data-gallery-main=""[^>]*>\s*<img ([^>]+)>/.exec(html)?.[1] ?? ''
    expect(main).toMatch(/fetchPriority="high"/i)
    expect(main).not.toContain('loading="lazy"')
    expect(main).toMatch(/srcSet="[^"]*1080w"/i)
    expect(has(html, /<link rel="preload" as="image"[^>]*fetchPriority="high"/i)).toBe(true)
    // The preload asks for the candidate the picture will use: the same srcset, the same exact sizes.
    const preload = /<link rel="preload" as="image"([^>]*)>/.exec(html)?.[1] ?? ''
    expect(/imageSizes="([^"]+)"/i.exec(preload)?.[1]).toBe(/sizes="([^"]+)"/.exec(main.replace(/srcSet="[^"]*"/i, ''))?.[1])
    expect(/imageSrcSet="([^"]+)"/i.exec(preload)?.[1]).toBe(/srcSet="([^"]+)"/i.exec(main)?.[1])
  })

  it('carries Product structured data with an offer Google accepts', async () => {
    const { html } = await page(`/${product.url_key}.html`)
    const data = structuredData(html)
    const item = data.find((entry) => entry['@type'] === 'Product') as Record<string, any>
    expect(item.sku).toBe(product.sku)
    expect(Number(item.offers.price)).toBeGreaterThan(0)
    expect(item.offers.priceCurrency).toBe('GBP')
    expect(item.offers.shippingDetails.shippingDestination.addressCountry).toBe('GB')
    expect(item.offers.hasMerchantReturnPolicy.applicableCountry).toBe('GB')
    expect(item.aggregateRating.reviewCount).toBeGreaterThan(0)
    expect(data.some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true)
  })

  it('lets the page cache keep it no longer than the delivery message holds, and browsers ask again', async () => {
    const { response } = await page(`/${product.url_key}.html`)
    const lifetime = Number(response.headers.get('X-Page-Lifetime'))
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(lifetime).toBeGreaterThanOrEqual(0)
    expect(lifetime).toBeLessThanOrEqual(60)
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('pages through its reviews by link, and ignores a nonsense page number', async () => {
    const first = (await page(`/${product.url_key}.html`)).html
    const nonsense = (await page(`/${product.url_key}.html?reviews-page=abc`)).html
    const reviews = (html: string) => /id="reviews"([\s\S]*?)<\/section>/.exec(html)?.[1]
    expect(reviews(nonsense)).toBe(reviews(first))
  })

  it('is also at /p/{sku}, with the product URL as canonical', async () => {
    const { response, html } = await page(`/p/${encodeURIComponent(product.sku)}`)
    expect(response.status).toBe(200)
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${ORIGIN}/${product.url_key}.html`)
  })

  it('is in German with euros under /de/', async () => {
    const { response, html } = await page(`/de/${product.url_key}.html`)
    expect(response.status).toBe(200)
    expect(has(html, '<html lang="de-DE"')).toBe(true)
    expect(has(html, '€')).toBe(true)
    expect(has(html, 'In den Warenkorb')).toBe(true)
    // Numbers are written the German way: "4,15 von 5", never "4.15".
    expect(has(html, /\d,\d{2} von 5/)).toBe(true)
    expect(has(html, /Bewertet mit \d\.\d/)).toBe(false)
    const item = structuredData(html).find((entry) => entry['@type'] === 'Product') as Record<string, any>
    expect(item.offers.priceCurrency).toBe('EUR')
  })
})

describe('composite products', () => {
  it('a configurable product asks for each option, required, before it can be added', async () => {
    const product = await productWhere("type_id = 'configurable'")
    const { html } = await page(`/${product.url_key}.html`)
    const buyBox = /<form[^>]*data-product-form=""[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? ''
    const radios = [...buyBox.matchAll(/<input type="radio"[^>]*>/g)].map((match) => match[0])
    expect(radios.length).toBeGreaterThan(1)
    expect(radios.every((radio) => /name="option:[^"]+"/.test(radio) && radio.includes('required=""'))).toBe(true)
    expect(has(html, 'data-product-variants=""')).toBe(true)
    const group = structuredData(html).find((entry) => entry['@type'] === 'ProductGroup') as Record<string, any>
    expect(group.productGroupID).toBe(product.sku)
    expect(group.hasVariant.length).toBeGreaterThan(1)
  })

  it('a bundle offers its items as choices', async () => {
    const product = await productWhere("type_id = 'bundle'")
    const { html } = await page(`/${product.url_key}.html`)
    expect(has(html, /<fieldset[\s\S]*<input type="(radio|checkbox)"[^>]*name="option:/)).toBe(true)
  })

  it('a grouped product adds one line per child', async () => {
    const product = await productWhere("type_id = 'grouped'")
    const { html } = await page(`/${product.url_key}.html`)
    expect([...html.matchAll(/<input type="hidden" name="child" value="[^"]+"/g)].length).toBeGreaterThan(1)
    expect(has(html, 'Quantity of each')).toBe(true)
  })

  it('virtual and downloadable products can be added like simple ones', async () => {
    for (const type of ['virtual', 'downloadable']) {
      const product = await productWhere(`type_id = '${type}'`)
      const { response, html } = await page(`/${product.url_key}.html`)
      expect(response.status).toBe(200)
      expect(has(html, 'data-add-to-cart=""')).toBe(true)
    }
  })

  it('a type the cart does not take says so instead of offering a button', async () => {
    const product = await productWhere("type_id = 'giftcard'")
    const { html } = await page(`/${product.url_key}.html`)
    expect(has(html, 'Product Type GiftCardProduct not supported in add to cart yet')).toBe(true)
    expect(has(html, 'data-product-form=""')).toBe(false)
  })
})

describe('structured data a rich-result validator accepts (issue 25)', () => {
  it('a toner cartridge names the printers it fits without a single product error', async () => {
    const toner = await productWhere(
      "name LIKE '%Toner%' AND type_id = 'simple' AND EXISTS (SELECT 1 FROM category_products cp JOIN categories c ON c.id = cp.category_id WHERE cp.product_id = products.id AND c.kind = 'printer_model')",
    )
    const { html } = await page(`/${toner.url_key}.html`)
    const data = jsonLdOf(html)
    const item = data.find((entry) => (entry as Record<string, unknown>)['@type'] === 'Product') as Record<string, any>
    expect(item.isConsumableFor.length).toBeGreaterThan(0)
    expect(item.isConsumableFor.every((printer: Record<string, unknown>) => printer['@type'] !== 'Product' && typeof printer['name'] === 'string')).toBe(true)
    expect(googleProductErrors(data)).toEqual([])
  })

  it('a configurable product and its variants pass the same rules', async () => {
    const product = await productWhere("type_id = 'configurable'")
    const data = jsonLdOf((await page(`/${product.url_key}.html`)).html)
    expect(data.some((entry) => (entry as Record<string, unknown>)['@type'] === 'ProductGroup')).toBe(true)
    expect(googleProductErrors(data)).toEqual([])
  })
})

describe('an out-of-stock product', () => {
  it('offers the back-in-stock request instead of the basket', async () => {
    const product = await productWhere("stock_status = 'OUT_OF_STOCK'")
    const { html } = await page(`/${product.url_key}.html`)
    expect(has(html, 'data-stock="out"')).toBe(true)
    expect(has(html, 'data-modal-open="outOfStock"')).toBe(true)
    expect(has(html, 'action="/productalert/add/stock"')).toBe(true)
    expect(has(html, 'data-product-form=""')).toBe(false)
    const item = structuredData(html).find((entry) => entry['@type'] === 'Product') as Record<string, any>
    expect(item.offers.availability).toBe('https://schema.org/OutOfStock')
  })
})

describe('a printer', () => {
  const hpPrinter = (flag: 1 | 0) =>
    productWhere(
      `attribute_set_id = 21 AND type_id = 'simple' AND EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.product_id = products.id AND v.attribute_code = 'specification_brand' AND v.option_id = 1831) AND EXISTS (SELECT 1 FROM product_texts x WHERE x.product_id = products.id AND json_extract(x.extras, '$.hp_dynamic_security') = ${flag})`,
    )
  const dynamicSecurityTab = /<h2[^>]*>Dynamic security enabled printer<\/h2>|>Dynamic security enabled printer</

  it('has the "Dynamic security enabled printer" tab when it is an HP printer with the flag (SPEC §2)', async () => {
    const { html } = await page(`/${(await hpPrinter(1)).url_key}.html`)
    expect(html).toMatch(dynamicSecurityTab)
  })

  it('has no such tab without the flag, nor on a cartridge', async () => {
    expect((await page(`/${(await hpPrinter(0)).url_key}.html`)).html).not.toMatch(dynamicSecurityTab)
    const cartridge = await productWhere("attribute_set_id <> 21 AND type_id = 'simple'")
    expect((await page(`/${cartridge.url_key}.html`)).html).not.toContain('Dynamic security enabled printer')
  })

  it('says each feature once in the About tab, though the description already lists it (SPEC §2)', async () => {
    const printer = await productWhere("attribute_set_id = 21 AND type_id = 'simple' AND name LIKE '%LaserJet%'")
    const { html } = await page(`/${printer.url_key}.html`)
    const about = /<section[^>]*id="about"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? ''
    const bullets = [...about.matchAll(/<li>([^<]+)<\/li>/g)].map((match) => match[1]!.trim())
    expect(bullets.length).toBeGreaterThan(1)
    for (const bullet of bullets) expect(about.split(`>${bullet}<`).length - 1, bullet).toBe(1)
    // The main functions the description does not name are still there.
    expect(bullets).toContain('Print')
  })

  it('shows its specification in groups', async () => {
    const product = await productWhere("attribute_set_id = 21 AND type_id = 'simple'")
    const { html } = await page(`/${product.url_key}.html`)
    expect([...html.matchAll(/<caption[^>]*>[^<]+<\/caption>/g)].length).toBeGreaterThan(1)
  })
})
