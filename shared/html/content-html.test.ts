import { describe, expect, it } from 'vitest'
import { contentHtml, orderHeadings } from './content-html'

const ENGLISH = { store: { pathPrefix: '' }, mediaBaseUrl: 'https://magento.example/media/', ownOrigins: ['https://www.cartridgecorner.co.uk', 'https://shop.test'] }

function parsed(html: string): HTMLElement {
  const host = document.createElement('div')
  host.innerHTML = html
  return host
}

describe('orderHeadings', () => {
  it('starts the content at h2 and never skips a level', () => {
    expect(orderHeadings('<h1>A</h1><h2>B</h2><h2>C</h2><h3>D</h3>')).toBe('<h2>A</h2><h3>B</h3><h3>C</h3><h4>D</h4>')
    expect(orderHeadings('<h3 class="x">A</h3><h5>B</h5><h3>C</h3>')).toBe('<h2 class="x">A</h2><h3>B</h3><h2>C</h2>')
    expect(orderHeadings('<H2>A</H2><h4>B</h4><h3>C</h3><h4>D</h4>')).toBe('<h2>A</h2><h3>B</h3><h3>C</h3><h4>D</h4>')
  })
})

describe('contentHtml', () => {
  it('strips scripts, event handlers and script URLs, and resolves directives first', () => {
    const html = contentHtml(
      '<h1 onclick="steal()">About</h1><script>alert(1)</script><p><a href="javascript:alert(1)">x</a><img src="{{media url="wysiwyg/van.jpg"}}" alt="Our van" onerror="x()"></p>{{widget type="Magento\\Cms\\Block\\Widget\\Page\\Link" page_id="2"}}',
      ENGLISH,
    )
    expect(html).toBe('<h2>About</h2><p><a>x</a><img src="https://magento.example/media/wysiwyg/van.jpg" alt="Our van"></p>')
  })

  it('makes links to the shop’s own site relative and keeps them in the store view', () => {
    const raw = '<p><a href="https://www.cartridgecorner.co.uk/terms.html">Terms</a> <a href="https://shop.test">Home</a> <a href="https://example.com/x">Elsewhere</a> <a href="/recycling.html">Recycling</a></p>'
    expect([...parsed(contentHtml(raw, ENGLISH)).querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/terms.html', '/', 'https://example.com/x', '/recycling.html'])
    const german = contentHtml(raw, { ...ENGLISH, store: { pathPrefix: '/de' } })
    expect([...parsed(german).querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/de/terms.html', '/de/', 'https://example.com/x', '/de/recycling.html'])
  })

  it('puts each table in a focusable scrolling box and drops images whose source was removed', () => {
    const html = contentHtml('<table><tr><td>1</td></tr></table><p><img src="{{media url="a.jpg"}}" alt="Gone">kept</p>', { ...ENGLISH, mediaBaseUrl: null })
    expect(html).toBe('<div class="cms-table" tabindex="0"><table><tr><td>1</td></tr></table></div><p>kept</p>')
  })
})
