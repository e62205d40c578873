import { describe, expect, it } from 'vitest'
import { documentVersions } from './versions.mjs'

describe('which Magento versions a document is for', () => {
  it('is every version without a marker', () => {
    expect(documentVersions('query A { storeConfig { store_code } }')).toEqual(['2.4.7', '2.4.8', '2.4.9'])
  })

  it('reads one version, a version and later, or a list', () => {
    expect(documentVersions('# magento: 2.4.7\nquery A { x }')).toEqual(['2.4.7'])
    expect(documentVersions('# The lookup.\n# magento: 2.4.8+\nquery A { x }')).toEqual(['2.4.8', '2.4.9'])
    expect(documentVersions('#magento: 2.4.9, 2.4.7\nquery A { x }')).toEqual(['2.4.7', '2.4.9'])
  })

  it('refuses a version it does not know, rather than checking against nothing', () => {
    expect(() => documentVersions('# magento: 2.4.6+\nquery A { x }')).toThrow('names a version the storefront does not speak')
  })

  it('looks only at the first lines, so a comment further down means nothing', () => {
    expect(documentVersions(`query A {\n  a\n  b\n  c\n  d\n}\n# magento: 2.4.7`)).toEqual(['2.4.7', '2.4.8', '2.4.9'])
  })
})
