import { describe, expect, it } from 'vitest'
import { cleanSearchTerm, MAX_SEARCH_TERM_LENGTH } from './search-term'

describe('cleanSearchTerm', () => {
  it('removes tags and collapses whitespace', () => {
    expect(cleanSearchTerm('  <b>HP</b>   963XL <script>alert(1)</script> ')).toBe('HP 963XL alert(1)')
  })
  it('drops an unfinished tag at the end', () => {
    expect(cleanSearchTerm('toner <img src=x onerror=alert(1)')).toBe('toner')
  })
  it('gives an empty term for blank or tag-only input', () => {
    expect(cleanSearchTerm(undefined)).toBe('')
    expect(cleanSearchTerm('   ')).toBe('')
    expect(cleanSearchTerm('<br/>')).toBe('')
  })
  it('cuts overlong terms', () => {
    expect(cleanSearchTerm('a'.repeat(500))).toHaveLength(MAX_SEARCH_TERM_LENGTH)
  })
})
