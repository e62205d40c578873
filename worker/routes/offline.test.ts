import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

const get = (path: string) => SELF.fetch(`https://shop.test${path}`)

describe('the offline page', () => {
  it('is a shell-less English page with the stylesheet and no script, always revalidated', async () => {
    const response = await get('/offline.html')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const html = await response.text()
    expect(html.startsWith('<!DOCTYPE html><html lang="en-GB">')).toBe(true)
    expect(html).toContain('<title>You are offline | Cartridge Corner</title>')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/app-[0-9a-f]{10}\.css"\/>/)
    expect(html).toContain('<a href="" class=')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<header')
  })

  it('is German under /de/', async () => {
    const html = await (await get('/de/offline.html')).text()
    expect(html.startsWith('<!DOCTYPE html><html lang="de-DE">')).toBe(true)
    expect(html).toContain('<h1 class="text-3xl font-bold text-ink-900">Sie sind offline</h1>')
    expect(html).toContain('Erneut versuchen')
  })
})
