import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_STORE, GERMAN_STORE, type StoreView } from '../../shared/constants/stores'
import { formatMoney } from '../../shared/rules/format-money'
import { savingsPercent } from '../../shared/rules/switch-and-save'
import { graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'

type Alternative = {
  sku: string
  url_key: string
  price_incl_vat: number
  specification_brand: number
  cartridge_condition: number
  stock_status: string
  stock: { qty: number }
  price_difference: number
  price_difference_incl_tax: number
  yields_difference: number
  yields: { yield: number }[]
}
type Genuine = { sku: string; url_key: string; price_incl_vat: number; specification_brand: number; yields: { yield: number }[]; alternative_product: Alternative | null }

/** What the back end says, asked directly: popular genuine ink and toner cartridges and their alternatives. */
async function backEndPairs(store: string): Promise<{ genuineId: number; items: Genuine[] }> {
  const meta = await graphqlData<{ customAttributeMetadata: { items: { attribute_options: { label: string; value: string }[] }[] } }>(
    '{ customAttributeMetadata(attributes: [{ attribute_code: "cartridge_condition", entity_type: "4" }]) { items { attribute_options { label value } } } }',
  )
  const genuineId = Number(meta.customAttributeMetadata.items[0]!.attribute_options.find((option) => option.label === 'Genuine')!.value)
  const fields = 'sku url_key price_incl_vat specification_brand yields { yield }'
  const data = await graphqlData<{ products: { items: Genuine[] } }>(
    `query ($genuine: String!) { products(filter: { category_url_path: { in: ["ink-cartridges", "toner-cartridges"] }, cartridge_condition: { eq: $genuine } }, pageSize: 40) {
      items { ${fields} alternative_product { ${fields} cartridge_condition stock_status stock { qty } price_difference price_difference_incl_tax yields_difference } } } }`,
    { genuine: String(genuineId) },
    store,
  )
  return { genuineId, items: data.products.items }
}

/** The pairs SPEC §5 allows, in the back end's order, at most 12. */
function offered({ genuineId, items }: { genuineId: number; items: Genuine[] }): (Genuine & { alternative_product: Alternative })[] {
  return items
    .filter((item): item is Genuine & { alternative_product: Alternative } => {
      const alternative = item.alternative_product
      return alternative !== null && item.specification_brand !== 1991 && alternative.cartridge_condition !== genuineId && alternative.stock_status === 'IN_STOCK' && alternative.stock.qty > 0
    })
    .slice(0, 12)
}

async function switchSavePage(path: string) {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' })
  const html = await response.text()
  const pairs = [...html.matchAll(/<article[^>]*data-switch-pair="([^"]+)"[^>]*data-alternative="([^"]+)"[^>]*>([\s\S]*?)<\/article>/g)].map(([, original, alternative, body]) => ({
    original: original!,
    alternative: alternative!,
    body: body!,
  }))
  return {
    status: response.status,
    html,
    pairs,
    kind: /data-page-kind="([^"]+)"/.exec(html)?.[1] ?? null,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1] ?? null,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null,
    setCookie: response.headers.get('set-cookie'),
    cacheControl: response.headers.get('cache-control'),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!) as { '@type': string; itemListElement: { name?: string; url?: string }[] }),
  }
}

const pence = (amount: number) => Math.round(amount * 100)
const money = (amount: number, store: StoreView) => formatMoney(Math.abs(pence(amount)), store)

beforeAll(async () => {
  await seedCatalogue()
})

