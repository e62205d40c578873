/**
 * The VAT switch's choice for a first-time shopper comes from the store's tax display setting
 * (Magento 2.4.8's `display_product_prices_in_catalog`): a trade store showing prices excluding VAT
 * draws them so, and keeps that page apart from the shop's default; a shopper's own choice wins.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogue } from '../../../test/seed-catalogue'
import { settledWithin } from '../../../test/settled-within'
import { createApp } from '../../app'
import type { Env } from '../../bindings'

const ORIGIN = 'https://shop.test'

async function page(path: string, cookie = '', overrides: Partial<Env> = {}) {
  const ctx = createExecutionContext()
  const response = await createApp().fetch(new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } }), { ...env, ...overrides }, ctx)
  const html = await response.text()
  await waitOnExecutionContext(ctx)
  return /<html[^>]*>/.exec(html)![0]
}

const showsExcluding = (tag: string) => /class="[^"]*\bex-vat\b/.test(tag)

beforeAll(async () => {
  await seedCatalogue()
  // The German store view becomes a trade shop: catalogue prices excluding tax (tax/display/type 1).
  await env.DB.prepare("UPDATE store_configs SET config = json_set(config, '$.display_product_prices_in_catalog', 1) WHERE store_code = 'de'").run()
})

describe('the VAT display a shopper sees before choosing', () => {
  it('is the store’s own: including VAT in the UK store, excluding in a store set to show prices without tax', async () => {
    expect(showsExcluding(await page('/'))).toBe(false)
    const trade = await page('/de/')
    expect(showsExcluding(trade)).toBe(true)
    expect(trade).toContain('data-store-ex-vat')
    // The kept copy of that page is the store's choice too.
    expect(showsExcluding(await page('/de/'))).toBe(true)
  })

  it('gives way to the shopper’s choice', async () => {
    expect(showsExcluding(await page('/de/', 'price_display_type=2'))).toBe(false)
    expect(showsExcluding(await page('/', 'price_display_type=1'))).toBe(true)
  })

  it('is including VAT against Magento 2.4.7, which does not report the setting', async () => {
    expect(showsExcluding(await page('/de/', '', { MAGENTO_VERSION: '2.4.7' }))).toBe(false)
  })

  it("is not held up by another request's read of the setting that never ends (its shopper went away)", async () => {
    // A KV store whose read of the stored setting never answers, for one request only.
    const stalling = new Proxy(env.CACHE, {
      get: (target, name) =>
        name === 'get' ? (key: string, ...rest: unknown[]) => (key.includes('taxDisplay') ? new Promise(() => {}) : target.get(key, ...(rest as []))) : Reflect.get(target, name).bind(target),
    })
    // Another store view than the tests above used, so nothing of it is remembered yet.
    void page('/de/?first', '', { CACHE: stalling, MAGENTO_VERSION: '2.4.8' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const second = await settledWithin(page('/de/?second', '', { MAGENTO_VERSION: '2.4.8' }), 4000)
    expect(second).not.toBe('still waiting')
    expect(showsExcluding(second)).toBe(true)
  })
})
