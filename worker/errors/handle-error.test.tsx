import { createExecutionContext, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { createApp } from '../app'
import type { Env } from '../bindings'
import { HttpError, NotFound } from './http-error'

/** The real app plus routes that fail in the ways the error handler must cope with. */
function appWithFailingRoutes() {
  return createApp({
    extraRoutes: (app) => {
      app.get('/boom', () => {
        throw new Error('database password is hunter2')
      })
      app.get('/forbidden', () => {
        throw new HttpError(403, 'no entry')
      })
      app.get('/gone', () => {
        throw new NotFound('product disabled')
      })
    },
  })
}

const request = (path: string, bindings: Env = env) =>
  appWithFailingRoutes().fetch(new Request(`https://shop.test${path}`), bindings, createExecutionContext())

/** Static assets that cannot be read: every page, the error page included, fails to render. */
const brokenAssets = { fetch: async () => new Response('gone', { status: 404 }) } as unknown as Fetcher

/** The page's main area, where the error page's own message is. */
const mainOf = (html: string): string => /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? ''

describe('error pages', () => {
  it('answers an unexpected error with 500 and the spec wording, without details', async () => {
    const response = await request('/boom')
    expect(response.status).toBe(500)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const html = await response.text()
    expect(html).toContain('<title>An error occurred</title>')
    expect(mainOf(html)).toContain('Something went wrong. Please try again in a few minutes.')
    expect(html).toMatch(/Reference: [0-9a-f-]{36}/)
    expect(html).toContain('>Back to Home page</a>')
    expect(html).not.toContain('hunter2')
    expect(html).not.toMatch(/at .*\.(ts|js):\d+/)
  })

  it('shows a known status on the generic error page', async () => {
    const response = await request('/forbidden')
    expect(response.status).toBe(403)
    const html = await response.text()
    expect(html).toContain('An error occurred')
    expect(html).toContain('Error 403')
    // Only the page's own text: island props elsewhere carry the modals' messages.
    expect(mainOf(html)).not.toContain('Something went wrong')
    expect(html).not.toContain('no entry')
  })

  it('turns a thrown NotFound into the not-found page', async () => {
    const response = await request('/gone')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Whoops, we couldn&#x27;t find that page.')
  })
})

describe('when the error page itself fails', () => {
  it('falls back to a plain page with details and a link home', async () => {
    const response = await request('/boom', { ...env, ASSETS: brokenAssets })
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(html).toContain('An error occurred while showing the error page.')
    expect(html).toContain('Details')
    expect(html).toContain('Error 500')
    expect(html).toContain('<a href="/">Go back to home</a>')
    expect(html).not.toContain('hunter2')
  })

  it('names both failures in development only', async () => {
    const response = await request('/boom', { ...env, ASSETS: brokenAssets, ENVIRONMENT: 'development' })
    const html = await response.text()
    expect(html).toContain('Error: database password is hunter2')
    expect(html).toContain('AssetManifestMissing: The client bundle has not been built')
  })

  it('keeps the store of the request in the fallback', async () => {
    const response = await request('/de/checkout/nirgends', { ...env, ASSETS: brokenAssets })
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('<html lang="de-DE">')
    expect(html).toContain('<a href="/de/">Zurück zur Startseite</a>')
  })
})

describe('misconfiguration', () => {
  it('names each bad setting on a clear error page, never its value', async () => {
    const response = await request('/', {
      ...env,
      ROOT_CATEGORY_ID: 'abc',
      MAGENTO_GRAPHQL_URL: 'ftp://secret-host.example/graphql',
      CACHE_PURGE_TOKEN: 'short',
    })
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(html).toContain('The shop is not configured correctly')
    expect(html).toContain('<code>ROOT_CATEGORY_ID</code> must be a whole number')
    expect(html).toContain('<code>MAGENTO_GRAPHQL_URL</code> must be an http(s) URL')
    expect(html).toContain('<code>CACHE_PURGE_TOKEN</code> must be at least 32 characters')
    expect(html).not.toContain('secret-host')
  })

  it('reports a missing binding', async () => {
    const { DB: _db, ...withoutDb } = env
    const response = await request('/', withoutDb as unknown as Env)
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('<code>DB</code> must be a D1 database binding')
  })

  it('requires the external checkout URL when external checkout is on', async () => {
    const response = await request('/', { ...env, EXTERNAL_CHECKOUT_ENABLED: 'true' })
    expect(await response.text()).toContain('<code>EXTERNAL_CHECKOUT_URL</code> is required when EXTERNAL_CHECKOUT_ENABLED is true')
  })
})
