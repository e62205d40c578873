import { buildSchema } from 'graphql'
import { describe, expect, it } from 'vitest'
import { belowFloor, moduleRootFields, percent, reachableTypes, schemaCoverage } from './coverage.mjs'

const CATALOG = `
type Query { products(search: String): Products, getHostedProUrl: String }
type Products { items: [ProductInterface], total_count: Int }
interface ProductInterface { sku: String, name: String }
type SimpleProduct implements ProductInterface { sku: String, name: String, weight: Float }
`
const CART = `
type Mutation { createEmptyCart: String, createPaypalExpressToken: String, placeOrder: Order }
type Order { number: String, items: [OrderItem] }
union OrderItem = Line
type Line { sku: String }
`
const reference = buildSchema(`${CATALOG}\n${CART.replace('type Mutation', 'type Mutation')}`)

describe('schema coverage', () => {
  it('reads the root fields a module declares', () => {
    expect(moduleRootFields(CATALOG)).toEqual(['Query.products', 'Query.getHostedProUrl'])
  })

  it('reaches types through fields, unions and an interface’s implementations', () => {
    const names = reachableTypes(reference, ['Query.products', 'Mutation.placeOrder']).map((type) => type.name).sort()
    expect(names).toEqual(['Line', 'Order', 'ProductInterface', 'Products', 'SimpleProduct'])
  })

  it('counts what is served, leaves the vendor and admin fields out, and lists what is missing', () => {
    const ours = buildSchema(`
      type Query { products(search: String): Products }
      type Mutation { createEmptyCart: String }
      type Products { items: [ProductInterface] }
      interface ProductInterface { sku: String }
      type SimpleProduct implements ProductInterface { sku: String, name: String }
    `)
    const coverage = schemaCoverage(reference, ours, { CatalogGraphQl: CATALOG, QuoteGraphQl: CART })
    expect(coverage.rootFields).toEqual({ total: 3, served: 2, missing: ['Mutation.placeOrder'] })
    expect(coverage.byModule.map((entry) => [entry.module, entry.served, entry.total])).toEqual([
      ['CatalogGraphQl', 1, 1],
      ['QuoteGraphQl', 1, 2],
    ])
    expect(coverage.typeFields.missing).toEqual(['Line.sku', 'Order.number', 'Order.items', 'ProductInterface.name', 'Products.total_count', 'SimpleProduct.weight'])
    expect(coverage.typeFields.total).toBe(10)
  })

  it('fails below the floor and holds at it', () => {
    const coverage = { rootFields: { served: 50 }, typeFields: { served: 950, total: 1000 } }
    expect(belowFloor(coverage, { rootFieldsServed: 50, typeFieldsPercent: 95 })).toEqual([])
    expect(belowFloor(coverage, { rootFieldsServed: 51, typeFieldsPercent: 95.1 })).toHaveLength(2)
  })

  it('rounds percentages down', () => {
    expect(percent(2, 3)).toBe(66.6)
    expect(percent(0, 0)).toBe(100)
  })
})
