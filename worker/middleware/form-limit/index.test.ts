import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

const ORIGIN = 'https://shop.test'

/** A newsletter form post (4 KB allowed) with `bytes` of body. */
const post = (path: string, bytes: number) =>
  SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
    body: `email=${'a'.repeat(bytes)}`,
  })

describe('a form past its size limit', () => {
  it('is refused with 413 and the shop’s error page in the store view’s words, its body unread', async () => {
    const english = await post('/newsletter', 8 * 1024)
    expect(english.status).toBe(413)
    expect(english.headers.get('Content-Type')).toContain('text/html')
    const page = await english.text()
    expect(page).toContain('<h1 id="error-heading"')
    expect(page).toContain('The form is too large to send. Please shorten what you typed and try again.')
    expect(page).toContain('Back to Home page')
    const german = await post('/de/newsletter', 8 * 1024)
    expect(german.status).toBe(413)
    expect(await german.text()).toContain('Das Formular ist zu groß zum Senden.')
  })

  it('lets a form within it through to its route', async () => {
    const response = await post('/newsletter', 100)
    expect(response.status).not.toBe(413)
    expect(response.status).toBeLessThan(500)
  })
})
