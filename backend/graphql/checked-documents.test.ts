import { buildSchema, parse } from 'graphql'
import { describe, expect, it } from 'vitest'
import { checkedDocument, keepCheckedDocument } from './checked-documents'

const schema = buildSchema('type Query { a: Int }')

describe('checked documents', () => {
  it('hands back a kept document for the same text and schema only', () => {
    const document = parse('{ a }')
    keepCheckedDocument(schema, '{ a }', document)
    expect(checkedDocument(schema, '{ a }')).toBe(document)
    expect(checkedDocument(schema, '{a}')).toBeUndefined()
    expect(checkedDocument(buildSchema('type Query { a: Int }'), '{ a }')).toBeUndefined()
  })

  it('keeps within its budget, dropping the least recently used first, and never holds a very long text', () => {
    const own = buildSchema('type Query { a: Int }')
    const filler = (i: number) => `{ a } # ${String(i).padStart(4, '0')}${' '.repeat(10_000)}`
    keepCheckedDocument(own, filler(0), parse('{ a }'))
    for (let i = 1; i < 30; i++) {
      keepCheckedDocument(own, filler(i), parse('{ a }'))
      // The first stays in use, so it is never the oldest.
      expect(checkedDocument(own, filler(0)), `after ${i}`).toBeDefined()
    }
    expect(checkedDocument(own, filler(1))).toBeUndefined()
    expect(checkedDocument(own, filler(29))).toBeDefined()
    const long = `{ a }${' '.repeat(17 * 1024)}`
    keepCheckedDocument(own, long, parse('{ a }'))
    expect(checkedDocument(own, long)).toBeUndefined()
  })
})
