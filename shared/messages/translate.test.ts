import { describe, expect, it } from 'vitest'
import { deDE } from './de-de'
import { enGB } from './en-gb'
import { translate } from './translate'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('message catalogue', () => {
  it('fills placeholders with the given values', () => {
    expect(translate('en_GB', 'error.status', { status: 404 })).toBe('Error 404')
    expect(translate('de_DE', 'header.cart.count', { count: 3 })).toBe('Warenkorb, 3 Artikel')
  })

  it('leaves a placeholder without a value visible', () => {
    expect(translate('en_GB', 'error.status', {})).toBe('Error {status}')
  })

  it('uses the wording of the spec for the error pages', () => {
    expect(translate('en_GB', 'notFound.heading')).toBe("Whoops, we couldn't find that page.")
    expect(translate('en_GB', 'error.title')).toBe('An error occurred')
    expect(translate('en_GB', 'error.backHome')).toBe('Back to Home page')
    expect(translate('en_GB', 'error.goHome')).toBe('Go back to home')
    expect(translate('en_GB', 'header.search.placeholder')).toBe('Search by printer or cartridge')
  })

  it('gives every German text the same placeholders as the English one', () => {
    for (const key of Object.keys(enGB) as (keyof typeof enGB)[]) {
      expect(deDE[key].trim(), key).not.toBe('')
      expect(placeholders(deDE[key]), key).toEqual(placeholders(enGB[key]))
    }
  })
})
