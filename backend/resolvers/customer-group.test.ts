import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { graphqlAs } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const QUERY = 'query CustomerGroup { customerGroup { uid } }'

beforeAll(() => seedCatalogue())

describe('customerGroup', () => {
  it('answers a guest NOT LOGGED IN’s uid and a signed-in customer General’s, as Magento encodes them', async () => {
    expect((await graphqlAs(null, QUERY)).data).toEqual({ customerGroup: { uid: btoa('0') } })
    const token = await signedInCustomer('group@example.co.uk')
    expect((await graphqlAs(token, QUERY)).data).toEqual({ customerGroup: { uid: btoa('1') } })
  })
})
