import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { graphqlAs } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

beforeAll(() => seedCatalogue())

describe('the EAV fields of customers and addresses', () => {
  it('answers null for the deprecated ids, no custom attributes, and a confirmed account', async () => {
    const token = await signedInCustomer('eav@example.co.uk')
    await graphqlAs(token, 'mutation { createCustomerAddress(input: { firstname: "Ada", lastname: "Lovelace", street: ["1 Engine Row"], city: "London", country_code: GB }) { id } }')
    const result = await graphqlAs<{ customer: Record<string, unknown> & { addresses: Record<string, unknown>[] } }>(
      token,
      `{ customer { id group_id confirmation_status custom_attributes { code }
         addresses { city customer_id custom_attributes { attribute_code } custom_attributesV2 { code } extension_attributes { attribute_code } } } }`,
    )
    expect(result.errors).toBeUndefined()
    expect(result.data!.customer).toEqual({
      id: null,
      group_id: null,
      confirmation_status: 'ACCOUNT_CONFIRMED',
      custom_attributes: [],
      addresses: [{ city: 'London', customer_id: null, custom_attributes: null, custom_attributesV2: [], extension_attributes: null }],
    })
  })

  it('asks for a signed-in customer for the confirmation status', async () => {
    const result = await graphqlAs(null, '{ customer { confirmation_status } }')
    expect(result.errors?.[0]?.extensions?.category).toBe('graphql-authorization')
  })
})
