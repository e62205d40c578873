import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MenuEntry } from '../../shared/rules/menu'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'

const read = (query = '', init: RequestInit = {}) => SELF.fetch(`${ORIGIN}/api/magento/categoryMenu${query}`, { redirect: 'manual', ...init })

async function menu(): Promise<MenuEntry[]> {
  const response = await read()
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { menu: MenuEntry[] } }).data.menu
}

beforeAll(() => seedCatalogue())

describe('categoryMenu', () => {
  it('answers the top-level categories of the root, anonymously and cacheable', async () => {
    const response = await read()
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60')
    const body = (await response.json()) as { data: { menu: MenuEntry[] } }
    expect(body.data.menu.map((entry) => entry.name)).toEqual(['Ink Cartridges', 'Toner Cartridges', 'Label Tape', '3D Printer Filament', 'Paper', 'Printers'])
  })

  it('gives Ink Cartridges its brands and keeps Label Tape, Paper and Printers without submenus', async () => {
    const entries = new Map((await menu()).map((entry) => [entry.name, entry]))
    const ink = entries.get('Ink Cartridges')
    expect(ink?.children.length).toBeGreaterThan(0)
    for (const child of ink?.children ?? []) expect(child.path).toMatch(/^\/ink-cartridges\/[a-z0-9-]+\.html$/)
    for (const name of ['Label Tape', 'Paper', 'Printers']) expect(entries.get(name)?.children).toEqual([])
  })

  it('links to category pages that resolve', async () => {
    const [ink] = await menu()
    const paths = [ink?.path, ink?.children[0]?.path, '/paper.html', '/printers.html']
    for (const path of paths) {
      const page = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' })
      await page.text()
      expect([path, page.status]).toEqual([path, 200])
    }
  })

  it('refuses variables of its own and writes', async () => {
    expect((await read(`?variables=${encodeURIComponent(JSON.stringify({ rootUid: 'MQ==' }))}`)).status).toBe(400)
    expect((await read('', { method: 'POST', headers: { Origin: ORIGIN, 'Content-Type': 'application/json' }, body: '{}' })).status).toBe(405)
  })
})

describe('the desktop navigation in every page', () => {
  it('links each top-level category, store-prefixed in the German store', async () => {
    const english = await (await SELF.fetch(`${ORIGIN}/`)).text()
    const german = await (await SELF.fetch(`${ORIGIN}/de/`)).text()
    expect(english).toMatch(/<nav[^>]*data-desktop-menu=""/)
    expect(english).toContain('href="/ink-cartridges.html"')
    expect(english).toContain('href="/printers.html"')
    expect(german).toContain('href="/de/ink-cartridges.html"')
  })
})
