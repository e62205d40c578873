import { describe, expect, it } from 'vitest'
import { resolveDirectives } from './cms-directives'

const MEDIA = { mediaBaseUrl: 'https://magento.example/media/' }

describe('resolveDirectives', () => {
  it('makes media and store directives URLs, also inside attributes with their own quotes', () => {
    expect(resolveDirectives('<img src="{{media url="wysiwyg/recycling/box.jpg"}}" alt="Box">', MEDIA)).toBe(
      '<img src="https://magento.example/media/wysiwyg/recycling/box.jpg" alt="Box">',
    )
    expect(resolveDirectives("<img src='{{media url=wysiwyg/a.png}}'>", MEDIA)).toBe("<img src='https://magento.example/media/wysiwyg/a.png'>")
    expect(resolveDirectives('<img src="{{media url=&quot;b.png&quot;}}">', MEDIA)).toBe('<img src="https://magento.example/media/b.png">')
    expect(resolveDirectives('<a href="{{store url="customer/account"}}">Account</a>', MEDIA)).toBe('<a href="/customer/account/">Account</a>')
    expect(resolveDirectives('<a href="{{store direct_url="terms.html"}}">Terms</a>', MEDIA)).toBe('<a href="/terms.html">Terms</a>')
    expect(resolveDirectives('<a href="{{store url=""}}">Home</a>', MEDIA)).toBe('<a href="/">Home</a>')
  })

  it('removes media without a media base, widgets, blocks, variables and unknown directives', () => {
    expect(resolveDirectives('<img src="{{media url="a.jpg"}}">', { mediaBaseUrl: null })).toBe('<img src="">')
    const html = '<p>A{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" products_count="10" conditions_encoded="^[`1`:^[`type`:`x`]^]"}}B</p>'
    expect(resolveDirectives(html, MEDIA)).toBe('<p>AB</p>')
    expect(resolveDirectives('{{block id="footer_links"}}{{var order.increment_id}}{{config path="web/secure/base_url"}}{{customVar code=x}}', MEDIA)).toBe('')
  })

  it('keeps the text of a translation directive and leaves ordinary braces alone', () => {
    expect(resolveDirectives('<p>{{trans "Free delivery over £30"}}</p>', MEDIA)).toBe('<p>Free delivery over £30</p>')
    expect(resolveDirectives('<p>Use {curly} braces and a lone {{ here</p>', MEDIA)).toBe('<p>Use {curly} braces and a lone {{ here</p>')
  })
})
