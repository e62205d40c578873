import { describe, expect, it } from 'vitest'
import type { ListingProductsFragment } from '../../shared/graphql/generated'
import { EMPTY_LISTING, withFilterToggled } from '../../shared/rules/listing-url'
import { facetViews } from './listing-view'

type Aggregation = NonNullable<NonNullable<ListingProductsFragment['aggregations']>[number]>

const facet = (attribute_code: string, label: string, options: [string, number][]): Aggregation => ({
  attribute_code,
  label,
  count: options.length,
  options: options.map(([value, count]) => ({ value, label: value, count })),
})

describe('the facets a listing offers', () => {
  const aggregations = [
    // Every one of the 120 products is label tape: choosing it would change nothing.
    facet('specification_product_type', 'Product Type', [['Label Tape', 120]]),
    facet('specification_brand', 'Brand', [
      ['Brother', 90],
      ['Dymo', 30],
    ]),
    facet('specification_colour', 'Colour', [
      ['Black', 120],
      ['Red', 12],
    ]),
  ]

  it('leaves out an option that every product in the listing already has, and a facet left with none', () => {
    const facets = facetViews(aggregations, 120, EMPTY_LISTING)
    expect(facets.map((entry) => [entry.code, entry.options.map((option) => option.value)])).toEqual([
      ['specification_brand', ['Brother', 'Dymo']],
      ['specification_colour', ['Red']],
    ])
  })

  it('keeps every option of a facet with a chosen one: it must stay to be unchosen, and another widens the listing', () => {
    const state = withFilterToggled(EMPTY_LISTING, 'specification_colour', 'Black')
    const facets = facetViews(aggregations, 120, state)
    expect(facets.find((entry) => entry.code === 'specification_colour')?.options.map((option) => option.value)).toEqual(['Black', 'Red'])
    expect(facets.some((entry) => entry.code === 'specification_product_type')).toBe(false)
  })

  it('offers only whitelisted filters', () => {
    expect(facetViews([facet('manufacturer_secret', 'Secret', [['x', 1]])], 120, EMPTY_LISTING)).toEqual([])
  })
})
