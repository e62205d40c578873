/**
 * The guest order lookup at /sales/guest/form: by number, e-mail and what the shop's Magento
 * version checks them against (the billing surname from 2.4.8, the default; the billing postcode on
 * 2.4.7); limited per client.
 */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { orderOfOne } from '../../test/orders'
import { seedCatalogue } from '../../test/seed-catalogue'
import { createApp } from '../app'

const ORIGIN = 'https://shop.test'

function lookUp(fields: Record<string, string>, ip = '203.0.113.7') {
  return SELF.fetch(`${ORIGIN}/sales/guest/form`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, 'CF-Connecting-IP': ip },
    body: new URLSearchParams(fields).toString(),
  })
}

/** The same shop set up for a Magento 2.4.7 back end. */
async function on247(path: string, fields?: Record<string, string>) {
  const ctx = createExecutionContext()
  const init = fields
    ? { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, 'CF-Connecting-IP': '203.0.113.70' }, body: new URLSearchParams(fields) }
    : {}
  const response = await createApp().fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }), { ...env, MAGENTO_VERSION: '2.4.7' }, ctx)
  const html = await response.text()
  await waitOnExecutionContext(ctx)
  return { status: response.status, html }
}

beforeAll(() => seedCatalogue())

describe('the guest order lookup on Magento 2.4.8 and later (the default)', () => {
  it('asks for the billing surname, and shows a guest’s order by number, e-mail and surname in any case', async () => {
    const page = await SELF.fetch(`${ORIGIN}/sales/guest/form`)
    expect(page.headers.get('cache-control')).toBe('no-store')
    const form = await page.text()
    expect(form).toContain('data-guest-order-form')
    expect(form).toContain('the surname on the billing address')
    expect(form).toContain('name="lastname"')
    expect(form).not.toContain('name="postcode"')
    const { number } = await orderOfOne(null, 2, 'guest.lookup@example.co.uk')
    const found = await lookUp({ number, email: 'guest.lookup@example.co.uk', lastname: ' LOVELACE ' }, '203.0.113.1')
    expect(found.status).toBe(200)
    const html = await found.text()
    expect(html).toContain(`data-order-detail="${number}"`)
    expect(html).not.toContain('/reorder')
  })

  it('says so when the details do not match, without telling which', async () => {
    const { number } = await orderOfOne(null, 1, 'guest.wrong@example.co.uk')
    for (const fields of [
      { number, email: 'someone.else@example.co.uk', lastname: 'Lovelace' },
      { number, email: 'guest.wrong@example.co.uk', lastname: 'Babbage' },
      { number: '999999999', email: 'guest.wrong@example.co.uk', lastname: 'Lovelace' },
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
    const fields = { number: '000000001', email: 'nobody@example.co.uk', lastname: 'Nobody' }
    for (let attempt = 0; attempt < 10; attempt++) expect((await lookUp(fields, '198.51.100.9')).status).toBe(400)
    const stopped = await lookUp(fields, '198.51.100.9')
    expect(stopped.status).toBe(429)
    expect(await stopped.text()).toContain('Too many attempts.')
    expect((await lookUp(fields, '198.51.100.10')).status).toBe(400)
  })
})

describe('the guest order lookup on Magento 2.4.7 (MAGENTO_VERSION=2.4.7)', () => {
  it('asks for the billing postcode and finds the order by it in any spacing; the surname alone is not enough', async () => {
    const form = await on247('/sales/guest/form')
    expect(form.html).toContain('the postcode of the billing address')
    expect(form.html).toContain('name="postcode"')
    expect(form.html).not.toContain('name="lastname"')
    const { number } = await orderOfOne(null, 1, 'guest.247@example.co.uk')
    const found = await on247('/sales/guest/form', { number, email: 'guest.247@example.co.uk', postcode: 'nw16xe' })
    expect(found.status).toBe(200)
    expect(found.html).toContain(`data-order-detail="${number}"`)
    const bySurname = await on247('/sales/guest/form', { number, email: 'guest.247@example.co.uk', lastname: 'Lovelace' })
    expect(bySurname.status).toBe(400)
    expect(bySurname.html).toContain('This field is required')
  })
})
