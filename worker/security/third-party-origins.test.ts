import { createExecutionContext, env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogue } from '../../test/seed-catalogue'
import { createApp } from '../app'
import { imageOrigins, TAG_MANAGER_ORIGIN, thirdPartyOrigins, VIDEO_THUMBNAIL_ORIGIN } from './third-party-origins'

// The shell's content (store config, menu, CMS blocks) comes from the catalogue.
beforeAll(() => seedCatalogue())

const CHAT_SCRIPT_URL = 'https://chat.example:8443/widget/loader.js'

/** The home page (or `path`) of the real app, with the given settings on top of wrangler.toml's. */
async function home(settings: Partial<Record<'CHAT_SCRIPT_URL' | 'TAG_MANAGER_ID' | 'MAGENTO_GRAPHQL_URL', string>> = {}, path = '/') {
  const response = await createApp().fetch(new Request(`https://shop.test${path}`), { ...env, ...settings }, createExecutionContext())
  const csp = response.headers.get('content-security-policy') ?? ''
  const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? ''
  return { html: await response.text(), scriptSrc: directive('script-src'), connectSrc: directive('connect-src'), imgSrc: directive('img-src'), nonce: /'nonce-([^']+)'/.exec(csp)?.[1] }
}

describe('third-party origins', () => {
  it('are none unless configured', () => {
    expect(thirdPartyOrigins({})).toEqual([])
    expect(thirdPartyOrigins({ CHAT_SCRIPT_URL, TAG_MANAGER_ID: 'GTM-AB12CD' })).toEqual(['https://chat.example:8443', TAG_MANAGER_ORIGIN])
  })
})

describe('picture origins', () => {
  it('admit the video thumbnails, and a configured Magento’s media', () => {
    expect(imageOrigins({})).toEqual([VIDEO_THUMBNAIL_ORIGIN])
    expect(imageOrigins({ MAGENTO_GRAPHQL_URL: 'https://magento.example:8443/graphql' })).toEqual([VIDEO_THUMBNAIL_ORIGIN, 'https://magento.example:8443'])
  })

  it('are what the policy’s img-src names', async () => {
    expect((await home()).imgSrc).toBe(`img-src 'self' data: ${VIDEO_THUMBNAIL_ORIGIN}`)
  })
})

describe('the help chat on pages', () => {
  it('offers the shop’s contact options when no chat is configured, and the policy admits only our own scripts (issue 25)', async () => {
    const page = await home()
    // The launcher is there: a link to the contact page until scripts make it the button.
    expect(page.html).toMatch(/<div data-island="help-chat" data-island-hydrate="personal" data-island-texts="\/assets\/island-texts-en_GB-\w+\.json" class="contents"><a href="\/contact.html" aria-label="Help: contact our team"[^>]*>.*?Help<\/a><button[^>]*aria-expanded="false"[^>]*>.*?Help<\/button><\/div>/)
    expect(page.html).toContain('"scriptUrl":null')
    expect(page.html).toContain('"contact":{"phone":"01632 960 123","email":"help@cartridgecorner.co.uk","contactPath":"/contact.html"}')
    expect(page.scriptSrc).toBe(`script-src 'self' 'nonce-${page.nonce}'`)
    expect(page.connectSrc).toBe("connect-src 'self'")
  })

  it('offers the chat button with the vendor URL, and the policy admits exactly that origin', async () => {
    const page = await home({ CHAT_SCRIPT_URL })
    expect(page.html).toMatch(/<div data-island="help-chat" data-island-hydrate="personal" data-island-texts="\/assets\/island-texts-en_GB-\w+\.json" class="contents"><a href="\/contact.html"[^>]*>.*?Help<\/a><button[^>]*>.*?Help<\/button><\/div>/)
    expect(page.html).toContain(`"scriptUrl":"${CHAT_SCRIPT_URL}"`)
    // Nothing of the vendor's is loaded with the page: only a click (or an earlier one) does that.
    expect(page.html).not.toContain(`src="${CHAT_SCRIPT_URL}"`)
    expect(page.scriptSrc).toBe(`script-src 'self' 'nonce-${page.nonce}' https://chat.example:8443`)
    expect(page.connectSrc).toBe("connect-src 'self' https://chat.example:8443")
  })
})

describe('the checkout’s payment pages (PCI DSS 4.0 6.4.3)', () => {
  it('admit only our own scripts, whatever is configured; the page after the order admits the tag manager again', async () => {
    for (const path of ['/checkout/user-account', '/checkout/shipping', '/checkout/shipping/method', '/checkout/billing', '/de/checkout/payment']) {
      const page = await home({ CHAT_SCRIPT_URL, TAG_MANAGER_ID: 'GTM-AB12CD' }, path)
      expect(page.scriptSrc, path).toBe(`script-src 'self' 'nonce-${page.nonce}'`)
      expect(page.connectSrc, path).toBe("connect-src 'self'")
    }
    const thankYou = await home({ CHAT_SCRIPT_URL, TAG_MANAGER_ID: 'GTM-AB12CD' }, '/checkout/thank-you')
    expect(thankYou.scriptSrc).toBe(`script-src 'self' 'nonce-${thankYou.nonce}' https://chat.example:8443 ${TAG_MANAGER_ORIGIN}`)
  })
})

describe('the tag manager', () => {
  it('is not loaded unless configured', async () => {
    const page = await home()
    expect(page.html).not.toContain('googletagmanager')
  })

  it('loads the configured container with the nonce, and the policy admits its origin', async () => {
    const page = await home({ TAG_MANAGER_ID: 'GTM-AB12CD' })
    const head = page.html.slice(0, page.html.indexOf('</head>'))
    // The nonce is base64: its `+` and `/` are taken literally, not as a pattern.
    const inline = [...head.matchAll(/<script nonce="([^"]*)">([^<]*)<\/script>/g)].filter((match) => match[1] === page.nonce).map((match) => match[2] ?? '')
    const loader = inline.find((text) => text.includes('gtm.js'))
    // Started by an inline script with the nonce that waits while the page is prerendered (issue 26).
    expect(loader).toContain(`"${TAG_MANAGER_ORIGIN}/gtm.js?id=GTM-AB12CD"`)
    expect(loader).toContain("push({'gtm.start':Date.now(),event:'gtm.js'})")
    expect(loader).toContain("if(d.prerendering)d.addEventListener('prerenderingchange',load")
    expect(page.scriptSrc).toBe(`script-src 'self' 'nonce-${page.nonce}' ${TAG_MANAGER_ORIGIN}`)
  })
})
