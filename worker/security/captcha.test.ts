import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { seedCatalogue } from '../../test/seed-catalogue'
import { createApp } from '../app'
import type { Env } from '../bindings'
import { CAPTCHA_FAILED_MESSAGE, captchaEnabled, verifyCaptcha } from './captcha'

// A real verification endpoint on 127.0.0.1, started by test/captcha-provider.ts.
const provider = inject('captchaProvider')
const configured = { secret: provider.secret, verifyUrl: provider.verifyUrl }

describe('verifyCaptcha against a verification endpoint', () => {
  it('accepts the token the provider accepts', async () => {
    expect(await verifyCaptcha(configured, { token: provider.goodToken })).toBe(true)
    expect(await verifyCaptcha(configured, { token: provider.goodToken, remoteIp: '203.0.113.7' })).toBe(true)
  })

  it('refuses a token the provider refuses', async () => {
    expect(await verifyCaptcha(configured, { token: 'bad-token' })).toBe(false)
  })

  it('sends our secret: with a wrong one even a good token fails', async () => {
    expect(await verifyCaptcha({ ...configured, secret: 'someone-elses-secret' }, { token: provider.goodToken })).toBe(false)
  })

  it('fails a missing, empty or oversized token without asking the provider', async () => {
    let asked = 0
    const counting: typeof fetch = (input, init) => {
      asked += 1
      return fetch(input, init)
    }
    for (const token of [undefined, null, '', 'x'.repeat(4097)]) expect(await verifyCaptcha(configured, { token, fetch: counting })).toBe(false)
    expect(asked).toBe(0)
  })

  it('fails closed when the provider cannot be reached or answers with an error', async () => {
    expect(await verifyCaptcha({ ...configured, verifyUrl: 'http://127.0.0.1:1/siteverify' }, { token: provider.goodToken })).toBe(false)
    const failing: typeof fetch = async () => new Response('busy', { status: 503 })
    expect(await verifyCaptcha(configured, { token: provider.goodToken, fetch: failing })).toBe(false)
    const confused: typeof fetch = async () => new Response('<html>ok</html>', { status: 200 })
    expect(await verifyCaptcha(configured, { token: provider.goodToken, fetch: confused })).toBe(false)
    const truthy: typeof fetch = async () => Response.json({ success: 'true' })
    expect(await verifyCaptcha(configured, { token: provider.goodToken, fetch: truthy })).toBe(false)
  })

  it('is off without a secret, and then passes anything', async () => {
    const off = { secret: undefined, verifyUrl: provider.verifyUrl }
    expect(captchaEnabled(off)).toBe(false)
    expect(captchaEnabled(configured)).toBe(true)
    expect(await verifyCaptcha(off, { token: undefined })).toBe(true)
  })
})

describe('what the embedded back end tells Magento clients (recaptchaV3Config)', () => {
  beforeAll(() => seedCatalogue())

  const recaptchaConfig = async (extra: Partial<Env>) => {
    const context = createExecutionContext()
    const url = new URL('https://shop.test/graphql')
    url.searchParams.set('query', '{ recaptchaV3Config { is_enabled website_key failure_message forms } }')
    const response = await createApp().fetch(new Request(url, { headers: { 'Cache-Control': 'no-cache' } }), { ...env, ...extra }, context)
    await waitOnExecutionContext(context)
    const body = (await response.json()) as { data?: { recaptchaV3Config: unknown } }
    return body.data?.recaptchaV3Config
  }

  it('is enabled, for the password-reset forms, only when a secret is configured', async () => {
    expect(await recaptchaConfig({ CAPTCHA_SECRET: provider.secret, CAPTCHA_SITE_KEY: 'public-site-key' })).toEqual({
      is_enabled: true,
      website_key: 'public-site-key',
      failure_message: CAPTCHA_FAILED_MESSAGE,
      forms: ['CUSTOMER_FORGOT_PASSWORD'],
    })
    expect(await recaptchaConfig({ CAPTCHA_SITE_KEY: 'public-site-key' })).toEqual({
      is_enabled: false,
      website_key: 'public-site-key',
      failure_message: CAPTCHA_FAILED_MESSAGE,
      forms: [],
    })
  })
})
