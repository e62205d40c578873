/**
 * The marketing block editor at /__admin/blocks (issue 18 point 6), through the real app, D1 and KV:
 * its door, its writes with versions, and the shop's cached copies it clears.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { GERMAN_STORE } from '../../../shared/constants/stores'
import { seedCatalogue } from '../../../test/seed-catalogue'
import { testLoaderContext } from '../../../test/loader-context'
import { createApp } from '../../app'
import type { Env } from '../../bindings'
import { loadCmsBlocks } from '../../loaders/cached-reads'

const ORIGIN = 'https://shop.test'
const STAFF = { ADMIN_USER: 'marketing', ADMIN_PASSWORD: 'correct-horse-battery' }
const STRIP = 'delivery_replacement_footer'
const HEADER = 'delivery_replacement_header'
const app = createApp()

const basic = (user: string, password: string) => `Basic ${btoa(`${user}:${password}`)}`
const SIGNED_IN = { Authorization: basic(STAFF.ADMIN_USER, STAFF.ADMIN_PASSWORD) }

type Answer = { status: number; text: string; headers: Headers }

/** Calls the worker as the browser would, with the staff configuration unless overridden. */
async function call(path: string, init: RequestInit = {}, overrides: Partial<Env> = {}): Promise<Answer> {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }), { ...env, ...STAFF, ...overrides }, ctx)
  const text = await response.text()
  await waitOnExecutionContext(ctx)
  return { status: response.status, text, headers: response.headers }
}

/** Posts a staff form from the area's own pages. */
const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = SIGNED_IN) =>
  call(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, ...headers },
    body: new URLSearchParams(fields).toString(),
  })

const blockForm = (identifier: string, scope: string, content: string, extra: Record<string, string> = {}) => ({
  kind: 'block',
  identifier,
  scope,
  title: 'Delivery notice',
  content,
  isActive: '1',
  ...extra,
})

/** The block as the shop's pages read it: the KV-cached loader, as the shell calls it. */
async function shopBlock(identifier: string, store?: typeof GERMAN_STORE): Promise<string | null | undefined> {
  const ctx = testLoaderContext(store)
  const blocks = await loadCmsBlocks(ctx, [identifier])
  await ctx.settled()
  return blocks.get(identifier)?.content
}

const versionIds = (html: string) => [...html.matchAll(/name="version" value="(\d+)"/g)].map((m) => m[1]!)

beforeAll(() => seedCatalogue())

describe('the staff area’s door', () => {
  it('asks for a credential (401 with a Basic challenge) when none is sent', async () => {
    const answer = await call('/__admin/blocks')
    expect(answer.status).toBe(401)
    expect(answer.headers.get('WWW-Authenticate')).toMatch(/^Basic realm="[^"]+"/)
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    expect(answer.headers.get('X-Robots-Tag')).toBe('noindex')
  })

  it('refuses a wrong password, a wrong user and a malformed header alike', async () => {
    for (const authorization of [basic(STAFF.ADMIN_USER, 'wrong-password-123'), basic('someone', STAFF.ADMIN_PASSWORD), 'Basic !!!', `Bearer ${STAFF.ADMIN_PASSWORD}`]) {
      const answer = await call('/__admin/blocks', { headers: { Authorization: authorization } })
      expect(answer.status, authorization).toBe(401)
      expect(answer.headers.get('WWW-Authenticate')).toContain('Basic')
    }
  })

  it('does not exist (404) outside development when no password is configured, whatever is sent', async () => {
    const off = { ADMIN_USER: '', ADMIN_PASSWORD: '', ENVIRONMENT: 'production' }
    expect((await call('/__admin/blocks', {}, off)).status).toBe(404)
    expect((await call('/__admin/blocks', { headers: { Authorization: basic('admin', 'storefront-dev') } }, off)).status).toBe(404)
    expect((await call('/__admin/stock', { headers: { Authorization: basic('admin', 'storefront-dev') } }, off)).status).toBe(404)
  })

  it('opens with the documented default credential in development only', async () => {
    const development = { ADMIN_USER: '', ADMIN_PASSWORD: '', ENVIRONMENT: 'development' }
    expect((await call('/__admin/blocks', { headers: { Authorization: basic('admin', 'storefront-dev') } }, development)).status).toBe(200)
    expect((await call('/__admin/blocks', {}, development)).status).toBe(401)
  })

  it('answers signed-in staff with a page nothing stores or indexes, in its own document', async () => {
    const answer = await call('/__admin/blocks', { headers: SIGNED_IN })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    expect(answer.headers.get('X-Robots-Tag')).toBe('noindex')
    expect(answer.text).toContain('<meta name="robots" content="noindex, nofollow"/>')
    expect(answer.text).toContain('/assets/admin/admin-')
    // The shop's bundle is not loaded, and the list page needs no script of its own.
    expect(answer.text).not.toContain('/assets/entry-')
    expect(answer.text).not.toContain('<script')
    expect(answer.text).toContain('<code>delivery_replacement_footer</code>')
  })

  it('keeps its files off the shop’s pages', async () => {
    for (const path of ['/', '/aboutus.html', '/de/']) {
      const page = await call(path)
      expect(page.status, path).toBe(200)
      expect(page.text, path).not.toContain('/assets/admin/')
    }
  })

  it('refuses a write from another site even with the credential', async () => {
    const answer = await post('/__admin/blocks/save', blockForm(STRIP, 'all', '<p>x</p>'), { ...SIGNED_IN, Origin: 'https://evil.example' })
    expect(answer.status).toBe(403)
  })
})

