import { describe, expect, it } from 'vitest'
import { htmlToText } from './html-to-text'

describe('htmlToText', () => {
  it('drops tags and collapses whitespace', () => {
    expect(htmlToText('<p><strong>Free</strong>\n next-day   delivery</p>')).toBe('Free next-day delivery')
  })
  it('joins inline tags to their words and parts words at block tags', () => {
    expect(htmlToText('Open on <b>Boxing Day</b>; closed<br>on New Year’s Day.<p>Thanks</p>')).toBe('Open on Boxing Day; closed on New Year’s Day. Thanks')
  })
  it('decodes named and numeric entities, leaving unknown ones as written', () => {
    expect(htmlToText('Orders over &pound;30 &amp; more &#8211; &#x2713; &bogus;')).toBe('Orders over £30 & more – ✓ &bogus;')
  })
  it('leaves references named after built-in properties as written', () => {
    expect(htmlToText('a &constructor; b &__proto__; c &toString;')).toBe('a &constructor; b &__proto__; c &toString;')
  })

  it('keeps script text inert: it becomes plain text, never markup', () => {
    expect(htmlToText('<script>alert(1)</script>')).toBe('alert(1)')
  })
})
