import { env, SELF } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'

/** An in-stock simple product with neither a lead time nor a cut-off of its own: the store's rules apply. */
async function ordinaryProduct(): Promise<string> {
  const row = await env.DB.prepare(
    `SELECT p.url_key FROM products p JOIN product_texts x ON x.product_id = p.id
     WHERE p.status = 1 AND p.visibility > 1 AND p.type_id = 'simple' AND p.stock_status = 'IN_STOCK'
       AND json_extract(x.extras, '$.special_stock') IS NULL AND json_extract(x.extras, '$.delivery_cut_off') IS NULL
     ORDER BY p.id LIMIT 1`,
  ).first<{ url_key: string }>()
  if (!row) throw new Error('the test catalogue has no ordinary in-stock product')
  return row.url_key
}

/** The product page's HTML at the instant `iso`, with the clock stopped there. */
async function pageAt(iso: string, path: string): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(iso))
  const response = await SELF.fetch(`${ORIGIN}${path}`)
  expect(response.status).toBe(200)
  return response.text()
}

/** The text of an HTML fragment, as a reader sees it. */
const textOf = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()

/** The delivery message of the product page at the London instant `iso`. */
async function deliveryMessageAt(iso: string, path: string): Promise<string> {
  const html = await pageAt(iso, path)
  const note = /<div[^>]*data-delivery-message=""[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? ''
  // The visible sentence, without the label kept for screen readers.
  return note.replace(/<span class="sr-only">[\s\S]*?<\/span>/g, '').replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '').trim()
}

let urlKey = ''
beforeAll(async () => {
  // Seeded as on 27 November 2026: the bank holidays of 2026 and 2027 and a cashback offer running
  // to 31 December 2027, whatever the day the tests run.
  await seedCatalogue(undefined, '2026-11-27')
  urlKey = await ordinaryProduct()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the product page words SPEC §4’s delivery message for the London time of the request', () => {
  it.each([
    ['a Tuesday morning in winter (GMT)', '2026-11-24T10:00:00Z', 'Order now for dispatch tomorrow'],
    ['a Tuesday evening, past the 16:00 cut-off', '2026-11-24T18:00:00Z', 'Order now for dispatch on Thursday 26 November when you order before 16:00'],
    ['a Friday morning: tomorrow is a Saturday', '2026-11-27T09:00:00Z', 'Order now for dispatch on Monday 30 November when you order before 16:00'],
    ['a Saturday: today is a holiday', '2026-11-28T12:00:00Z', 'Order now for dispatch on Tuesday 1 December'],
    ['the summer bank holiday (BST)', '2026-08-31T10:00:00Z', 'Order now for dispatch on Wednesday 2 September'],
    ['15:30 BST on a Wednesday is before the cut-off', '2026-07-01T14:30:00Z', 'Order now for dispatch tomorrow'],
    ['New Year’s Eve: a date in the next year has its year', '2026-12-31T10:00:00Z', 'Order now for dispatch on Monday 4 January 2027 when you order before 16:00'],
    ['16:30 BST on a Wednesday is past the cut-off, though 15:30 UTC', '2026-07-01T15:30:00Z', 'Order now for dispatch on Friday 3 July when you order before 16:00'],
  ])('%s', async (_situation, iso, expected) => {
    expect(await deliveryMessageAt(iso, `/${urlKey}.html`)).toBe(expected)
  })

  it('in German under /de/', async () => {
    expect(await deliveryMessageAt('2026-11-24T10:00:00Z', `/de/${urlKey}.html`)).toBe('Jetzt bestellen, Versand morgen')
    expect(await deliveryMessageAt('2026-11-27T17:00:00Z', `/de/${urlKey}.html`)).toBe('Jetzt bestellen, Versand am Dienstag, 1. Dezember bei Bestellung vor 16:00 Uhr')
  })
})

describe('dates a shopper can trust', () => {
  let outOfStock = { id: 0, urlKey: '' }
  beforeAll(async () => {
    const row = await env.DB.prepare(
      "SELECT id, url_key FROM products WHERE status = 1 AND visibility > 1 AND type_id = 'simple' AND stock_status = 'OUT_OF_STOCK' ORDER BY id LIMIT 1",
    ).first<{ id: number; url_key: string }>()
    if (!row) throw new Error('the test catalogue has no out-of-stock product')
    outOfStock = { id: row.id, urlKey: row.url_key }
  })

  const stockLine = (html: string) => textOf(/<p[^>]*data-stock="out"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '')
  /** Sets the product's restock date, and empties the data cache so the page reads it. */
  async function dueIn(date: string): Promise<void> {
    await env.DB.prepare('UPDATE products SET due_in_date = ?1 WHERE id = ?2').bind(date, outOfStock.id).run()
    const { keys } = await env.CACHE.list()
    await Promise.all(keys.map((key) => env.CACHE.delete(key.name)))
  }

  it('an out-of-stock product shows a restock date still to come', async () => {
    await dueIn('2026-12-04')
    expect(stockLine(await pageAt('2026-11-27T10:00:00Z', `/${outOfStock.urlKey}.html`))).toBe('Out of stock Expected back in stock on Friday 4 December')
  })

  it('but not one already gone', async () => {
    await dueIn('2026-08-28')
    const line = stockLine(await pageAt('2026-11-27T10:00:00Z', `/${outOfStock.urlKey}.html`))
    expect(line).toBe('Out of stock')
    expect(stockLine(await pageAt('2026-11-27T10:00:00Z', `/de/${outOfStock.urlKey}.html`))).not.toMatch(/Voraussichtlich/)
  })

  it('a restock date in another year carries its year, in both languages', async () => {
    await dueIn('2027-01-08')
    expect(stockLine(await pageAt('2026-11-27T10:00:00Z', `/${outOfStock.urlKey}.html`))).toBe('Out of stock Expected back in stock on Friday 8 January 2027')
    expect(stockLine(await pageAt('2026-11-27T10:00:00Z', `/de/${outOfStock.urlKey}.html`))).toMatch(/Voraussichtlich wieder auf Lager am Freitag, 8\. Januar 2027$/)
  })

  it('a promotion ending in another year says so: "Offer ends Friday 31 December 2027"', async () => {
    const row = await env.DB.prepare(
      "SELECT p.url_key FROM products p JOIN product_texts x ON x.product_id = p.id WHERE p.status = 1 AND p.visibility > 1 AND json_extract(x.extras, '$.cashback.end_date') = '2027-12-31' ORDER BY p.id LIMIT 1",
    ).first<{ url_key: string }>()
    if (!row) throw new Error('the test catalogue has no running cashback offer')
    const html = await pageAt('2026-11-27T10:00:00Z', `/${row.url_key}.html`)
    expect(textOf(html)).toContain('Offer ends Friday 31 December 2027')
    const sameYear = await pageAt('2027-03-01T10:00:00Z', `/${row.url_key}.html?at=4`)
    expect(textOf(sameYear)).toContain('Offer ends Friday 31 December')
    expect(textOf(sameYear)).not.toContain('31 December 2027')
  })
})