describe('editing a block', () => {
  it('saves, keeps what it replaced as a version, and the shop’s next read shows the change', async () => {
    const before = await shopBlock(STRIP)
    expect(before).toContain('Free next day delivery')

    const saved = await post('/__admin/blocks/save', blockForm(STRIP, 'all', '<p>Free delivery this week on <strong>everything</strong>.</p>'))
    expect(saved.status).toBe(303)
    expect(saved.headers.get('Location')).toBe(`/__admin/blocks/edit?kind=block&identifier=${STRIP}&scope=all&saved=1`)

    expect(await shopBlock(STRIP)).toBe('<p>Free delivery this week on <strong>everything</strong>.</p>')
    const editor = await call(saved.headers.get('Location')!, { headers: SIGNED_IN })
    expect(editor.text).toContain('Saved. The shop shows the change from the next page view.')
    expect(versionIds(editor.text)).toHaveLength(1)
    expect(editor.text).toContain('Free next day delivery')
    // The editor loads its own script, and only it.
    expect(editor.text).toMatch(/<script type="module" src="\/assets\/admin\/editor-[^"]+"/)
  })

  it('restores an earlier version, keeping the replaced content as a version too', async () => {
    const editor = await call(`/__admin/blocks/edit?kind=block&identifier=${STRIP}&scope=all`, { headers: SIGNED_IN })
    const [oldest] = versionIds(editor.text)
    const restored = await post('/__admin/blocks/restore', { version: oldest! })
    expect(restored.status).toBe(303)
    expect(restored.headers.get('Location')).toContain('restored=1')
    expect(await shopBlock(STRIP)).toContain('Free next day delivery')
    const after = await call(restored.headers.get('Location')!, { headers: SIGNED_IN })
    expect(versionIds(after.text)).toHaveLength(2)
    expect(after.text).toContain('Free delivery this week')
  })

  it('shows the selling strip’s change on the next shop page', async () => {
    expect((await call('/')).text).not.toContain('Order by noon for Saturday delivery')
    const saved = await post('/__admin/blocks/save', blockForm(HEADER, 'all', '<p>Order by noon for Saturday delivery.</p>'))
    expect(saved.status).toBe(303)
    expect((await call('/')).text).toContain('Order by noon for Saturday delivery.')
    expect((await call('/de/')).text).toContain('Order by noon for Saturday delivery.')
  })

  it('saves a copy for one store view, which wins there over the all-stores copy', async () => {
    const saved = await post('/__admin/blocks/save', blockForm(HEADER, 'de', '<p>Bestellen Sie bis 12 Uhr für Samstag.</p>'))
    expect(saved.status).toBe(303)
    expect(await shopBlock(HEADER, GERMAN_STORE)).toBe('<p>Bestellen Sie bis 12 Uhr für Samstag.</p>')
    expect(await shopBlock(HEADER)).toBe('<p>Order by noon for Saturday delivery.</p>')
    expect((await call('/de/')).text).toContain('Bestellen Sie bis 12 Uhr für Samstag.')
    expect((await call('/')).text).toContain('Order by noon for Saturday delivery.')

    const list = await call('/__admin/blocks', { headers: SIGNED_IN })
    expect(list.text).toContain('This store view’s own copy')
  })

  it('says when a store view has no copy of its own yet, and fills the form from the all-stores copy', async () => {
    const editor = await call('/__admin/blocks/edit?kind=block&identifier=footer_company_payment&scope=default', { headers: SIGNED_IN })
    expect(editor.status).toBe(200)
    expect(editor.text).toContain('has no copy of its own yet')
    expect(editor.text).toContain('Registered in England and Wales')
  })

  it('previews through the shop’s sanitiser without saving: scripts and handlers are gone', async () => {
    const hostile = '<p onclick="steal()">Hello <a href="javascript:alert(1)">there</a></p><script>alert("owned")</script><img src=x onerror="alert(2)">'
    const preview = await post('/__admin/blocks/preview', blockForm('home_usps', 'all', hostile))
    expect(preview.status).toBe(200)
    const box = /<div id="cms-preview"[^>]*>([\s\S]*?)<\/div>/.exec(preview.text)?.[1] ?? ''
    expect(box).toContain('<p>Hello <a>there</a></p>')
    expect(box).not.toMatch(/script|onclick|onerror|javascript:/i)
    // The typed content is back in the form, escaped, and nothing was saved.
    expect(preview.text).toContain('&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt;')
    expect(await shopBlock('home_usps')).not.toContain('Hello')
  })

  it('keeps the shop’s links in the store view in a store view’s preview', async () => {
    const preview = await post('/__admin/blocks/preview', blockForm('home_hero', 'de', '<p><a href="/ink-cartridges.html">Tinte</a></p>'))
    expect(preview.text).toContain('<a href="/de/ink-cartridges.html">Tinte</a>')
  })

  it('refuses an empty title with a message beside the field, keeping what was typed', async () => {
    const refused = await post('/__admin/blocks/save', blockForm('home_usps', 'all', '<p>kept</p>', { title: '   ' }))
    expect(refused.status).toBe(400)
    expect(refused.text).toContain('This field is required.')
    expect(refused.text).toContain('aria-invalid="true"')
    expect(refused.text).toContain('&lt;p&gt;kept&lt;/p&gt;')
  })

  it('answers a malformed form with 400 and an unknown block with 404, never a 500', async () => {
    expect((await post('/__admin/blocks/save', blockForm('home_usps', 'fr', '<p>x</p>'))).status).toBe(400)
    expect((await post('/__admin/blocks/save', blockForm('no_such_block', 'all', '<p>x</p>'))).status).toBe(404)
    expect((await post('/__admin/blocks/restore', { version: 'first' })).status).toBe(400)
    expect((await post('/__admin/blocks/restore', { version: '999999' })).status).toBe(404)
    expect((await call('/__admin/blocks/edit?kind=widget&identifier=x&scope=all', { headers: SIGNED_IN })).status).toBe(404)
  })
})

