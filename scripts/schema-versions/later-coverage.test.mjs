import { buildSchema } from 'graphql'
import { describe, expect, it } from 'vitest'
import { laterVersionCoverage } from './later-coverage.mjs'

const reference = buildSchema('type Query { cart: Cart } type Cart { id: String }')
const newest = buildSchema(`
  type Query { cart: Cart customerGroup: Group giftCardAccount: String }
  type Mutation { clearWishlist: Boolean }
  type Cart { id: String reward_points: Int }
  type Group { uid: ID }
`)

describe('coverage of Open Source 2.4.9', () => {
  it('counts Open Source root fields and fields only, and names what the back end lacks', () => {
    const ours = buildSchema('type Query { cart: Cart } type Cart { id: String }')
    const coverage = laterVersionCoverage(newest, reference, ours)
    // giftCardAccount and reward_points are Adobe Commerce's: not counted.
    expect(coverage.rootFields).toEqual({ total: 3, served: 1, missing: ['Query.customerGroup', 'Mutation.clearWishlist'] })
    expect(coverage.addedRootFieldsMissing).toContain('Mutation.clearWishlist')
    expect(coverage.typeFields.missing).toEqual([])
  })
})
