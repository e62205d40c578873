import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogue } from '../../../test/seed-catalogue'

const get = (path: string, cookie: string) => SELF.fetch(`https://shop.test${path}`, { redirect: 'manual', headers: { Cookie: cookie } })
const clearsNotice = (response: Response) => response.headers.getSetCookie().some((c) => /^message=;.*Max-Age=0/.test(c))

beforeAll(() => seedCatalogue())

describe('one-off notices', () => {
  it('shows the notice on the next page, clears its cookie there and keeps that page out of caches', async () => {
    const response = await get('/', 'message=signed-out')
    expect(await response.text()).toContain('You have been signed out.')
    expect(clearsNotice(response)).toBe(true)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('shows it on a not-found page too, and clears it there', async () => {
    const response = await get('/no-such-page-at-all.html', 'message=signed-out')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('You have been signed out.')
    expect(clearsNotice(response)).toBe(true)
  })

  it('keeps the notice for a page when the response is no page (an API read, a redirect)', async () => {
    const api = await get('/api/magento/session', 'message=signed-out')
    expect(api.status).toBe(200)
    expect(clearsNotice(api)).toBe(false)
    const redirect = await get('/checkout', 'message=signed-out')
    expect(redirect.status).toBe(302)
    expect(clearsNotice(redirect)).toBe(false)
  })

  it('lets a new notice the route leaves replace the old one', async () => {
    const response = await get('/customer/account/confirm?email=ada%40example.co.uk&key=not-a-real-key', 'message=signed-out')
    expect(response.status).toBe(302)
    const cookies = response.headers.getSetCookie()
    expect(cookies.some((c) => c.startsWith('message=confirmation-failed;'))).toBe(true)
    expect(clearsNotice(response)).toBe(false)
  })

  it('leaves pages without a notice cacheable and cookie-free', async () => {
    const response = await get('/aboutus.html', '')
    expect(response.headers.getSetCookie()).toEqual([])
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })
})
