/** Issue 17 guest order lookup at /sales/guest/form: by number, e-mail and billing postcode; limited. */
import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { orderOfOne } from '../../test/orders'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'

function lookUp(fields: Record<string, string>, ip = '203.0.113.7') {
  return SELF.fetch(`${ORIGIN}/sales/guest/form`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, 'CF-Connecting-IP': ip },
    body: new URLSearchParams(fields).toString(),
  })
}

beforeAll(() => seedCatalogue())

describe('the guest order lookup', () => {
  it('shows the form, and a guest’s order by number, e-mail and billing postcode in any spacing', async () => {
    const page = await SELF.fetch(`${ORIGIN}/sales/guest/form`)
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(await page.text()).toContain('data-guest-order-form')
    const { number } = await orderOfOne(null, 2, 'guest.lookup@example.co.uk')
    const found = await lookUp({ number, email: 'guest.lookup@example.co.uk', postcode: 'nw16xe' }, '203.0.113.1')
    expect(found.status).toBe(200)
    const html = await found.text()
    expect(html).toContain(`data-order-detail="${number}"`)
    expect(html).not.toContain('/reorder')
  })

  it('says so when the details do not match, without telling which', async () => {
    const { number } = await orderOfOne(null, 1, 'guest.wrong@example.co.uk')
    for (const fields of [
      { number, email: 'someone.else@example.co.uk', postcode: 'NW1 6XE' },
      { number, email: 'guest.wrong@example.co.uk', postcode: 'SW1A 1AA' },
      { number: '999999999', email: 'guest.wrong@example.co.uk', postcode: 'NW1 6XE' },
    ]) {
      const answer = await lookUp(fields, '203.0.113.2')
      expect(answer.status).toBe(400)
      expect(await answer.text()).toContain('We could not find an order with these details.')
    }
    const empty = await lookUp({}, '203.0.113.2')
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain('This field is required')
  })

  it('stops a client after ten lookups in a quarter of an hour', async () => {
    const fields = { number: '000000001', email: 'nobody@example.co.uk', postcode: 'NW1 6XE' }
    for (let attempt = 0; attempt < 10; attempt++) expect((await lookUp(fields, '198.51.100.9')).status).toBe(400)
    const stopped = await lookUp(fields, '198.51.100.9')
    expect(stopped.status).toBe(429)
    expect(await stopped.text()).toContain('Too many attempts.')
    expect((await lookUp(fields, '198.51.100.10')).status).toBe(400)
  })
})
