import { beforeAll, describe, expect, it } from 'vitest'
import { graphql, graphqlAs } from '../../test/graphql-client'
import { signedInCustomer } from '../../test/customers'
import { seedCatalogue } from '../../test/seed-catalogue'

beforeAll(() => seedCatalogue())

describe('features the shop does not use', () => {
  it('has no checkout agreements to accept', async () => {
    expect((await graphql('{ checkoutAgreements { agreement_id name mode } }')).data).toEqual({ checkoutAgreements: [] })
  })

  it('finds no pickup locations, whatever the search, and pages like Magento', async () => {
    const found = await graphql(
      `{ pickupLocations(area: { radius: 10, search_term: "GB:SW1A 1AA" }, filters: { city: { eq: "London" } }, sort: { distance: ASC }, pageSize: 5, productsInfo: [{ sku: "HP-305" }]) {
        items { pickup_location_code name } total_count page_info { page_size current_page total_pages }
      } }`,
    )
    expect(found.data).toEqual({ pickupLocations: { items: [], total_count: 0, page_info: { page_size: 5, current_page: 1, total_pages: 0 } } })
    expect((await graphql('{ pickupLocations(currentPage: 0) { total_count } }')).errors?.[0]?.message).toBe('currentPage value must be greater than 0.')
  })
})

describe('stored payment tokens', () => {
  const TOKENS = '{ customerPaymentTokens { items { public_hash payment_method_code type details } } }'
  const DELETE = 'mutation D($hash: String!) { deletePaymentToken(public_hash: $hash) { result customerPaymentTokens { items { public_hash } } } }'

  it('are none for a signed-in customer', async () => {
    const token = await signedInCustomer('vault@example.co.uk')
    expect((await graphqlAs(token, TOKENS)).data).toEqual({ customerPaymentTokens: { items: [] } })
    const deleted = await graphqlAs(token, DELETE, { hash: 'abc123' })
    expect(deleted.errors?.[0]?.message).toBe('Could not find a token using public hash: abc123')
    expect(deleted.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity')
  })

  it("refuse a guest with Magento's authorization error", async () => {
    for (const result of [await graphqlAs(null, TOKENS), await graphqlAs(null, DELETE, { hash: 'abc123' })]) {
      expect(result.errors?.[0]?.message).toBe("The current customer isn't authorized.")
      expect(result.errors?.[0]?.extensions?.category).toBe('graphql-authorization')
    }
  })
})
