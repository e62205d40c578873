import { buildASTSchema, printType } from 'graphql'
import { describe, expect, it } from 'vitest'
import { mergeSDL } from './merge-sdl'

describe('mergeSDL', () => {
  const base = `
    interface ProductInterface { sku: String }
    type SimpleProduct implements ProductInterface { sku: String weight: Float }
    type Query { product: ProductInterface }
    enum Colour { BLACK }
    input Filter { sku: String }`
  const extension = `
    interface ProductInterface { yields: Int }
    enum Colour { CYAN }
    input Filter { brand: String }
    type Query { other: String }`

  it('adds later fields, values and input fields to an earlier declaration', () => {
    const schema = buildASTSchema(mergeSDL(base, extension))
    expect(Object.keys(schema.getQueryType()!.getFields())).toEqual(['product', 'other'])
    expect(printType(schema.getType('Colour')!)).toContain('CYAN')
    expect(printType(schema.getType('Filter')!)).toContain('brand: String')
  })

  it('gives every implementing type the interface fields', () => {
    const schema = buildASTSchema(mergeSDL(base, extension))
    const fields = Object.keys((schema.getType('SimpleProduct') as { getFields(): object }).getFields())
    expect(fields).toEqual(expect.arrayContaining(['sku', 'weight', 'yields']))
  })

  it('refuses one name declared as two kinds', () => {
    expect(() => mergeSDL('type A { x: Int }', 'input A { x: Int }')).toThrow(/declared as both/)
  })
})
