import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogue } from '../../test/seed-catalogue'
import { createApp } from '../app'
import type { Env } from '../bindings'

const ORIGIN = 'https://shop.test'
const PURGE_TOKEN = 'purge-token-for-tests-0123456789abcdef'
const app = createApp()

/** A back end that is down: nothing listens on the discard port of loopback. */
const BACK_END_DOWN: Partial<Env> = { MAGENTO_GRAPHQL_URL: 'http://127.0.0.1:9/graphql' }

/** Calls the worker with env overrides and waits for its background work (cache writes). */
async function call(path: string, overrides: Partial<Env> = {}, init: RequestInit = {}) {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }), { ...env, CACHE_PURGE_TOKEN: PURGE_TOKEN, ...overrides }, ctx)
  const text = await response.text()
  await waitOnExecutionContext(ctx)
  return { status: response.status, text, headers: response.headers }
}

/** Ages every cached entry of a kind, as if its lifetime had passed. */
async function ageEntries(prefix: string, seconds: number): Promise<number> {
  const { keys } = await env.CACHE.list({ prefix })
  for (const { name } of keys) {
    const envelope = await env.CACHE.get<{ value: unknown; storedAt: number }>(name, 'json')
    if (envelope) await env.CACHE.put(name, JSON.stringify({ ...envelope, storedAt: envelope.storedAt - seconds * 1000 }))
  }
  return keys.length
}

let categoryPath: string

beforeAll(async () => {
  await seedCatalogue()
  const row = await env.DB.prepare("SELECT request_path FROM url_rewrites WHERE entity_type = 'CATEGORY' AND redirect_type = 0 ORDER BY request_path LIMIT 1").first<{ request_path: string }>()
  categoryPath = `/${row!.request_path}`
})

describe('serving from the KV cache when the back end fails', () => {
  it('serves a warmed page while the back end is down, fresh and then stale', async () => {
    const warm = await call(categoryPath)
    expect(warm.status).toBe(200)

    const fresh = await call(categoryPath, BACK_END_DOWN)
    expect(fresh.status).toBe(200)
    expect(fresh.text).toContain('data-page-kind="category"')

    expect(await ageEntries('v1:route:', 3600)).toBeGreaterThan(0)
    const stale = await call(categoryPath, BACK_END_DOWN)
    expect(stale.status).toBe(200)
    expect(stale.text).toContain('data-page-kind="category"')
  })

  it('keeps only the landing view of a listing: a filtered one is asked for live', async () => {
    await call(categoryPath)
    await call(`${categoryPath}?hide_out_of_stock=1`)
    expect((await call(categoryPath, BACK_END_DOWN)).status).toBe(200)
    expect((await call(`${categoryPath}?hide_out_of_stock=1`, BACK_END_DOWN)).status).toBe(502)
  })

  it('refreshes a stale entry in the background once the back end is back', async () => {
    await call(categoryPath)
    await ageEntries('v1:route:', 3600)
    await call(categoryPath)
    const { keys } = await env.CACHE.list({ prefix: 'v1:route:' })
    const envelopes = await Promise.all(keys.map((k) => env.CACHE.get<{ storedAt: number }>(k.name, 'json')))
    expect(envelopes.some((e) => e !== null && Date.now() - e.storedAt < 60_000)).toBe(true)
  })

  it('answers a cold page with the error page and a 5xx status, without internals', async () => {
    const cold = await call('/never-visited-before.html', BACK_END_DOWN)
    expect(cold.status).toBe(502)
    expect(cold.text).toContain('An error occurred')
    expect(cold.text).not.toMatch(/UpstreamError|127\.0\.0\.1|\bat \S+ \(/)
    expect(cold.headers.get('cache-control')).toBe('no-store')
  })
})

describe('POST /__cache/purge', () => {
  const purge = (body: unknown, token: string | null = PURGE_TOKEN) =>
    call('/__cache/purge', {}, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })

  it('refuses a missing or wrong token with 401', async () => {
    expect((await purge({ kind: 'cmsBlocks' }, null)).status).toBe(401)
    expect((await purge({ kind: 'cmsBlocks' }, 'wrong-token-wrong-token-wrong-token')).status).toBe(401)
  })

  it('answers every refusal alike: 401, the challenge header, uncached, and a JSON reason', async () => {
    const headers: Record<string, string>[] = [{}, { Authorization: 'Bearer wrong-token' }, { Authorization: 'Basic dXNlcjpwYXNz' }, { Authorization: 'Bearer two words' }, { Authorization: `Bearer ${PURGE_TOKEN}x` }]
    for (const sent of headers) {
      const response = await call('/__cache/purge', {}, { method: 'POST', headers: { 'Content-Type': 'application/json', ...sent }, body: '{"kind":"cmsBlocks"}' })
      expect(response.status, JSON.stringify(sent)).toBe(401)
      expect(response.headers.get('WWW-Authenticate')).toBe('Bearer')
      expect(response.headers.get('Cache-Control')).toBe('no-store')
      expect(JSON.parse(response.text)).toEqual({ error: 'A valid bearer token is required.' })
    }
  })

  it('accepts the token whatever the case of the scheme name', async () => {
    const response = await call('/__cache/purge', {}, { method: 'POST', headers: { Authorization: `bearer ${PURGE_TOKEN}` }, body: '{"kind":"cmsBlocks"}' })
    expect(response.status).toBe(200)
    expect(JSON.parse(response.text)).toEqual({ purged: 'cmsBlocks', entries: 'all' })
  })

  it('is off (404) when no token is configured', async () => {
    const response = await call('/__cache/purge', { CACHE_PURGE_TOKEN: '' }, { method: 'POST', body: '{}' })
    expect(response.status).toBe(404)
  })

  it('rejects unknown kinds and malformed bodies with 400', async () => {
    expect((await purge({ kind: 'everything' })).status).toBe(400)
    const notJson = await call('/__cache/purge', {}, { method: 'POST', headers: { Authorization: `Bearer ${PURGE_TOKEN}` }, body: 'kind=cmsBlocks' })
    expect(notJson.status).toBe(400)
  })

  it('shows a changed CMS block on the next request after a purge', async () => {
    const notice = 'Order by 2pm on Friday 18 December for delivery before Christmas.'
    const strip = '<li>Free next-day delivery on orders over £30</li>'
    const before = await call('/')
    expect(before.text).toContain(strip)

    await env.DB.prepare("UPDATE cms_blocks SET is_active = 1, content = ?1 WHERE identifier = 'delivery_replacement_header'").bind(`<p>${notice}</p>`).run()
    const cached = await call('/')
    expect(cached.text).not.toContain(notice)

    const purged = await purge({ kind: 'cmsBlocks', store: 'default', ids: ['delivery_replacement_header'] })
    expect(purged.status).toBe(200)
    const after = await call('/')
    expect(after.text).toContain(notice)
    expect(after.text).not.toContain(strip)
  })

  it('purges a whole kind at once, for every store view', async () => {
    const notice = 'Closed on Boxing Day; orders ship on 28 December.'
    await call('/de/')
    await env.DB.prepare("UPDATE cms_blocks SET is_active = 1, content = ?1 WHERE identifier = 'delivery_replacement_header'").bind(notice).run()
    expect((await call('/')).text).not.toContain(notice)
    expect((await purge({ kind: 'cmsBlocks' })).status).toBe(200)
    expect((await call('/')).text).toContain(notice)
    expect((await call('/de/')).text).toContain(notice)
  })
})
