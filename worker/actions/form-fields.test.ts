import { describe, expect, it } from 'vitest'
import { addToCartInput } from '../../shared/api/inputs'
import { listField, numberField } from './form-fields'

describe('form fields read for the named operations’ schemas', () => {
  it('reads digits as a number, an absent or empty field as the fallback, and anything else as NaN', () => {
    expect(numberField('3')).toBe(3)
    expect(numberField(' 12 ')).toBe(12)
    expect(numberField(undefined, 1)).toBe(1)
    expect(numberField('', 1)).toBe(1)
    expect(numberField('1.5')).toBeNaN()
    expect(numberField('-2')).toBeNaN()
    expect(numberField('3e2')).toBeNaN()
    expect(numberField(['1', '2'])).toBeNaN()
  })

  it('reads a repeated field as a list whether it came once, several times or not at all', () => {
    expect(listField(undefined)).toEqual([])
    expect(listField('a')).toEqual(['a'])
    expect(listField(['a', 'b'])).toEqual(['a', 'b'])
  })

  it('lets the schema refuse what the form got wrong', () => {
    const parse = (quantity: unknown) => addToCartInput.safeParse({ sku: 'HP-963', quantity: numberField(quantity, 1), selectedOptions: [], children: [] })
    expect(parse('2')).toMatchObject({ success: true, data: { sku: 'HP-963', quantity: 2 } })
    expect(parse(undefined)).toMatchObject({ success: true, data: { quantity: 1 } })
    expect(parse('0').success).toBe(false)
    expect(parse('two').success).toBe(false)
    expect(parse('10001').success).toBe(false)
  })
})
