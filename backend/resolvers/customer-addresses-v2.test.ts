import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { graphqlAs } from '../../test/graphql-client'
import { must } from '../../test/orders'
import { seedCatalogue } from '../../test/seed-catalogue'

const CREATE = 'mutation A($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id uid } }'
const UPDATE = 'mutation U($uid: ID!, $input: CustomerAddressInput) { updateCustomerAddressV2(uid: $uid, input: $input) { uid id city street postcode } }'
const DELETE = 'mutation D($uid: ID!) { deleteCustomerAddressV2(uid: $uid) }'
const HOME = { firstname: 'Grace', lastname: 'Hopper', street: ['1 Navy Way'], city: 'Leeds', postcode: 'LS1 1AA', country_code: 'GB', telephone: '0113 496 0000' }

type Created = { createCustomerAddress: { id: number; uid: string } }

const addressOf = async (token: string, input: Record<string, unknown> = HOME) => (await must<Created>(token, CREATE, { input })).createCustomerAddress

beforeAll(() => seedCatalogue())

describe('CustomerAddress.uid', () => {
  it('is the base64 of the address id, in the address book too', async () => {
    const token = await signedInCustomer('uid.book@example.co.uk')
    const address = await addressOf(token)
    expect(address.uid).toBe(btoa(String(address.id)))
    const book = await must<{ customer: { addresses: { uid: string }[] } }>(token, '{ customer { addresses { uid } } }')
    expect(book.customer.addresses).toEqual([{ uid: address.uid }])
  })
})

describe('updateCustomerAddressV2', () => {
  it('changes the customer’s own address by uid, keeping what the input leaves out', async () => {
    const token = await signedInCustomer('uid.update@example.co.uk')
    const address = await addressOf(token)
    const updated = await must<{ updateCustomerAddressV2: unknown }>(token, UPDATE, { uid: address.uid, input: { city: 'York', postcode: 'yo1 7hh' } })
    expect(updated.updateCustomerAddressV2).toEqual({ uid: address.uid, id: address.id, city: 'York', street: ['1 Navy Way'], postcode: 'YO1 7HH' })
  })

  it('refuses another customer’s address, an unknown or malformed uid, no input and guests, as Magento 2.4.9 does', async () => {
    const owner = await signedInCustomer('uid.owner@example.co.uk')
    const stranger = await signedInCustomer('uid.stranger@example.co.uk')
    const address = await addressOf(owner)
    const theirs = await graphqlAs(stranger, UPDATE, { uid: address.uid, input: { city: 'Hull' } })
    expect(theirs.errors?.[0]).toMatchObject({ message: 'Current customer does not have permission to get address with the specified ID', extensions: { category: 'graphql-authorization' } })
    const unknown = await graphqlAs(owner, UPDATE, { uid: btoa('99999999'), input: { city: 'Hull' } })
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Could not find an address with the specified ID', extensions: { category: 'graphql-no-such-entity' } })
    expect((await graphqlAs(owner, UPDATE, { uid: '%%%', input: { city: 'Hull' } })).errors?.[0]).toMatchObject({ message: 'Value of uid "%%%" is incorrect.', extensions: { category: 'graphql-input' } })
    expect((await graphqlAs(owner, UPDATE, { uid: address.uid })).errors?.[0]).toMatchObject({ message: '"input" value must be specified', extensions: { category: 'graphql-input' } })
    expect((await graphqlAs(owner, UPDATE, { uid: '', input: { city: 'Hull' } })).errors?.[0]?.message).toBe('Address "uid" value must be specified')
    expect((await graphqlAs(null, UPDATE, { uid: address.uid, input: { city: 'Hull' } })).errors?.[0]).toMatchObject({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } })
    const book = await must<{ customer: { addresses: { city: string }[] } }>(owner, '{ customer { addresses { city } } }')
    expect(book.customer.addresses).toEqual([{ city: 'Leeds' }])
  })
})

describe('deleteCustomerAddressV2', () => {
  it('deletes the customer’s own address by uid, but not a default one nor another customer’s', async () => {
    const owner = await signedInCustomer('uid.delete@example.co.uk')
    const stranger = await signedInCustomer('uid.delete.stranger@example.co.uk')
    const billing = await addressOf(owner, { ...HOME, default_billing: true })
    const shipping = await addressOf(owner, { ...HOME, default_shipping: true })
    const spare = await addressOf(owner)
    expect((await graphqlAs(owner, DELETE, { uid: billing.uid })).errors?.[0]).toMatchObject({
      message: 'Customer Address with the specified ID is set as default billing address and can not be deleted',
      extensions: { category: 'graphql-input' },
    })
    expect((await graphqlAs(owner, DELETE, { uid: shipping.uid })).errors?.[0]?.message).toBe('Customer Address with the specified ID is set as default shipping address and can not be deleted')
    expect((await graphqlAs(stranger, DELETE, { uid: spare.uid })).errors?.[0]?.extensions?.category).toBe('graphql-authorization')
    expect((await graphqlAs(null, DELETE, { uid: spare.uid })).errors?.[0]?.message).toBe("The current customer isn't authorized.")
    expect((await must<{ deleteCustomerAddressV2: boolean }>(owner, DELETE, { uid: spare.uid })).deleteCustomerAddressV2).toBe(true)
    expect((await graphqlAs(owner, DELETE, { uid: spare.uid })).errors?.[0]?.message).toBe('Could not find an address with the specified ID')
    const book = await must<{ customer: { addresses: { uid: string }[] } }>(owner, '{ customer { addresses { uid } } }')
    expect(book.customer.addresses.map((a) => a.uid)).toEqual([billing.uid, shipping.uid])
  })
})
