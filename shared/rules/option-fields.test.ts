import { describe, expect, it } from 'vitest'
import { chosenOptionValues, optionFieldName } from './option-fields'

describe('option fields', () => {
  it('names each option’s field apart, so each is a radio group of its own', () => {
    expect(optionFieldName('paper_size')).toBe('option:paper_size')
    expect(optionFieldName('colour')).not.toBe(optionFieldName('paper_size'))
  })

  it('collects every chosen value, from named and plain option fields, in order', () => {
    const form = new FormData()
    form.append('sku', 'PAPER')
    form.append('option:paper_size', 'MzI5MQ==')
    form.append('option:colour', 'MzMwMA==')
    form.append('option', 'NTUw')
    form.append('options', 'not-an-option')
    form.append('quantity', '2')
    expect(chosenOptionValues(form.entries())).toEqual(['MzI5MQ==', 'MzMwMA==', 'NTUw'])
  })

  it('reads a parsed body with repeated fields as lists, skipping blanks and files', () => {
    expect(chosenOptionValues(Object.entries({ 'option:item-1': ['a', ' b '], 'option:item-2': '', option: new File([], 'x') }))).toEqual(['a', 'b'])
  })
})
