/**
 * The shop-wide structured data (issue 18 point 5) read from the pages a crawler fetches and checked
 * against what search engines require of each type: Organization (here OnlineStore) with its return
 * policy, WebSite with a SearchAction whose URL really searches, BreadcrumbList whose links lead to
 * pages, and FAQPage whose questions are the ones on the page.
 */
import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'
type Node = Record<string, unknown>

async function pageData(path: string): Promise<{ html: string; data: Node[] }> {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } })
  expect(response.status, path).toBe(200)
  const html = await response.text()
  const data = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Node)
  for (const node of data) expect(node['@context'], path).toBe('https://schema.org')
  return { html, data }
}

/** Text as a reader sees it: tags gone, the references React and the sanitiser write decoded. */
const plain = (markup: string) =>
  markup.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

const ofType = (data: Node[], ...types: string[]) => data.find((node) => types.includes(String(node['@type'])))
const isAbsolute = (value: unknown) => typeof value === 'string' && /^https:\/\/shop\.test\//.test(value)

async function status(url: string): Promise<number> {
  const response = await SELF.fetch(url, { redirect: 'manual' })
  await response.body?.cancel()
  return response.status
}

/** BreadcrumbList: positions 1…n, named, absolute links that answer, the last one the page itself. */
async function expectValidBreadcrumbs(list: Node | undefined, canonical: string) {
  expect(list).toBeDefined()
  const items = list!.itemListElement as Node[]
  expect(items.length).toBeGreaterThanOrEqual(2)
  items.forEach((item, index) => {
    expect(item['@type']).toBe('ListItem')
    expect(item.position).toBe(index + 1)
    expect(String(item.name).trim()).not.toBe('')
    expect(isAbsolute(item.item)).toBe(true)
  })
  expect(items.at(-1)!.item).toBe(canonical)
  for (const item of items) expect(await status(String(item.item))).toBe(200)
}

beforeAll(() => seedCatalogue())

describe('structured data', () => {
  it('home: an Organization with contact and return policy, and a WebSite whose search action searches', async () => {
    const { data } = await pageData('/')
    const organization = ofType(data, 'Organization', 'OnlineStore')!
    expect(organization.name).toBe('Cartridge Corner')
    expect(isAbsolute(organization.url) && isAbsolute(organization.logo)).toBe(true)
    expect(String(organization.telephone)).toMatch(/^\+44-\d{9,10}$/)
    expect(organization.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'GB', postalCode: expect.stringMatching(/^[A-Z]{1,2}\d/) })
    expect(organization.contactPoint).toMatchObject({ '@type': 'ContactPoint', contactType: 'customer service', telephone: organization.telephone })
    const policy = organization.hasMerchantReturnPolicy as Node
    expect(policy).toMatchObject({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'GB',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: expect.stringMatching(/^https:\/\/schema\.org\/(FreeReturn|ReturnFeesCustomerResponsibility)$/),
    })
    expect(Number.isInteger(policy.merchantReturnDays) && (policy.merchantReturnDays as number) > 0).toBe(true)
    expect(await status(String(policy.merchantReturnLink))).toBe(200)

    const site = ofType(data, 'WebSite')!
    expect(site).toMatchObject({ name: 'Cartridge Corner', url: `${ORIGIN}/`, inLanguage: 'en-GB', publisher: { '@id': organization['@id'] } })
    const action = site.potentialAction as { target: { urlTemplate: string }; 'query-input': string }
    expect(action['query-input']).toBe('required name=search_term_string')
    expect(action.target.urlTemplate).toContain('{search_term_string}')
    const search = await pageData(new URL(action.target.urlTemplate.replace('{search_term_string}', 'toner')).pathname + '?q=toner')
    expect(search.html).toContain('data-page-kind="search"')
  })

  it('the German home page names its own store and search', async () => {
    const site = ofType((await pageData('/de/')).data, 'WebSite')!
    expect(site).toMatchObject({ url: `${ORIGIN}/de/`, inLanguage: 'de-DE' })
    expect((site.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate).toBe(`${ORIGIN}/de/search?q={search_term_string}`)
  })

  it('content pages and listings: a BreadcrumbList from home to the page', async () => {
    await expectValidBreadcrumbs(ofType((await pageData('/recycling.html')).data, 'BreadcrumbList'), `${ORIGIN}/recycling.html`)
    const category = (await env.DB.prepare("SELECT request_path FROM url_rewrites WHERE entity_type = 'CATEGORY' AND redirect_type = 0 AND request_path LIKE '%/%' LIMIT 1").first<{ request_path: string }>())!
    await expectValidBreadcrumbs(ofType((await pageData(`/${category.request_path}`)).data, 'BreadcrumbList'), `${ORIGIN}/${category.request_path}`)
  })

  it('the FAQ: a FAQPage whose questions and answers are the ones the page shows', async () => {
    const { html, data } = await pageData('/Faq')
    const faq = ofType(data, 'FAQPage')!
    const entries = faq.mainEntity as { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[]
    expect(entries.length).toBeGreaterThan(0)
    const shown = [...html.matchAll(/<summary[^>]*>([^<]+)<\/summary>/g)].map((match) => match[1]!.replace(/&#x27;/g, "'").replace(/&amp;/g, '&'))
    expect(entries.map((entry) => entry.name)).toEqual(shown)
    for (const entry of entries) {
      expect(entry['@type']).toBe('Question')
      expect(entry.acceptedAnswer['@type']).toBe('Answer')
      expect(entry.acceptedAnswer.text.replace(/<[^>]+>/g, '').trim().length).toBeGreaterThan(10)
      expect(plain(html)).toContain(plain(entry.acceptedAnswer.text))
    }
    await expectValidBreadcrumbs(ofType(data, 'BreadcrumbList'), `${ORIGIN}/Faq`)
  })
})
