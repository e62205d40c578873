/**
 * The captcha on the password pages (issue 17 point 3, SPEC §5 and §8): with a secret and site key
 * configured, both pages draw the provider's widget with a script the page's policy admits, and a
 * post without the provider's approval is refused with the spec's message before the back end
 * hears of it. The provider is a real local HTTP endpoint (test/captcha-provider.ts).
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { mailedKey, signedInCustomer } from '../../test/customers'
import { seedCatalogue } from '../../test/seed-catalogue'
import { createApp } from '../app'
import type { Env } from '../bindings'

const ORIGIN = 'https://shop.test'
const SCRIPT_URL = 'https://captcha.example/widget.js'
const CAPTCHA_FAILED = 'Error during reCaptcha verification. Please try again.'
const provider = inject('captchaProvider')
const captchaOn = { CAPTCHA_SECRET: provider.secret, CAPTCHA_VERIFY_URL: provider.verifyUrl, CAPTCHA_SITE_KEY: 'public-site-key', CAPTCHA_SCRIPT_URL: SCRIPT_URL }

async function send(path: string, fields?: Record<string, string>, overrides: Partial<Env> = captchaOn): Promise<Response> {
  const request = fields
    ? new Request(`${ORIGIN}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
        body: new URLSearchParams(fields).toString(),
      })
    : new Request(`${ORIGIN}${path}`, { redirect: 'manual' })
  const context = createExecutionContext()
  const response = await createApp().fetch(request, { ...env, ...overrides }, context)
  await waitOnExecutionContext(context)
  return response
}

const directive = (response: Response, name: string) =>
  (response.headers.get('Content-Security-Policy') ?? '').split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `)) ?? ''

const resetMails = async (email: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE to_email = ?1 AND kind = 'password_reset'").bind(email).first<{ n: number }>())!.n

beforeAll(() => seedCatalogue())

describe('the captcha widget', () => {
  it('is drawn on the forgotten-password page, its script admitted by this page alone', async () => {
    const page = await send('/customer/account/forgotpassword')
    const html = await page.text()
    const nonce = /'nonce-([^']+)'/.exec(directive(page, 'script-src'))?.[1]
    expect(nonce).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/)
    expect(html).toContain('class="g-recaptcha" data-sitekey="public-site-key"')
    expect(html).toContain(`<script src="${SCRIPT_URL}" async="" defer="" nonce="${nonce}">`)
    expect(html).toContain('The security check needs JavaScript.')
    expect(directive(page, 'script-src')).toContain('https://captcha.example')
    expect(directive(page, 'frame-src')).toBe("frame-src 'self' https://captcha.example")

    const elsewhere = await send('/customer/account/login')
    await elsewhere.body?.cancel()
    expect(directive(elsewhere, 'script-src')).not.toContain('captcha.example')
    expect(directive(elsewhere, 'frame-src')).toBe("frame-src 'self'")
  })

  it('defaults to reCAPTCHA’s script and hosts, also in the German store', async () => {
    const page = await send('/de/customer/account/forgotpassword', undefined, { ...captchaOn, CAPTCHA_SCRIPT_URL: undefined })
    expect(await page.text()).toContain('<script src="https://www.google.com/recaptcha/api.js"')
    expect(directive(page, 'script-src')).toContain('https://www.google.com https://www.gstatic.com')
  })

  it('is not drawn when captcha is off, nor when no site key is configured', async () => {
    for (const overrides of [{}, { ...captchaOn, CAPTCHA_SITE_KEY: undefined }]) {
      const page = await send('/customer/account/forgotpassword', undefined, overrides)
      expect(await page.text()).not.toContain('g-recaptcha')
      expect(directive(page, 'frame-src')).toBe("frame-src 'self'")
    }
  })
})

describe('the password forms with captcha on', () => {
  it('refuses a request for a reset link without the provider’s approval, and sends one with it', async () => {
    await signedInCustomer('captcha.forgot@example.co.uk')
    for (const fields of [{ email: 'captcha.forgot@example.co.uk' }, { email: 'captcha.forgot@example.co.uk', 'g-recaptcha-response': 'bad-token' }] as Record<string, string>[]) {
      const refused = await send('/customer/account/forgotpassword', fields)
      expect(refused.status).toBe(400)
      const html = await refused.text()
      expect(html).toContain(CAPTCHA_FAILED)
      expect(html).toContain('value="captcha.forgot@example.co.uk"')
      expect(html).toContain('class="g-recaptcha"')
    }
    expect(await resetMails('captcha.forgot@example.co.uk')).toBe(0)

    const sent = await send('/customer/account/forgotpassword', { email: 'captcha.forgot@example.co.uk', 'g-recaptcha-response': provider.goodToken })
    expect(sent.status).toBe(303)
    expect(sent.headers.get('Location')).toBe('/customer/account/login')
    expect(await resetMails('captcha.forgot@example.co.uk')).toBe(1)
  })

  it('draws the widget on the new-password page and refuses a reset without approval', async () => {
    await signedInCustomer('captcha.reset@example.co.uk')
    await send('/customer/account/forgotpassword', { email: 'captcha.reset@example.co.uk', 'g-recaptcha-response': provider.goodToken })
    const token = await mailedKey('captcha.reset@example.co.uk', 'password_reset', 'token')
    const link = `/customer/account/createpassword/?email=${encodeURIComponent('captcha.reset@example.co.uk')}&token=${encodeURIComponent(token)}`
    const page = await send(link)
    expect(await page.text()).toContain('class="g-recaptcha" data-sitekey="public-site-key"')
    expect(directive(page, 'frame-src')).toContain('https://captcha.example')

    const fields = { email: 'captcha.reset@example.co.uk', token, password: 'Fresh-Toner-77', confirmPassword: 'Fresh-Toner-77' }
    const refused = await send('/customer/account/createpassword', { ...fields, 'g-recaptcha-response': 'bad-token' })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain(CAPTCHA_FAILED)
    const accepted = await send('/customer/account/createpassword', { ...fields, 'g-recaptcha-response': provider.goodToken })
    expect(accepted.status).toBe(303)
    expect(accepted.headers.get('Location')).toBe('/customer/account/login')
  })
})
