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

/** The delivery message of the product page at the London instant `iso`, with the clock stopped there. */
async function deliveryMessageAt(iso: string, path: string): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(iso))
  const response = await SELF.fetch(`${ORIGIN}${path}`)
  expect(response.status).toBe(200)
  const html = await response.text()
  const note = /<div[^>]*data-delivery-message=""[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? ''
  // The visible sentence, without the label kept for screen readers.
  return note.replace(/<span class="sr-only">[\s\S]*?<\/span>/g, '').replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '').trim()
}

let urlKey = ''
beforeAll(async () => {
  await seedCatalogue()
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
    ['16:30 BST on a Wednesday is past the cut-off, though 15:30 UTC', '2026-07-01T15:30:00Z', 'Order now for dispatch on Friday 3 July when you order before 16:00'],
  ])('%s', async (_situation, iso, expected) => {
    expect(await deliveryMessageAt(iso, `/${urlKey}.html`)).toBe(expected)
  })

  it('in German under /de/', async () => {
    expect(await deliveryMessageAt('2026-11-24T10:00:00Z', `/de/${urlKey}.html`)).toBe('Jetzt bestellen, Versand morgen')
    expect(await deliveryMessageAt('2026-11-27T17:00:00Z', `/de/${urlKey}.html`)).toBe('Jetzt bestellen, Versand am Dienstag, 1. Dezember bei Bestellung vor 16:00 Uhr')
  })
})
