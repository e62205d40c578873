import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize-html'

/** What a browser makes of the markup: the elements and attributes it ends up with. */
function parsed(html: string): HTMLElement {
  const host = document.createElement('div')
  host.innerHTML = html
  return host
}

describe('sanitizeHtml', () => {
  it('keeps the markup of an ordinary content block', () => {
    const block = '<p>We accept:</p>\n<ul>\n  <li>Visa</li>\n  <li><a href="/schools-and-local-authorities.html" title="Invoice accounts">Purchase orders</a></li>\n</ul>'
    expect(sanitizeHtml(block)).toBe(block)
  })

  it('drops scripts, styles and embedded documents with their content', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b<style>p{}</style>c<iframe src="x"></iframe>d</p>')).toBe('<p>abcd</p>')
    expect(sanitizeHtml('<p>a<SCRIPT type="x">if (a < b) {}</SCRIPT >b</p>')).toBe('<p>ab</p>')
    expect(sanitizeHtml('<svg><svg></svg><script>x</script></svg><p>kept</p>')).toBe('<p>kept</p>')
  })

  it('drops event handlers, inline styles, classes and ids', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="c" id="main">hi</p>')).toBe('<p>hi</p>')
    expect(sanitizeHtml('<img src="/img/visa.svg" onerror=alert(1) alt="Visa">')).toBe('<img src="/img/visa.svg" alt="Visa">')
  })

  it('refuses script URLs however they are disguised', () => {
    for (const href of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'jav&#x61;script:alert(1)', '&#106;avascript:x', 'data:text/html,x', 'vbscript:x']) {
      expect(parsed(sanitizeHtml(`<a href="${href}">x</a>`)).querySelector('a')?.hasAttribute('href')).toBe(false)
    }
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg/onload=alert(1)>">')).toBe('<img alt="">')
  })

  it('keeps web, mail, phone and relative links', () => {
    const links = ['https://example.com/a?b=1&c=2', 'mailto:sales@example.com', 'tel:01632960123', '/contact.html', '#top', 'page.html']
    const html = sanitizeHtml(links.map((href) => `<a href="${href.replace('&', '&amp;')}">x</a>`).join(''))
    expect([...parsed(html).querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(links)
  })

  it('unwraps elements it does not know, keeping their text', () => {
    expect(sanitizeHtml('<section><font color="red">Free</font> <center>delivery</center></section>')).toBe('Free delivery')
  })

  it('removes comments, doctypes and processing instructions', () => {
    expect(sanitizeHtml('<!DOCTYPE html><!-- note --><?php x ?><p>a<!-- <script>x</script> -->b</p>')).toBe('<p>ab</p>')
  })

  it('escapes text that is not markup and keeps character references', () => {
    expect(sanitizeHtml('<p>a < b & c &amp; &pound;5 &#163;5 <3</p>')).toBe('<p>a &lt; b &amp; c &amp; &pound;5 &#163;5 &lt;3</p>')
  })

  it('closes what it opens and ignores end tags it did not open, so the host element stays intact', () => {
    expect(sanitizeHtml('</div></footer><p><strong>open')).toBe('<p><strong>open</strong></p>')
    expect(sanitizeHtml('<ul><li>a<li>b</ul>after')).toBe('<ul><li>a<li>b</li></li></ul>after')
  })

  it('drops a tag the input ends inside, as a browser does', () => {
    expect(sanitizeHtml('<p>ok</p><img src=x onerror=alert(1)//')).toBe('<p>ok</p>')
    expect(sanitizeHtml('<p title="unclosed>text')).toBe('')
  })

  it('escapes quotes in attribute values so they cannot start new attributes', () => {
    const html = sanitizeHtml(`<a title='x" onmouseover="alert(1)' href="/a">t</a>`)
    const link = parsed(html).querySelector('a')!
    expect(link.getAttribute('title')).toBe('x" onmouseover="alert(1)')
    expect(link.hasAttribute('onmouseover')).toBe(false)
  })

  it('treats tag and reference names of built-in properties as unknown', () => {
    expect(sanitizeHtml('<constructor>a</constructor><valueOf x=1>b</valueOf><toString>c')).toBe('abc')
    expect(sanitizeHtml('<p title="&constructor;">x</p>')).toBe('<p title="&amp;constructor;">x</p>')
  })

  it('keeps only numeric sizes', () => {
    expect(sanitizeHtml('<img src="/a.svg" alt="" width="40" height="100%">')).toBe('<img src="/a.svg" alt="" width="40">')
  })

  describe('against the usual attack strings', () => {
    /** Whatever the browser builds from the output: no script-capable element, handler or URL. */
    function expectInert(html: string): void {
      const out = sanitizeHtml(html)
      const host = parsed(out)
      const elements = [...host.querySelectorAll('*')]
      expect(elements.map((e) => e.tagName.toLowerCase()).filter((name) => !ALLOWED_TAGS.has(name)), out).toEqual([])
      for (const element of elements) {
        for (const attribute of [...element.attributes]) {
          expect(attribute.name, out).not.toMatch(/^on|^style$|^srcdoc$|^action$|^formaction$|^xlink:href$/i)
          if (attribute.name === 'href' || attribute.name === 'src') {
            expect(attribute.value.replace(/[\u0000-\u0020]/g, ''), out).not.toMatch(/^(javascript|vbscript|data):/i)
          }
        }
      }
    }
    const ALLOWED_TAGS = new Set(['a', 'abbr', 'b', 'br', 'div', 'em', 'h2', 'h3', 'h4', 'hr', 'i', 'img', 'li', 'ol', 'p', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'u', 'ul'])

    it.each([
      '<img src=x onerror=alert(1)>',
      '<IMG SRC=x ONERROR=alert(1)>',
      '<body ONLOAD=alert(1)>',
      '<svg/onload=alert(1)>',
      '<img/src=x/onerror=alert(1)>',
      '<p onmouseover=alert(1)//>x</p>',
      '<img src="x" onerror  =  "alert(1)">',
      "<img src='x' onerror='alert(1)'>",
      '<img src=x onerror=alert`1`>',
    ])('drops event handlers: %s', (html) => expectInert(html))

    it.each([
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href="  \t\njavascript:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<a href="&#x6A;avascript:alert(1)">x</a>',
      '<a href="&#0000106;avascript:alert(1)">x</a>',
      '<a href="javas&#x09;cript:alert(1)">x</a>',
      '<a href="java&#10;script:alert(1)">x</a>',
      '<a href="javascript&colon;alert(1)">x</a>',
      '<a href=javascript:alert(1)>x</a>',
      '<a href="vbscript:msgbox(1)">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      '<img src="data:image/svg+xml;base64,PHN2Zy8+">',
      '<img src="javascript:alert(1)">',
    ])('drops script and data URLs: %s', (html) => expectInert(html))

    it.each([
      '<svg><script>alert(1)</script></svg>',
      '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
      '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<math href="javascript:alert(1)">x</math>',
      '<base href="https://evil.example/">',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      '<link rel=stylesheet href="https://evil.example/x.css">',
      '<p style="background:url(javascript:alert(1))">x</p>',
      '<p style="width: expression(alert(1))">x</p>',
      '<style>@import "https://evil.example/x.css"; p { background: url(javascript:alert(1)) }</style>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<object data="javascript:alert(1)"></object>',
      '<embed src="javascript:alert(1)">',
      '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
      '<form action="https://evil.example/"><input name=q></form>',
    ])('drops foreign content, documents, styles and forms: %s', (html) => expectInert(html))

    it.each([
      '<scr<script>ipt>alert(1)</script>',
      '<scr<script>ipt>alert(1)</scr</script>ipt>',
      '<a href="javascript:alert(1)',
      '<a href="javascript:alert(1)">unclosed',
      '<!--<img src=x onerror=alert(1)>-->',
      '<!-- --!><img src=x onerror=alert(1)>-->',
      '<!--><img src=x onerror=alert(1)>-->',
      '<![CDATA[<img src=x onerror=alert(1)>]]>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<template><img src=x onerror=alert(1)></template>',
      '<textarea><img src=x onerror=alert(1)></textarea>',
      '<title><img src=x onerror=alert(1)></title>',
      '<p title="a"><img src=x onerror=alert(1)>">x</p>',
      '<a title="x\"><img src=x onerror=alert(1)>">y</a>',
      '<p title=\'"><img src=x onerror=alert(1)>\'>x</p>',
      '<img src="x" alt="a>b" onerror="alert(1)">',
      '<<img src=x onerror=alert(1)>>',
      '</p><img src=x onerror=alert(1)>',
      '<div<img src=x onerror=alert(1)>',
      '<img """><script>alert(1)</script>">',
      '<p/title="x"/onclick="alert(1)">x</p>',
      '<xmp><img src=x onerror=alert(1)></xmp>',
      '<plaintext><img src=x onerror=alert(1)>',
    ])('keeps broken and nested markup inert: %s', (html) => expectInert(html))

    it('keeps an attribute value containing "> as text, not markup', () => {
      const link = parsed(sanitizeHtml('<a title="x&quot;&gt;<img src=x onerror=alert(1)>" href="/a">t</a>')).querySelector('a')!
      expect(link.getAttribute('title')).toBe('x"><img src=x onerror=alert(1)>')
      expect(parsed(sanitizeHtml('<a title="x&quot;&gt;<img src=x onerror=alert(1)>" href="/a">t</a>')).querySelector('img')).toBeNull()
    })
  })
})
