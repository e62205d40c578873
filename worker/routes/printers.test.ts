import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_STORE } from '../../shared/constants/stores'
import { formatMoney } from '../../shared/rules/format-money'
import { graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'
const get = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' })
/** Every product of a printer model on one page (SPEC §9 per-page choice 42). */
const ALL = '?itemsPerPage=42'

const decode = (text: string) => text.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&')
const words = (html: string) => decode(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim()

type Yields = { yield: number | null }[] | null
type Listed = {
  sku: string
  price_incl_vat: number
  yields: Yields
  alternative_product: null | { sku: string; price_incl_vat: number; yields: Yields; price_difference: number; price_difference_incl_tax: number; yields_difference: number | null }
}

async function listedWithAlternatives(categoryUrlPath: string): Promise<Listed[]> {
  const { categories } = await graphqlData<{ categories: { items: { uid: string }[] } }>('query ($p: String!) { categories(filters: { url_path: { eq: $p } }) { items { uid } } }', { p: categoryUrlPath })
  const uid = categories.items[0]?.uid
  if (!uid) throw new Error(`no category ${categoryUrlPath}`)
  const { products } = await graphqlData<{ products: { items: Listed[] } }>(
    `query ($uid: String!) { products(filter: { category_uid: { eq: $uid } }, pageSize: 42) { items { sku price_incl_vat yields { yield }
      alternative_product { sku price_incl_vat yields { yield } price_difference price_difference_incl_tax yields_difference } } } }`,
    { uid },
  )
  return products.items
}

/** The switch-and-save offers a page shows: original SKU, alternative SKU and the offer's text. */
async function offersOn(path: string) {
  const response = await get(path)
  const html = await response.text()
  const offers = [...html.matchAll(/<article[^>]*data-switch-offer="([^"]+)" data-alternative="([^"]+)"[^>]*>([\s\S]*?)<\/article>/g)].map((match) => ({
    original: match[1]!,
    alternative: match[2]!,
    html: match[3]!,
    text: words(match[3]!),
  }))
  return { status: response.status, html, offers, panel: html.includes('data-switch-and-save=""') }
}

const firstPages = (yields: Yields) => yields?.find((entry) => (entry.yield ?? 0) > 0)?.yield ?? null
const pence = (pounds: number) => Math.round(pounds * 100)

let model: { path: string; urlPath: string }
let modelWithoutAlternatives: { path: string } | null
let genuineWithoutAlternative: { modelPath: string; sku: string }

beforeAll(async () => {
  await seedCatalogue()
  const db = env.DB
  const withOffers = await db
    .prepare(
      `SELECT c.url_path FROM categories c JOIN category_products cp ON cp.category_id = c.id JOIN product_links l ON l.product_id = cp.product_id AND l.link_type = 'alternative'
       WHERE c.kind = 'printer_model' GROUP BY c.id HAVING COUNT(*) >= 2 ORDER BY c.id LIMIT 1`,
    )
    .first<{ url_path: string }>()
  if (!withOffers) throw new Error('the test catalogue needs a printer model with genuine cartridges that have alternatives')
  model = { urlPath: withOffers.url_path, path: `/${withOffers.url_path}.html` }
  const without = await db
    .prepare(
      `SELECT c.url_path FROM categories c JOIN category_products cp ON cp.category_id = c.id WHERE c.kind = 'printer_model'
       GROUP BY c.id HAVING SUM(EXISTS (SELECT 1 FROM product_links l WHERE l.product_id = cp.product_id AND l.link_type = 'alternative')) = 0 ORDER BY c.id LIMIT 1`,
    )
    .first<{ url_path: string }>()
  modelWithoutAlternatives = without ? { path: `/${without.url_path}.html` } : null
  const lonely = await db
    .prepare(
      `SELECT c.url_path, p.sku FROM categories c JOIN category_products cp ON cp.category_id = c.id JOIN products p ON p.id = cp.product_id
       WHERE c.kind = 'printer_model' AND p.status = 1 AND p.visibility > 1
         AND EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.product_id = p.id AND v.attribute_code = 'specification_brand' AND v.option_id <> 1991)
         AND NOT EXISTS (SELECT 1 FROM product_links l WHERE l.product_id = p.id AND l.link_type = 'alternative') ORDER BY c.id, p.id LIMIT 1`,
    )
    .first<{ url_path: string; sku: string }>()
  if (!lonely) throw new Error('the test catalogue needs a printer model listing a genuine item without an alternative')
  genuineWithoutAlternative = { modelPath: `/${lonely.url_path}.html`, sku: lonely.sku }
})

describe('a printer model page', () => {
  it('pairs each genuine cartridge that has an alternative with it, with the back end’s numbers', async () => {
    const listed = await listedWithAlternatives(model.urlPath)
    const expected = listed.filter((item) => item.alternative_product)
    const page = await offersOn(`${model.path}${ALL}`)
    expect(page.status).toBe(200)
    expect(page.panel).toBe(true)
    expect(page.offers.map(({ original, alternative }) => ({ original, alternative }))).toEqual(expected.map((item) => ({ original: item.sku, alternative: item.alternative_product!.sku })))
    for (const item of expected) {
      const alternative = item.alternative_product!
      const offer = page.offers.find((entry) => entry.original === item.sku)!
      // SPEC §4: the drop in price per page, rounded up.
      const theirs = pence(item.price_incl_vat) / (firstPages(item.yields) ?? 1)
      const mine = pence(alternative.price_incl_vat) / (firstPages(alternative.yields) ?? 1)
      const percent = Math.ceil(Math.round(((theirs - mine) / theirs) * 100 * 1e6) / 1e6)
      expect(offer.text).toContain(`Save ${formatMoney(pence(alternative.price_difference_incl_tax), DEFAULT_STORE)} (${percent}% less per page)`)
      // Excluding VAT too, for shoppers who chose that display (both are in the anonymous HTML).
      expect(offer.text).toContain(`Save ${formatMoney(pence(alternative.price_difference), DEFAULT_STORE)} (${percent}% less per page)`)
      expect(offer.text).toContain(`${formatMoney(pence(item.price_incl_vat), DEFAULT_STORE)} inc. VAT`)
      expect(offer.text).toContain(`${formatMoney(pence(alternative.price_incl_vat), DEFAULT_STORE)} inc. VAT`)
      const difference = alternative.yields_difference ?? 0
      expect(offer.text).toContain(difference === 0 ? 'Same page yield' : `${Math.abs(difference).toLocaleString('en-GB')} ${difference > 0 ? 'more' : 'fewer'} pages`)
      // The alternative goes into the basket by a plain form, which the card script sends in the background.
      const form = /<form([^>]*)><input type="hidden" name="sku" value="([^"]+)"\/>/.exec(offer.html)
      expect(form?.[2]).toBe(alternative.sku)
      expect(form?.[1]).toContain('data-add-to-cart=""')
      expect(form?.[1]).toContain('action="/checkout/cart/add" method="post"')
    }
  })

  it('opens the switch-and-sell modal from the panel, and links to the switch-and-save page without scripts', async () => {
    const { html } = await offersOn(model.path)
    expect(html).toMatch(/<a href="\/switch-save" data-modal-open="switchAndSell"[^>]*>Why switch\?<\/a>/)
  })

  it('opens the switch-and-sell modal from each offer with its product, quantity and the model (SPEC §3)', async () => {
    const { html, offers } = await offersOn(model.path)
    const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1]?.trim()
    for (const offer of offers) {
      const opener = /<a href="\/switch-save" data-modal-open="switchAndSell" data-modal-props="([^"]+)" aria-label="Why switch to ([^"]+)\?"/.exec(offer.html)
      expect(opener, offer.original).not.toBeNull()
      const props = JSON.parse(opener![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&#x27;', "'")) as { product: { sku: string; url: string }; quantity: number; categoryName: string }
      expect(props.product.sku).toBe(offer.alternative)
      expect(props.product.url.startsWith('/')).toBe(true)
      expect(props.quantity).toBe(1)
      expect(props.categoryName).toBe(heading)
    }
  })

  it('offers nothing for a genuine item without an alternative', async () => {
    const page = await offersOn(`${genuineWithoutAlternative.modelPath}${ALL}`)
    expect(page.status).toBe(200)
    expect(page.html).toContain(`data-product-card="${genuineWithoutAlternative.sku}"`)
    expect(page.offers.map((offer) => offer.original)).not.toContain(genuineWithoutAlternative.sku)
    if (modelWithoutAlternatives) expect((await offersOn(`${modelWithoutAlternatives.path}${ALL}`)).panel).toBe(false)
  })

  it('follows the listing: a filter to our own cartridges leaves no genuine one to switch from', async () => {
    const { customAttributeMetadata } = await graphqlData<{ customAttributeMetadata: { items: { attribute_options: { label: string; value: string }[] }[] } }>(
      '{ customAttributeMetadata(attributes: [{ attribute_code: "cartridge_condition", entity_type: "catalog_product" }]) { items { attribute_options { label value } } } }',
    )
    const compatible = customAttributeMetadata.items[0]?.attribute_options.find((option) => option.label === 'Compatible')
    const page = await offersOn(`${model.path}?cartridge_condition=${compatible?.value}`)
    expect(page.status).toBe(200)
    expect(page.panel).toBe(false)
  })

  it('applies SPEC §5 where the back end does not: no alternative without stock to sell', async () => {
    const before = await offersOn(`${model.path}${ALL}`)
    const [first, second] = before.offers
    if (!first || !second) throw new Error('the model needs two offers')
    await env.DB.prepare("UPDATE products SET qty = 0 WHERE sku = ?1").bind(first.alternative).run()
    await env.DB.prepare("UPDATE products SET stock_status = 'OUT_OF_STOCK', qty = 0 WHERE sku = ?1").bind(second.alternative).run()
    try {
      const after = await offersOn(`${model.path}${ALL}`)
      expect(after.offers.map((offer) => offer.original)).toEqual(before.offers.slice(2).map((offer) => offer.original))
    } finally {
      await env.DB.prepare("UPDATE products SET stock_status = 'IN_STOCK', qty = 50 WHERE sku IN (?1, ?2)").bind(first.alternative, second.alternative).run()
    }
  })

  it('speaks German in the German store, with the store prefix on every link', async () => {
    const page = await offersOn(`/de${model.path}`)
    expect(page.status).toBe(200)
    expect(page.html).toContain('Wechseln und sparen')
    expect(page.offers[0]?.html).toContain('action="/de/checkout/cart/add" method="post"')
    expect(page.offers[0]?.text).toMatch(/ sparen \(\d+ % weniger pro Seite\)/)
  })
})

type BrandOpener = { key: string; href: string; img: string; props: { title: string; links: { label: string; href: string }[] } }

function brandOpeners(html: string): BrandOpener[] {
  return [...html.matchAll(/<a href="([^"]+)"[^>]*data-brand="([^"]+)"([^>]*)>(<img[^>]*>)/g)].map((match) => {
    const props = /data-modal-props="([^"]*)"/.exec(match[3]!)?.[1]
    return { href: match[1]!, key: match[2]!, img: match[4]!, props: props ? (JSON.parse(decode(props)) as BrandOpener['props']) : { title: '', links: [] } }
  })
}

