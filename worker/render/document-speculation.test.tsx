import { createExecutionContext, env } from 'cloudflare:test'
import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { speculationRules } from '../../shared/rules/speculation-rules'
import { seedCatalogue } from '../../test/seed-catalogue'
import { createApp } from '../app'
import { Document } from './document'

beforeAll(() => seedCatalogue())

async function page(path: string) {
  const response = await createApp().fetch(new Request(`https://shop.test${path}`), env, createExecutionContext())
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
  const html = await response.text()
  const rules = /<script type="speculationrules" nonce="([^"]*)">([^<]*)<\/script>/.exec(html)
  return { status: response.status, nonce, rules: rules ? { nonce: rules[1], json: JSON.parse(rules[2] ?? '') as unknown } : null }
}

describe('the speculation rules in a page (issue 26)', () => {
  it('sit in the head with the response’s nonce, as the policy admits no other inline script', async () => {
    for (const path of ['/', '/ink-cartridges.html', '/de/']) {
      const shown = await page(path)
      expect(shown.status, path).toBe(200)
      expect(shown.rules?.nonce, path).toBe(shown.nonce)
      expect(shown.rules?.json, path).toEqual(speculationRules())
    }
  })

  it('are left out of the checkout’s payment pages, which nothing leaves early', () => {
    const assets = { css: '/assets/app.css', entry: '/assets/entry.js', preload: [] }
    const render = (firstPartyOnly: boolean) =>
      renderToString(
        <Document lang="en-GB" title="Payment" assets={assets} nonce="n0nce" firstPartyOnly={firstPartyOnly}>
          <main />
        </Document>,
      )
    expect(render(false)).toContain('<script type="speculationrules" nonce="n0nce">')
    expect(render(true)).not.toContain('speculationrules')
  })
})