describe('the switch-and-save page', () => {
  it('is anonymous, indexable HTML with the spec’s claims', async () => {
    const page = await switchSavePage('/switch-save')
    expect(page).toMatchObject({ status: 200, kind: 'switch-save', lang: 'en-GB', title: 'Switch and save | Cartridge Corner', canonical: `${ORIGIN}/switch-save`, setCookie: null })
    expect(page.cacheControl ?? '').not.toContain('no-store')
    expect(page.html).not.toContain('being prepared')
    // SPEC §1: save up to 50%, 4.8 of 5 from 43,805 reviews, 3-year warranty plus free returns, 5% coverage on A4.
    for (const claim of ['Save up to 50% on the genuine price', 'Rated 4.8 out of 5 from 43,805 reviews', '3-year warranty and free returns', '5% coverage on A4']) {
      expect(page.html).toContain(claim)
    }
  })

  it('lists the popular genuine cartridges that have an alternative, in the back end’s order', async () => {
    const expected = offered(await backEndPairs('default'))
    expect(expected.length).toBeGreaterThan(3)
    const page = await switchSavePage('/switch-save')
    expect(page.pairs.map((pair) => [pair.original, pair.alternative])).toEqual(expected.map((item) => [item.sku, item.alternative_product.sku]))
  })

  it('shows the back end’s price and yield differences and the saving per page for each pair', async () => {
    const expected = offered(await backEndPairs('default'))
    const page = await switchSavePage('/switch-save')
    for (const [index, item] of expected.entries()) {
      const alternative = item.alternative_product
      const body = page.pairs[index]!.body
      // Both VAT modes are in the HTML; CSS shows one (docs/architecture.md "VAT display").
      expect(body, item.sku).toContain(`Save ${money(alternative.price_difference_incl_tax, DEFAULT_STORE)} inc. VAT`)
      expect(body, item.sku).toContain(`Save ${money(alternative.price_difference, DEFAULT_STORE)} ex. VAT`)
      const pages = alternative.yields_difference
      expect(body, item.sku).toContain(pages === 0 ? 'The same number of pages' : `${new Intl.NumberFormat('en-GB').format(pages)} more pages`)
      const percent = savingsPercent(
        { pricePence: pence(item.price_incl_vat), pages: item.yields[0]!.yield, capacityMl: null },
        { pricePence: pence(alternative.price_incl_vat), pages: alternative.yields[0]!.yield, capacityMl: null },
      )
      expect(percent, item.sku).not.toBeNull()
      expect(body, item.sku).toContain(`${percent}% less per page`)
    }
  })

  it('links to both products and adds the alternative to the basket with a plain form', async () => {
    const [first] = offered(await backEndPairs('default'))
    const page = await switchSavePage('/switch-save')
    const body = page.pairs[0]!.body
    expect(body).toContain(`href="/${first!.url_key}.html"`)
    expect(body).toContain(`href="/${first!.alternative_product.url_key}.html"`)
    const form = /<form [^>]*>\s*<input type="hidden" name="sku" value="([^"]+)"\/>/.exec(body)
    expect(form?.[1]).toBe(first!.alternative_product.sku)
    expect(form?.[0]).toContain('action="/checkout/cart/add"')
    expect(form?.[0]).toContain('method="post"')
    expect(form?.[0]).toContain('data-add-to-cart=""')
    // The genuine cartridge is shown for comparison, not sold from here.
    expect(body).not.toContain(`name="sku" value="${first!.sku}"`)
    expect(page.html).toContain('data-cart-texts=""')
  })

  it('names the alternatives in its ItemList structured data', async () => {
    const expected = offered(await backEndPairs('default'))
    const page = await switchSavePage('/switch-save')
    const list = page.jsonLd.find((entry) => entry['@type'] === 'ItemList')
    expect(list?.itemListElement.map((entry) => entry.url)).toEqual(expected.map((item) => `${ORIGIN}/${item.alternative_product.url_key}.html`))
    expect(page.jsonLd.map((entry) => entry['@type'])).toContain('BreadcrumbList')
  })

  it('is the German store’s page under /de/, in euros with German texts and links', async () => {
    const expected = offered(await backEndPairs('de'))
    const page = await switchSavePage('/de/switch-save')
    expect(page).toMatchObject({ status: 200, kind: 'switch-save', lang: 'de-DE', title: 'Wechseln und sparen | Cartridge Corner', canonical: `${ORIGIN}/de/switch-save` })
    expect(page.html).toContain('Bewertet mit 4,8 von 5 aus 43.805 Bewertungen')
    const first = expected[0]!
    expect(page.pairs[0]!.body).toContain(`${money(first.alternative_product.price_difference_incl_tax, GERMAN_STORE)} inkl. MwSt. sparen`)
    expect(page.pairs[0]!.body).toContain('action="/de/checkout/cart/add"')
    expect(page.pairs[0]!.body).toContain(`href="/de/${first.url_key}.html"`)
  })
})