describe('the printers pages’ brands', () => {
  it('shows SPEC §9’s brands as logos that open the brand link modal, in the spec’s order', async () => {
    const response = await get('/printers.html')
    const html = await response.text()
    expect(response.status).toBe(200)
    const openers = brandOpeners(html)
    expect(openers.map((opener) => opener.key)).toEqual(['brother', 'canon', 'epson', 'hp', 'dymo', 'kyocera', 'lexmark', 'oki', 'xerox'])
    const hp = openers.find((opener) => opener.key === 'hp')!
    // SPEC §9: the logo at 120x80, and 240x160 for dense screens; without scripts, the brand's printers page.
    expect(hp.href).toBe('/printers/hp.html')
    expect(hp.img).toContain('src="/img/brand/hp.svg?size=120x80"')
    expect(hp.img).toContain('srcSet="/img/brand/hp.svg?size=240x160 2x"')
    expect(hp.img).toMatch(/width="120" height="80" alt="HP"/)
    expect(html).toContain(`data-brand="hp" data-modal-open="brandLinks"`)
    expect(hp.props.links.map((link) => link.href)).toEqual(['/ink-cartridges/hp.html', '/toner-cartridges/hp.html'])
    expect(hp.props.links[0]?.label).toBe('Ink Cartridges for HP printers')
    for (const type of ['dot-matrix', 'inkjet', 'label', 'laser']) expect(html).toContain(`href="/printers/${type}.html"`)
  })

  it('links to every supply page a brand has in the category tree and to no other, and every one answers', async () => {
    const openers = brandOpeners(await (await get('/printers.html')).text())
    const { categories } = await graphqlData<{ categories: { items: { url_path: string; children: { url_path: string; product_count: number }[] }[] } }>(
      '{ categories(filters: { parent_id: { eq: "207008" } }) { items { url_path children { url_path product_count } } } }',
    )
    const supplyPages = categories.items.filter((top) => top.url_path !== 'printers').flatMap((top) => top.children.filter((child) => child.product_count > 0).map((child) => `/${child.url_path}.html`))
    for (const opener of openers) {
      expect([opener.key, opener.props.links.map((link) => link.href)]).toEqual([opener.key, supplyPages.filter((path) => path.endsWith(`/${opener.key}.html`))])
    }
    const hrefs = [...new Set(openers.flatMap((opener) => [opener.href, ...opener.props.links.map((link) => link.href)]))]
    expect(hrefs.length).toBeGreaterThan(openers.length)
    const statuses = await Promise.all(
      hrefs.map(async (href) => {
        const response = await get(href)
        await response.text()
        return [href, response.status]
      }),
    )
    expect(statuses).toEqual(hrefs.map((href) => [href, 200]))
  }, 30_000)

  it('lists a brand’s supply pages on its printers page, where the logo leads without scripts', async () => {
    for (const path of ['/printers/hp.html', '/printers/hp']) {
      const html = await (await get(path)).text()
      const supplies = /<section aria-labelledby="brand-supplies"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
      expect(words(supplies)).toBe('Cartridges and supplies for HP printers Ink Cartridges for HP printers Toner Cartridges for HP printers')
      expect(supplies).toContain('href="/toner-cartridges/hp.html"')
    }
  })

  it('keeps the German store’s prefix in the modal’s links', async () => {
    const openers = brandOpeners(await (await get('/de/printers.html')).text())
    const hp = openers.find((opener) => opener.key === 'hp')!
    expect(hp.href).toBe('/de/printers/hp.html')
    expect(hp.props.links.map((link) => link.href)).toEqual(['/de/ink-cartridges/hp.html', '/de/toner-cartridges/hp.html'])
    expect(hp.props.title).toBe('Patronen und Zubehör für HP-Drucker')
  })

  it('is not on other category pages', async () => {
    const html = await (await get(model.path)).text()
    expect(html).not.toContain('data-brand-directory')
  })
})

describe('brand logos', () => {
  it('draws each printer brand’s logo at the size asked for', async () => {
    for (const [query, width, height] of [['', 120, 80], ['?size=120x80', 120, 80], ['?size=240x160', 240, 160], ['?size=9999x9999', 120, 80]] as const) {
      const response = await get(`/img/brand/hp.svg${query}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8')
      expect(await response.text()).toContain(`width="${width}" height="${height}" role="img" aria-label="HP"`)
    }
  })

  it('answers 404 for keys that are no printer brand', async () => {
    for (const path of ['brand/no-such.svg', 'brand/HP.svg', 'brand/hp.png', 'brand/cartridge-corner.svg', 'brand/']) {
      const response = await get(`/img/${path}`)
      await response.text()
      expect([path, response.status]).toEqual([path, 404])
    }
  })
})
