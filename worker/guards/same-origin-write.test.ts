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

  it('refuses a cross-site write that carries no Origin', async () => {
    expect((await post({ 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
  })

  it('lets our own pages and server-side clients write', async () => {
    const allowed: Record<string, string>[] = [{ Origin: 'https://shop.test' }, { 'Sec-Fetch-Site': 'same-origin' }, {}]
    for (const headers of allowed) {
      const response = await post(headers)
      expect(response.status, JSON.stringify(headers)).toBe(200)
      await response.body?.cancel()
    }
  })
})

describe('same-origin writes everywhere', () => {
  it('refuses a cross-origin POST to any path, before it reaches a route', async () => {
    for (const path of ['/customer/account/logout/', '/__cache/purge', '/cart']) {
      const response = await SELF.fetch(`https://shop.test${path}`, { method: 'POST', headers: { Origin: 'https://evil.example' }, body: '{}' })
      expect(response.status, path).toBe(403)
      await response.body?.cancel()
    }
  })
})
