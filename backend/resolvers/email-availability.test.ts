import { beforeAll, describe, expect, it } from 'vitest'
import { graphql } from '../../test/graphql-client'
import { signedInCustomer } from '../../test/customers'
import { seedCatalogue } from '../../test/seed-catalogue'

beforeAll(() => seedCatalogue())

const QUERY = 'query A($email: String!) { isEmailAvailable(email: $email) { is_email_available } }'
const available = (email: string) => graphql<{ isEmailAvailable: { is_email_available: boolean } }>(QUERY, { email })

describe('isEmailAvailable', () => {
  it('is true for an address no account uses', async () => {
    expect((await available('nobody-yet@example.co.uk')).data?.isEmailAvailable.is_email_available).toBe(true)
  })

  it('is false for a registered customer, whatever the case of the address', async () => {
    await signedInCustomer('taken@example.co.uk')
    expect((await available('taken@example.co.uk')).data?.isEmailAvailable.is_email_available).toBe(false)
    expect((await available('Taken@Example.co.uk')).data?.isEmailAvailable.is_email_available).toBe(false)
  })

  it("refuses a malformed or empty address with Magento's messages", async () => {
    const malformed = await available('not-an-address')
    expect(malformed.errors?.[0]?.message).toBe('Email is invalid')
    expect(malformed.errors?.[0]?.extensions?.category).toBe('graphql-input')
    expect((await available(' ')).errors?.[0]?.message).toBe('Email must be specified')
  })
})
