import { describe, expect, it } from 'vitest'
import { pickCategorySuggestions, suggestionInput, type CategorySuggestion } from './search-suggestions'

const category = (name: string, printerModel = false): CategorySuggestion => ({ name, url: `/${name}.html`, section: null, printerModel })
const names = (list: readonly CategorySuggestion[]) => list.map((c) => c.name)

describe('suggestionInput', () => {
  it('sends the trimmed input from two characters up to what a term can hold', () => {
    expect(suggestionInput(' h ')).toBeNull()
    expect(suggestionInput(' hp ')).toBe('hp')
    expect(suggestionInput('a'.repeat(100))).toHaveLength(100)
    expect(suggestionInput('a'.repeat(101))).toBeNull()
  })
})

describe('pickCategorySuggestions', () => {
  it('shows two brand pages and fills the rest with printer models', () => {
    const found = [category('HP toner'), category('HP printers'), category('HP ink'), category('M255dw', true), category('2710', true), category('9010', true)]
    expect(names(pickCategorySuggestions(found))).toEqual(['HP toner', 'HP printers', 'M255dw', '2710'])
  })
  it('lets brand pages fill the places printer models leave', () => {
    const found = [category('Brother printers'), category('Brother tape'), category('Brother ink'), category('HL-L2310D', true)]
    expect(names(pickCategorySuggestions(found))).toEqual(['Brother printers', 'Brother tape', 'Brother ink', 'HL-L2310D'])
  })
  it('lets printer models fill the places brand pages leave', () => {
    const found = [category('OfficeJet Pro'), category('9010', true), category('9012', true), category('9014', true), category('9015', true)]
    expect(names(pickCategorySuggestions(found))).toEqual(['OfficeJet Pro', '9010', '9012', '9014'])
  })
  it('shows what there is when there is little', () => {
    expect(pickCategorySuggestions([])).toEqual([])
    expect(names(pickCategorySuggestions([category('Toner Cartridges')]))).toEqual(['Toner Cartridges'])
  })
})
