import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

const post = (headers: Record<string, string>) =>
  SELF.fetch('https://shop.test/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ query: 'mutation { createEmptyCart }' }),
  })

describe('same-origin writes to /graphql', () => {
  it('refuses a write from another origin with 403', async () => {
    const response = await post({ Origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe('Cross-origin requests may not change data.')
  })

  it('refuses a cross-site write that carries no Origin: Sec-Fetch-Site, else the Referer decides (OWASP)', async () => {
    expect((await post({ 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
    expect((await post({ Referer: 'https://evil.example/page' })).status).toBe(403)
    expect((await post({ Referer: 'not a url' })).status).toBe(403)
    expect((await post({ Origin: 'null' })).status).toBe(403)
  })

  it('lets our own pages and server-side clients write', async () => {
    const allowed: Record<string, string>[] = [
      { Origin: 'https://shop.test' },
      { 'Sec-Fetch-Site': 'same-origin' },
      { Referer: 'https://shop.test/checkout/cart' },
      { 'Sec-Fetch-Site': 'same-origin', Referer: 'https://evil.example/' },
      {},
    ]
    for (const headers of allowed) {
      const response = await post(headers)
      expect(response.status, JSON.stringify(headers)).toBe(200)
      await response.body?.cancel()
    }
  })
})

describe('same-origin writes everywhere', () => {
  it('answers a form posted from another site with the error page saying so, and changes nothing', async () => {
    const form = new URLSearchParams({ email: 'someone@example.com' })
    for (const headers of [{ Origin: 'https://evil.example' }, { Referer: 'https://evil.example/trap.html' }] as Record<string, string>[]) {
      const response = await SELF.fetch('https://shop.test/newsletter', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', ...headers },
        body: form,
        redirect: 'manual',
      })
      expect(response.status, JSON.stringify(headers)).toBe(403)
      expect(response.headers.get('Content-Type')).toContain('text/html')
      expect(response.headers.getSetCookie()).toEqual([])
      const html = await response.text()
      expect(html).toContain('An error occurred')
      expect(html).toContain('This form was sent from another website, so nothing was changed.')
    }
    const german = await SELF.fetch('https://shop.test/de/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Referer: 'https://evil.example/' },
      body: form,
    })
    expect(german.status).toBe(403)
    expect(await german.text()).toContain('Dieses Formular wurde von einer anderen Website gesendet')
  })

  it('refuses a cross-origin POST to any path, before it reaches a route', async () => {
    for (const path of ['/customer/account/logout/', '/__cache/purge', '/cart']) {
      const response = await SELF.fetch(`https://shop.test${path}`, { method: 'POST', headers: { Origin: 'https://evil.example' }, body: '{}' })
      expect(response.status, path).toBe(403)
      await response.body?.cancel()
    }
  })
})
