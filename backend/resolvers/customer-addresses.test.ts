import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { graphqlAs } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const CREATE = `mutation A($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id firstname street city postcode country_code default_shipping default_billing } }`
const HOME = { firstname: 'Grace', lastname: 'Hopper', street: ['1 Navy Way', '', 'Flat 2'], city: 'Leeds', postcode: 'ls1 1aa', country_code: 'GB', telephone: '0113 496 0000' }
type Address = { id: number; street: string[]; postcode: string; default_shipping: boolean; default_billing: boolean }

beforeAll(() => seedCatalogue())

describe('address book', () => {
  it('saves addresses with blank street lines dropped and one default of each kind', async () => {
    const token = await signedInCustomer('book@example.co.uk')
    const home = (await graphqlAs<{ createCustomerAddress: Address }>(token, CREATE, { input: { ...HOME, default_shipping: true, default_billing: true } })).data!.createCustomerAddress
    expect(home).toMatchObject({ street: ['1 Navy Way', 'Flat 2'], postcode: 'LS1 1AA', country_code: 'GB', default_shipping: true, default_billing: true })
    const work = (await graphqlAs<{ createCustomerAddress: Address }>(token, CREATE, { input: { ...HOME, street: ['2 Office Park'], default_shipping: true } })).data!.createCustomerAddress
    const book = await graphqlAs<{ customer: { default_shipping: string; default_billing: string; addresses: Address[] } }>(token, '{ customer { default_shipping default_billing addresses { id default_shipping default_billing } } }')
    expect(book.data?.customer.default_shipping).toBe(String(work.id))
    expect(book.data?.customer.default_billing).toBe(String(home.id))
    expect(book.data?.customer.addresses.filter((a) => a.default_shipping)).toHaveLength(1)
  })

  it('updates and deletes its own addresses only', async () => {
    const token = await signedInCustomer('edit@example.co.uk')
    const other = await signedInCustomer('nosy@example.co.uk')
    const address = (await graphqlAs<{ createCustomerAddress: Address }>(token, CREATE, { input: HOME })).data!.createCustomerAddress
    const updated = await graphqlAs<{ updateCustomerAddress: { city: string; street: string[] } }>(token, 'mutation U($id: Int!) { updateCustomerAddress(id: $id, input: { city: "York" }) { city street } }', { id: address.id })
    expect(updated.data?.updateCustomerAddress).toEqual({ city: 'York', street: ['1 Navy Way', 'Flat 2'] })
    const theirs = await graphqlAs(other, 'mutation D($id: Int!) { deleteCustomerAddress(id: $id) }', { id: address.id })
    expect(theirs.errors?.[0]).toMatchObject({ message: `Could not find a address with ID "${address.id}"`, extensions: { category: 'graphql-no-such-entity' } })
    expect((await graphqlAs<{ deleteCustomerAddress: boolean }>(token, 'mutation D($id: Int!) { deleteCustomerAddress(id: $id) }', { id: address.id })).data?.deleteCustomerAddress).toBe(true)
  })

  it('refuses an address without the required fields, and guests', async () => {
    const token = await signedInCustomer('incomplete@example.co.uk')
    const result = await graphqlAs(token, CREATE, { input: { firstname: 'A', street: [''], country_code: 'GB' } })
    expect(result.errors?.[0]?.message).toBe('Required parameters are missing: lastname, city, street')
    expect((await graphqlAs(null, CREATE, { input: HOME })).errors?.[0]?.extensions?.category).toBe('graphql-authorization')
  })

  it('checks out with a saved address', async () => {
    const token = await signedInCustomer('saved@example.co.uk')
    const address = (await graphqlAs<{ createCustomerAddress: Address }>(token, CREATE, { input: HOME })).data!.createCustomerAddress
    const cart = (await graphqlAs<{ customerCart: { id: string } }>(token, '{ customerCart { id } }')).data!.customerCart.id
    const set = await graphqlAs<{ setShippingAddressesOnCart: { cart: { shipping_addresses: { city: string; street: string[] }[] } } }>(
      token,
      'mutation S($cart: String!, $id: Int!) { setShippingAddressesOnCart(input: { cart_id: $cart, shipping_addresses: [{ customer_address_id: $id }] }) { cart { shipping_addresses { city street } } } }',
      { cart, id: address.id },
    )
    expect(set.data?.setShippingAddressesOnCart.cart.shipping_addresses).toEqual([{ city: 'Leeds', street: ['1 Navy Way', 'Flat 2'] }])
    const guest = (await graphqlAs<{ createGuestCart: { cart: { id: string } } }>(null, 'mutation { createGuestCart { cart { id } } }')).data!.createGuestCart.cart.id
    const asGuest = await graphqlAs(null, 'mutation S($cart: String!, $id: Int!) { setShippingAddressesOnCart(input: { cart_id: $cart, shipping_addresses: [{ customer_address_id: $id }] }) { cart { id } } }', { cart: guest, id: address.id })
    expect(asGuest.errors?.[0]?.extensions?.category).toBe('graphql-authorization')
  })
})

describe('newsletter', () => {
  const subscribe = (token: string | null, email: string) =>
    graphqlAs<{ subscribeEmailToNewsletter: { status: string } }>(token, 'mutation N($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }', { e: email })

  it('subscribes a guest address once', async () => {
    expect((await subscribe(null, 'reader@example.co.uk')).data?.subscribeEmailToNewsletter.status).toBe('SUBSCRIBED')
    expect((await subscribe(null, 'reader@example.co.uk')).errors?.[0]?.message).toBe('This email address is already subscribed.')
  })

  it('subscribes a customer’s own address only when they are signed in', async () => {
    const token = await signedInCustomer('member@example.co.uk')
    expect((await subscribe(null, 'member@example.co.uk')).errors?.[0]?.message).toBe('Cannot create a newsletter subscription.')
    expect((await subscribe(token, 'member@example.co.uk')).data?.subscribeEmailToNewsletter.status).toBe('SUBSCRIBED')
    expect((await graphqlAs<{ customer: { is_subscribed: boolean } }>(token, '{ customer { is_subscribed } }')).data?.customer.is_subscribed).toBe(true)
  })
})
