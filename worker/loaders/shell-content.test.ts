import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { seedCatalogue } from '../../test/seed-catalogue'
import { createApp } from '../app'
import type { Env } from '../bindings'

const app = createApp()
const BACK_END_DOWN: Partial<Env> = { MAGENTO_GRAPHQL_URL: 'http://127.0.0.1:9/graphql' }

async function page(path: string, overrides: Partial<Env> = {}): Promise<string> {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`https://shop.test${path}`), { ...env, ...overrides }, ctx)
  const body = await response.text()
  await waitOnExecutionContext(ctx)
  expect(response.status).toBe(200)
  return body
}

/** The selling strip's first item and the footer's payments area, as the page's HTML has them. */
function shellParts(html: string): { delivery: string | undefined; payments: string | undefined } {
  return {
    delivery: /<ul aria-label="[^"]*"[^>]*><li>([^<]*)<\/li>/.exec(html)?.[1],
    payments: /<div data-cms-block="footer_company_payment"[^>]*>([\s\S]*?)<\/div><\/section>/.exec(html)?.[1],
  }
}

async function setChristmas(store: string, on: boolean, date: string | null = '2026-12-29'): Promise<void> {
  await env.DB.prepare('UPDATE shipment_configs SET christmas_enabled = 1, show_christmas_delivery = ?1, delivery_date_after_christmas = ?2 WHERE store_code = ?3')
    .bind(on ? 1 : 0, date, store)
    .run()
}

async function setBlock(identifier: string, content: string, active = true): Promise<void> {
  await env.DB.prepare('UPDATE cms_blocks SET content = ?1, is_active = ?2 WHERE identifier = ?3').bind(content, active ? 1 : 0, identifier).run()
}

beforeAll(() => seedCatalogue())

beforeEach(async () => {
  // A fixed London day in December 2026: the strip writes a date's year only when it is not this one.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-12-10T12:00:00Z'))
  // Each test sets the back end up its own way; nothing may come from an earlier test's cache.
  const { keys } = await env.CACHE.list()
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)))
  await setChristmas('default', false)
  await setChristmas('de', false)
  await setBlock('delivery_replacement_header', '<p>Order by 2pm on Friday 18 December for delivery before Christmas.</p>', false)
})

afterEach(() => {
  vi.useRealTimers()
})

describe('shell content', () => {
  it('puts the seeded payments block into the footer as markup, cleaned', async () => {
    const { payments } = shellParts(await page('/'))
    expect(payments).toContain('<li>PayPal</li>')
    expect(payments).toContain('Purchase orders (schools and local authorities)')
    // The block's class names belong to another theme; only allowed attributes survive.
    expect(payments).not.toContain('class=')
  })

  it('never lets a payments block run script or break out of its area', async () => {
    await setBlock('footer_company_payment', '<p onclick="steal()">Cards<script>steal()</script></p></div></footer><img src=x onerror=steal()>')
    const { payments } = shellParts(await page('/'))
    expect(payments).toBe('<p>Cards</p><img src="x" alt="">')
  })

  it('promises free delivery while the Christmas message is switched off', async () => {
    expect(shellParts(await page('/')).delivery).toBe('Free next-day delivery on orders over £30')
  })

  it('shows the Christmas message from the shipment config, in each store’s language, with the year of a date in another', async () => {
    await setChristmas('default', true)
    await setChristmas('de', true, '2027-01-04')
    expect(shellParts(await page('/')).delivery).toBe('Christmas orders: deliveries resume on Tuesday 29 December')
    expect(shellParts(await page('/de/')).delivery).toBe('Weihnachtsbestellungen: Wir liefern wieder ab Montag, 4. Januar 2027')
  })

  it('prefers the delivery_replacement_header block to the Christmas message', async () => {
    await setChristmas('default', true)
    await setBlock('delivery_replacement_header', '<p>Closed on Boxing Day; orders ship on 28 December.</p>')
    expect(shellParts(await page('/')).delivery).toBe('Closed on Boxing Day; orders ship on 28 December.')
  })

  it('keeps the Christmas message from the cache while the back end is down', async () => {
    await setChristmas('default', true)
    await page('/')
    expect(shellParts(await page('/', BACK_END_DOWN)).delivery).toBe('Christmas orders: deliveries resume on Tuesday 29 December')
    const { keys } = await env.CACHE.list({ prefix: 'v1:shipmentConfig:' })
    expect(keys).toHaveLength(1)
  })

  it('renders the page with the built-in promise and no payments area when nothing is cached and the back end is down', async () => {
    const html = await page('/', BACK_END_DOWN)
    expect(shellParts(html)).toEqual({ delivery: 'Free next-day delivery on orders over £30', payments: undefined })
  })
})