describe('editing a page', () => {
  it('saves a page’s title and meta, and the page’s next view shows them', async () => {
    const saved = await post('/__admin/blocks/save', {
      kind: 'page',
      identifier: 'aboutus',
      scope: 'all',
      title: 'About Cartridge Corner',
      content: '<p>Since 2009.</p>',
      isActive: '1',
      contentHeading: 'Who we are',
      metaTitle: 'About us – printer supplies since 2009',
      metaDescription: 'Who runs the shop.',
    })
    expect(saved.status).toBe(303)
    const page = await call('/aboutus.html')
    expect(page.status).toBe(200)
    expect(page.text).toContain('<title>About us – printer supplies since 2009')
    expect(page.text).toContain('Who we are')
  })
})

describe('against a real Magento', () => {
  const MAGENTO = { MAGENTO_GRAPHQL_URL: 'http://127.0.0.1:9/graphql' }

  it('offers only clearing the cached copy, and says blocks are edited in Magento', async () => {
    const page = await call('/__admin/blocks', { headers: SIGNED_IN }, MAGENTO)
    expect(page.status).toBe(200)
    expect(page.text).toContain('edited in Magento’s admin')
    expect((await call(`/__admin/blocks/edit?kind=block&identifier=${STRIP}&scope=all`, { headers: SIGNED_IN }, MAGENTO)).status).toBe(404)
    const purged = await call(
      '/__admin/blocks/purge',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, ...SIGNED_IN },
        body: new URLSearchParams({ kind: 'block', identifier: STRIP, scope: 'all' }).toString(),
      },
      MAGENTO,
    )
    expect(purged.status).toBe(303)
    expect(purged.headers.get('Location')).toBe(`/__admin/blocks?purged=${STRIP}`)
  })
})
