/**
 * Signing in while the guest basket is still being added to (another tab, a script's add in
 * flight): `generateCustomerToken` and `mergeCarts` as a Magento client calls them, with adds to
 * the guest cart before, during and after the merge. No add that was answered as done may be left
 * behind in the closed guest cart, and an add that came too late is refused, so the client can
 * make it in the customer's cart.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PASSWORD, signedInCustomer, TOKEN } from '../../test/customers'
import { graphqlAs } from '../../test/graphql-client'
import { cartOf, cartQuantities, plentifulSkus } from '../../test/orders'
import { seedCatalogue } from '../../test/seed-catalogue'

const TABS = 4
/** Adds each tab still makes after the sign-in has finished, so some surely come too late. */
const LATE_ADDS = 2

const ADD = 'mutation A($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { code } } }'
const MERGE = 'mutation M($source: String!, $destination: String!) { mergeCarts(source_cart_id: $source, destination_cart_id: $destination) { id } }'
type Added = { addProductsToCart: { user_errors: { code: string }[] } | null }

let skus: string[]

beforeAll(async () => {
  await seedCatalogue()
  skus = await plentifulSkus(TABS + 1)
})

const quantities = cartQuantities

/** Each tab adds its own product to the guest cart, one add after another, until shortly after the sign-in. */
async function addUntilSignedIn(guestCartId: string, signedIn: () => boolean) {
  return Promise.all(
    Array.from({ length: TABS }, async (_, tab) => {
      const outcome = { done: 0, refused: 0, other: [] as string[] }
      for (let late = 0; late < LATE_ADDS; ) {
        if (signedIn()) late++
        const result = await graphqlAs<Added>(null, ADD, { id: guestCartId, sku: skus[tab + 1] })
        if (!result.errors && result.data?.addProductsToCart?.user_errors.length === 0) outcome.done++
        else if (result.errors?.[0]?.message === "The cart isn't active.") outcome.refused++
        else outcome.other.push(JSON.stringify(result))
      }
      return outcome
    }),
  )
}

describe('signing in while the guest basket is being added to', () => {
  it('brings every add answered as done into the customer’s cart, and refuses the late ones so the client can redo them there', async () => {
    const email = 'merge-race@example.co.uk'
    await signedInCustomer(email)
    const guest = await cartOf(null)
    await graphqlAs(null, ADD, { id: guest, sku: skus[0] })

    let finished = false
    const signIn = (async () => {
      const token = (await graphqlAs<{ generateCustomerToken: { token: string } }>(null, TOKEN, { email, password: DEFAULT_PASSWORD })).data!.generateCustomerToken.token
      const customerCart = await cartOf(token)
      const merged = await graphqlAs(token, MERGE, { source: guest, destination: customerCart })
      finished = true
      return { token, customerCart, merged }
    })()
    const [{ token, customerCart, merged }, tabs] = await Promise.all([signIn, addUntilSignedIn(guest, () => finished)])

    expect(merged.errors).toBeUndefined()
    expect(tabs.flatMap((tab) => tab.other)).toEqual([])
    for (const tab of tabs) expect(tab.refused).toBeGreaterThanOrEqual(LATE_ADDS)
    // What was answered as done is in the customer's cart, nothing more and nothing less.
    expect(await quantities(token, customerCart)).toEqual(Object.fromEntries([[skus[0], 1], ...tabs.map((tab, i) => [skus[i + 1], tab.done])]))
    // The client makes the refused adds again, in the customer's cart: every add is there.
    for (const [i, tab] of tabs.entries()) for (let n = 0; n < tab.refused; n++) await graphqlAs(token, ADD, { id: customerCart, sku: skus[i + 1] })
    expect(await quantities(token, customerCart)).toEqual(Object.fromEntries([[skus[0], 1], ...tabs.map((tab, i) => [skus[i + 1], tab.done + tab.refused])]))
  })

  it('counts the guest basket once when two sign-ins merge it at the same time', async () => {
    const email = 'merge-twice@example.co.uk'
    const token = await signedInCustomer(email)
    const guest = await cartOf(null)
    await graphqlAs(null, 'mutation A($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 3 }]) { user_errors { code } } }', { id: guest, sku: skus[0] })
    const customerCart = await cartOf(token)

    const results = await Promise.all(Array.from({ length: 4 }, () => graphqlAs(token, MERGE, { source: guest, destination: customerCart })))

    expect(results.filter((r) => !r.errors)).toHaveLength(1)
    for (const refused of results.flatMap((r) => r.errors ?? [])) expect(refused.message).toBe(`Could not find a cart with ID "${guest}"`)
    expect(await quantities(token, customerCart)).toEqual({ [skus[0]!]: 3 })
  })
})
