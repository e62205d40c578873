/**
 * The shop's own doors: the sign-in form, which brings the guest basket into the customer's
 * (worker/graphql/customer-operations.ts), posted while the basket's add form is still being posted
 * with the guest's cookie (another tab). Every add the shop confirmed is in a cart the shop knows:
 * the customer's, when it went into the guest basket (before the merge, which moved it); otherwise
 * the new basket the add's answer names in its cookie, the guest basket being closed by then, and
 * which joins the customer's at the signed-in shopper's next request.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PASSWORD, signedInCustomer } from '../../test/customers'
import { seedCatalogue } from '../../test/seed-catalogue'
import { cartQuantities, plentifulSkus } from '../../test/orders'
import { shopGet, shopPost } from '../../test/shop-requests'

const TABS = 4
const LATE_ADDS = 2

let skus: string[]

/** The cookies a response set, by name. */
const setCookies = (response: Response): Record<string, string> =>
  Object.fromEntries(response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!.split('=') as [string, string]))

const quantities = cartQuantities

beforeAll(async () => {
  await seedCatalogue()
  skus = await plentifulSkus(TABS + 1)
})

describe('signing in through the form while another tab adds to the basket', () => {
  it('leaves no confirmed add behind in the closed guest basket', async () => {
    const email = 'form-merge-race@example.co.uk'
    await signedInCustomer(email)
    const first = await shopPost('/checkout/cart/add', { sku: skus[0]!, quantity: '1' })
    const guestCart = setCookies(first).cart!
    expect(guestCart).toMatch(/^[A-Za-z0-9]{32}$/)

    let finished = false
    const signIn = shopPost('/customer/account/login', { email, password: DEFAULT_PASSWORD }, `cart=${guestCart}`).then((response) => {
      finished = true
      return response
    })
    const tabs = Promise.all(
      Array.from({ length: TABS }, async (_, tab) => {
        const outcome = { intoGuestCart: 0, elsewhere: new Map<string, number>(), statuses: new Set<number>() }
        for (let late = 0; late < LATE_ADDS; ) {
          if (finished) late++
          const response = await shopPost('/checkout/cart/add', { sku: skus[tab + 1]!, quantity: '1' }, `cart=${guestCart}`)
          outcome.statuses.add(response.status)
          const named = setCookies(response).cart
          if (named === undefined) outcome.intoGuestCart++
          else outcome.elsewhere.set(named, (outcome.elsewhere.get(named) ?? 0) + 1)
        }
        return outcome
      }),
    )
    const [signedIn, outcomes] = await Promise.all([signIn, tabs])

    expect(signedIn.status).toBe(303)
    const jar = setCookies(signedIn)
    const token = jar.customer!
    const customerCart = jar.cart!
    expect(customerCart).not.toBe(guestCart)
    for (const outcome of outcomes) expect([...outcome.statuses]).toEqual([303])
    // Every add that went into the guest basket was moved into the customer's by the merge.
    expect(await quantities(token, customerCart)).toEqual(Object.fromEntries([[skus[0], 1], ...outcomes.flatMap((o, i) => (o.intoGuestCart ? [[skus[i + 1], o.intoGuestCart]] : []))]))
    // The adds that found it closed went into the new basket their answer named: none is lost.
    for (const [i, outcome] of outcomes.entries()) {
      expect(outcome.elsewhere.size).toBeGreaterThan(0)
      for (const [cart, count] of outcome.elsewhere) expect((await quantities(null, cart))[skus[i + 1]!]).toBe(count)
    }
    // That cookie replaced the customer cart's in the browser: the shopper's next page brings the
    // basket into the customer's, so the basket shows every add.
    for (const outcome of outcomes) for (const cart of outcome.elsewhere.keys()) expect((await shopGet('/cart', `customer=${token}; cart=${cart}`)).status).toBe(200)
    const everyAdd = outcomes.map((outcome, i) => [skus[i + 1]!, outcome.intoGuestCart + [...outcome.elsewhere.values()].reduce((sum, count) => sum + count, 0)])
    expect(await quantities(token, customerCart)).toEqual(Object.fromEntries([[skus[0], 1], ...everyAdd]))
  })
})
