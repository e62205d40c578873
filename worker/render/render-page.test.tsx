import { createExecutionContext, env } from 'cloudflare:test'
import { Suspense, use } from 'react'
import { describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { islandTextsFile } from '../../client/islands/island-texts'
import { loadAssetManifest } from './asset-manifest'
import { renderPage } from './render-page'

function SlowSection({ data }: { data: Promise<string> }) {
  return <p data-testid="slow">{use(data)}</p>
}

/** The real app with a page whose lower section waits for data the test releases. */
function appWithSlowPage(data: Promise<string>) {
  return createApp({
    extraRoutes: (app) =>
      app.get('/slow', (c) =>
        renderPage(
          c,
          <Suspense fallback={<p>Loading reviews…</p>}>
            <SlowSection data={data} />
          </Suspense>,
          { title: 'Slow </title><script>alert(1)</script>' },
        ),
      ),
  })
}

function deferred() {
  let resolve!: (value: string) => void
  const promise = new Promise<string>((r) => (resolve = r))
  return { promise, resolve }
}

async function readAll(reader: ReadableStreamDefaultReader<Uint8Array>, decoder: TextDecoder): Promise<string> {
  let text = ''
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value, { stream: true })
  return text
}

describe('streaming render', () => {
  it('flushes the head before slow data resolves, then streams the section', async () => {
    const slow = deferred()
    const response = await appWithSlowPage(slow.promise).fetch(new Request('https://shop.test/slow'), env, createExecutionContext())
    expect(response.status).toBe(200)
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    // React sends the shell in chunks of a few KB; read them until the fallback has arrived.
    let first = ''
    for (let chunk = 0; chunk < 50 && !first.includes('Loading reviews…'); chunk++) {
      const { value, done } = await reader.read()
      if (done) break
      first += decoder.decode(value, { stream: true })
    }
    expect(first).toContain('</head>')
    expect(first).toContain('Loading reviews…')
    expect(first).not.toContain('Fresh reviews')
    slow.resolve('Fresh reviews')
    const rest = await readAll(reader, decoder)
    expect(rest).toContain('Fresh reviews')
    // React's inline script that swaps the section in carries the response's nonce. The rest of the
    // shell may arrive in these chunks too; its island props are data (JSON), not script, and need none.
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
    const executable = (rest.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('type="application/json"'))
    expect(executable.length).toBeGreaterThan(0)
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`)
  })

  it('escapes the title text', async () => {
    const slow = deferred()
    slow.resolve('x')
    const response = await appWithSlowPage(slow.promise).fetch(new Request('https://shop.test/slow'), env, createExecutionContext())
    const html = await response.text()
    expect(html).toContain('<title>Slow &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>')
  })

  it('gives crawlers the complete page in one piece', async () => {
    const slow = deferred()
    const pending = appWithSlowPage(slow.promise).fetch(
      new Request('https://shop.test/slow', { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } }),
      env,
      createExecutionContext(),
    )
    slow.resolve('Fresh reviews')
    const html = await (await pending).text()
    expect(html).toContain('<p data-testid="slow">Fresh reviews</p>')
    expect(html).not.toContain('Loading reviews…')
  })

  it('names the stylesheet and the entry module in a Link header, as the head links them, so fetching starts before the head arrives', async () => {
    const slow = deferred()
    slow.resolve('x')
    const response = await appWithSlowPage(slow.promise).fetch(new Request('https://shop.test/slow'), env, createExecutionContext())
    const { css, entry } = await loadAssetManifest(env.ASSETS, { everyTime: true })
    expect(response.headers.get('link')).toBe(`<${css}>; rel=preload; as=style, <${entry}>; rel=modulepreload`)
    const html = await response.text()
    expect(html).toContain(`<link rel="stylesheet" href="${css}" data-precedence="default"/>`)
    expect(html).toContain(`<link rel="modulepreload" href="${entry}"/>`)
    // The render-blocking stylesheet is asked for before the scripts, which only enhance the page.
    expect(html.indexOf(`<link rel="stylesheet" href="${css}"`)).toBeLessThan(html.indexOf('<link rel="modulepreload"'))
  })

  it('gives the islands their texts in the locale’s file, which the client files serve with every text an island shows', async () => {
    const slow = deferred()
    slow.resolve('x')
    const response = await appWithSlowPage(slow.promise).fetch(new Request('https://shop.test/slow'), env, createExecutionContext())
    const { islandTexts } = await loadAssetManifest(env.ASSETS, { everyTime: true })
    const html = await response.text()
    const named = new Set([...html.matchAll(/data-island-texts="([^"]+)"/g)].map((match) => match[1]))
    expect([...named]).toEqual([islandTexts.en_GB])
    expect(html).not.toMatch(/data-island-props="">[^<]*"texts"/)
    const file = await env.ASSETS.fetch(new Request(`https://assets.invalid${islandTexts.en_GB}`))
    expect(file.status).toBe(200)
    const texts = (await file.json()) as Record<string, string>
    expect(texts).toEqual(islandTextsFile('en_GB'))
    expect(html).toContain(`aria-label="${texts['notification.region']}"`)
  })
})
