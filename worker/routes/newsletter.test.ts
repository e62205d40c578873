/**
 * The newsletter page (issue 25 point 7): what the footer's "Sign up to our newsletter" reaches
 * without JavaScript. A guest's form posts, the address is subscribed through the back end's
 * subscribeEmailToNewsletter, and the page says so; a bad address is refused next to its field.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogue } from '../../test/seed-catalogue'
import { shopGet, shopPost } from '../../test/shop-requests'

const get = shopGet
const post = (path: string, fields: Record<string, string>) => shopPost(path, fields)

const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ')
const fieldMessage = (html: string, name: string) => new RegExp(`id="field-${name}-error"[^>]*>([^<]+)<`).exec(html)?.[1] ?? null
const statusOf = async (email: string) => (await env.DB.prepare('SELECT status FROM newsletter_subscribers WHERE email = ?1').bind(email).first<{ status: string }>())?.status ?? null

beforeAll(() => seedCatalogue())

describe('the newsletter page', () => {
  it('is open to guests, the same for everyone and cacheable, with a form that posts to itself', async () => {
    const response = await get('/newsletter')
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(html).toContain('data-page-kind="newsletter"')
    expect(html).toMatch(/<h1 id="page-heading"[^>]*>Sign up to our newsletter<\/h1>/)
    expect(html).toMatch(/<form [^>]*action="\/newsletter" method="post">/)
    expect(html).toMatch(/<label for="field-email"[^>]*>Email address/)
    expect(response.headers.get('Cache-Control') ?? '').not.toContain('no-store')
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('is where the footer’s sign-up link leads, in each store', async () => {
    const home = await (await get('/')).text()
    expect(home).toMatch(/<a href="\/newsletter" data-modal-open="newsletter"/)
    const german = await (await get('/de/')).text()
    expect(german).toMatch(/<a href="\/de\/newsletter" data-modal-open="newsletter"/)
    expect((await get('/de/newsletter')).status).toBe(200)
  })

  it('subscribes a guest’s address and comes back with the outcome', async () => {
    const response = await post('/newsletter', { email: ' news.guest@example.co.uk ' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/newsletter')
    expect(await statusOf('news.guest@example.co.uk')).toMatch(/^(SUBSCRIBED|NOT_ACTIVE)$/)
    const back = await get('/newsletter', cookiesOf(response))
    const html = await back.text()
    expect(html).toMatch(/You are subscribed to our newsletter\.|please confirm your subscription/)
    expect(back.headers.get('Cache-Control')).toContain('no-store')
  })

  it('refuses a missing or wrong address next to the field and keeps what was typed', async () => {
    const empty = await post('/newsletter', {})
    expect(empty.status).toBe(400)
    expect(fieldMessage(await empty.text(), 'email')).toBe('This field is required')
    const wrong = await post('/newsletter', { email: 'not-an-address' })
    expect(wrong.status).toBe(400)
    const html = await wrong.text()
    expect(fieldMessage(html, 'email')).toBe('The email field must be a valid email')
    expect(html).toContain('value="not-an-address"')
    expect(await statusOf('not-an-address')).toBeNull()
  })

  it('speaks German in the German store', async () => {
    const html = await (await get('/de/newsletter')).text()
    expect(html).toContain('<html lang="de-DE"')
    expect(html).toContain('Newsletter abonnieren')
    expect(html).toContain('action="/de/newsletter"')
  })
})
