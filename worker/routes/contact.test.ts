/**
 * The contact page (issue 18 point 2): the form without JavaScript posts, is checked field by field,
 * reaches customer services through the back end's contactUs (the outbox), thanks the shopper with
 * Magento's words, and is limited per client.
 */
import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'
const THANKS = 'Thanks for contacting us with your comments and questions. We’ll respond to you very soon.'

const get = (path: string, cookie = '') => SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual', headers: { Cookie: cookie } })

function post(path: string, fields: Record<string, string>, ip: string) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, 'CF-Connecting-IP': ip },
    body: new URLSearchParams(fields).toString(),
  })
}

const fieldMessage = (html: string, name: string) => new RegExp(`id="field-${name}-error"[^>]*>([^<]+)<`).exec(html)?.[1] ?? null
const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ')
const contactMails = async (text: string) =>
  (await env.DB.prepare("SELECT subject, body FROM outbox WHERE kind = 'contact' AND body LIKE ?1").bind(`%${text}%`).all<{ subject: string; body: string }>()).results

const GOOD = { name: 'Grace Hopper', email: 'grace@example.co.uk', telephone: '0113 496 0000', comment: 'Do you deliver toner to Jersey?' }

beforeAll(() => seedCatalogue())

describe('the contact page', () => {
  it('shows the form at both paths, the same for everyone, and cacheable', async () => {
    for (const path of ['/contact.html', '/ContactUs']) {
      const response = await get(path)
      const html = await response.text()
      expect(response.status).toBe(200)
      expect(html).toContain('data-page-kind="contact"')
      expect(html).toContain('action="/contact.html"')
      for (const name of ['name', 'email', 'telephone', 'comment']) expect(html).toContain(`name="${name}"`)
      expect(html).toContain('<textarea id="field-comment" name="comment" rows="6"')
      expect(html).not.toContain('This page is being prepared')
      expect(response.headers.get('Cache-Control') ?? '').not.toContain('no-store')
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/contact.html"/>`)
    }
  })

  it('says what to fix next to each field and keeps what was typed', async () => {
    const empty = await post('/contact.html', {}, '198.51.100.1')
    expect(empty.status).toBe(400)
    const emptyHtml = await empty.text()
    expect(['name', 'email', 'comment'].map((name) => fieldMessage(emptyHtml, name))).toEqual(['This field is required', 'This field is required', 'This field is required'])
    expect(fieldMessage(emptyHtml, 'telephone')).toBeNull()

    const wrong = await post('/contact.html', { name: 'G', email: 'grace@', telephone: '12', comment: 'x'.repeat(4001) }, '198.51.100.1')
    const html = await wrong.text()
    expect(fieldMessage(html, 'name')).toBe('Use at least 2 characters.')
    expect(fieldMessage(html, 'email')).toBe('The email field must be a valid email')
    expect(fieldMessage(html, 'telephone')).toBe('Enter a telephone number of 10 to 15 digits, for example 020 7946 0000.')
    expect(fieldMessage(html, 'comment')).toBe('Please keep your message under 4,000 characters.')
    expect(html).toContain('value="grace@"')
    expect(wrong.headers.get('Cache-Control')).toContain('no-store')
    expect(await contactMails('x'.repeat(50))).toEqual([])
  })

  it('sends a good message to customer services and thanks the shopper on the page', async () => {
    const sent = await post('/contact.html', GOOD, '198.51.100.2')
    expect(sent.status).toBe(303)
    expect(sent.headers.get('Location')).toBe('/contact.html')
    const [mail] = await contactMails('deliver toner to Jersey')
    expect(mail).toEqual({
      subject: 'Contact form: Grace Hopper',
      body: 'From: Grace Hopper <grace@example.co.uk>\nTelephone: 0113 496 0000\n\nDo you deliver toner to Jersey?',
    })
    const thanked = await get('/contact.html', cookiesOf(sent))
    expect(await thanked.text()).toContain(THANKS)
    expect(thanked.headers.get('Cache-Control')).toContain('no-store')
  })

  it('stays in the German store, in German', async () => {
    const sent = await post('/de/contact.html', { ...GOOD, comment: 'Liefern Sie nach Österreich?' }, '198.51.100.3')
    expect(sent.headers.get('Location')).toBe('/de/contact.html')
    expect(await (await get('/de/contact.html', cookiesOf(sent))).text()).toContain('Vielen Dank für Ihre Nachricht.')
    expect(await contactMails('nach Österreich')).toHaveLength(1)
  })

  it('takes five messages an hour from one client, then asks it to wait', async () => {
    for (let message = 1; message <= 5; message++) expect((await post('/contact.html', { ...GOOD, comment: `Limit ${message}` }, '198.51.100.4')).status).toBe(303)
    const refused = await post('/contact.html', { ...GOOD, comment: 'Limit 6' }, '198.51.100.4')
    expect(refused.status).toBe(429)
    expect(await refused.text()).toContain('You have sent several messages in a short time.')
    expect(await contactMails('Limit 6')).toEqual([])
    expect((await post('/contact.html', { ...GOOD, comment: 'Another client' }, '198.51.100.5')).status).toBe(303)
  })
})
