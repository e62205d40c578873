/**
 * The authorization table (issue 29 point 4): one customer (the owner) has an address, an order, a
 * wish list, a review, a saved printer and a basket. Three intruders, a second customer's token, the
 * owner's own token once expired, and once revoked, try every customer operation of both doors
 * (/graphql as Magento's clients call it, /api/magento as the shop's scripts do) and every account
 * page and form, aimed at the owner's data by its ids. Nothing of the owner's may come back, and
 * afterwards the owner's data is exactly as it was.
 */
import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { categoryIdFromUid } from '../../shared/rules/category-uid'
import { DEFAULT_PASSWORD, signedInCustomer, TOKEN } from '../../test/customers'
import { graphqlAs, graphqlData } from '../../test/graphql-client'
import { addToCart, cartOf, must, orderOfOne, productWhere, IN_STOCK_SIMPLE } from '../../test/orders'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'
const OWNER = 'owner.authz@example.co.uk'
/** Words only the owner's data holds: none may appear in an intruder's answer. */
const SECRETS = { street: 'Owner Secret Street 7', review: 'Owner secret summary', email: OWNER }

type Owner = { token: string; cart: string; line: string; sku: string; address: number; order: string; wishlistItem: string; printer: number; printerUid: string }
let owner: Owner
const intruders: { who: string; token: string }[] = []

const tokenHash = async (token: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))].map((byte) => byte.toString(16).padStart(2, '0')).join('')

async function anotherTokenOfTheOwner(): Promise<string> {
  return (await must<{ generateCustomerToken: { token: string } }>(null, TOKEN, { email: OWNER, password: DEFAULT_PASSWORD })).generateCustomerToken.token
}

/** Everything of the owner's, as the owner reads it: compared before and after the intruders. */
async function ownersData(): Promise<unknown> {
  return must(
    owner.token,
    `query O($cart: String!, $email: String!) {
      customer { firstname lastname email addresses { id street city } orders { items { number status total { grand_total { value } } } }
        wishlists { items_v2 { items { id quantity product { sku } } } } reviews { items { summary } } }
      cart(cart_id: $cart) { items { uid quantity product { sku } } applied_coupons { code } prices { grand_total { value } } }
      myPrinters(customer_email: $email) { category_id is_active }
    }`,
    { cart: owner.cart, email: OWNER },
  )
}

beforeAll(async () => {
  await seedCatalogue()
  const token = await signedInCustomer(OWNER)
  const address = await must<{ createCustomerAddress: { id: number } }>(
    token,
    'mutation A($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }',
    { input: { firstname: 'Olive', lastname: 'Owner', street: [SECRETS.street], city: 'Leeds', postcode: 'LS1 4AP', country_code: 'GB', telephone: '0113 496 0000' } },
  )
  const order = await orderOfOne(token, 1, OWNER)
  const product = await productWhere(IN_STOCK_SIMPLE)
  await must(token, 'mutation W($sku: String!) { addProductsToWishlist(wishlistId: "0", wishlistItems: [{ sku: $sku, quantity: 1 }]) { wishlist { id } } }', { sku: product.sku })
  const ratings = (await graphqlData<{ productReviewRatingsMetadata: { items: { id: string; values: { value_id: string }[] }[] } }>('{ productReviewRatingsMetadata { items { id values { value_id } } } }'))
    .productReviewRatingsMetadata.items
  await must(token, 'mutation R($input: CreateProductReviewInput!) { createProductReview(input: $input) { review { summary } } }', {
    input: { sku: product.sku, nickname: 'Olive', summary: SECRETS.review, text: 'Kept for the table.', ratings: ratings.map((r) => ({ id: r.id, value_id: r.values[0]!.value_id })) },
  })
  const printers = await graphqlData<{ categories: { items: { uid: string; printer_message: string | null }[] } }>('{ categories(filters: { name: { match: "OfficeJet" } }, pageSize: 50) { items { uid printer_message } } }')
  const printerUid = printers.categories.items.find((item) => item.printer_message)!.uid
  const printer = categoryIdFromUid(printerUid)!
  await must(token, 'mutation P($id: Int!, $email: String!) { addMyPrinter(category_id: $id, customer_email: $email, is_active: true) }', { id: printer, email: OWNER })
  const cart = await cartOf(token)
  await addToCart(token, cart, [{ sku: product.sku, quantity: 7 }])
  const lists = await must<{ customer: { wishlists: { items_v2: { items: { id: string }[] } }[] }; cart: { items: { uid: string }[] } }>(
    token,
    'query L($cart: String!) { customer { wishlists { items_v2 { items { id } } } } cart(cart_id: $cart) { items { uid } } }',
    { cart },
  )
  owner = { token, cart, line: lists.cart.items[0]!.uid, sku: product.sku, address: address.createCustomerAddress.id, order: order.number, wishlistItem: lists.customer.wishlists[0]!.items_v2.items[0]!.id, printer, printerUid }

  intruders.push({ who: 'a second customer’s token', token: await signedInCustomer('intruder.authz@example.co.uk') })
  const expired = await anotherTokenOfTheOwner()
  // Time passing, as the token's lifetime runs out: its expiry is moved into the past.
  await env.DB.prepare("UPDATE customer_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE token_hash = ?1").bind(await tokenHash(expired)).run()
  intruders.push({ who: 'the owner’s expired token', token: expired })
  const revoked = await anotherTokenOfTheOwner()
  await must(revoked, 'mutation { revokeCustomerToken { result } }')
  intruders.push({ who: 'the owner’s revoked token', token: revoked })
})

/** The /graphql door: each operation aimed at the owner's ids. */
const GRAPHQL_CASES: { name: string; query: string; variables: () => Record<string, unknown> }[] = [
  { name: 'customer (profile, addresses, orders, reviews)', query: '{ customer { email addresses { street } orders { items { number } } reviews { items { summary } } } }', variables: () => ({}) },
  { name: 'cart by the owner’s id', query: 'query C($id: String!) { cart(cart_id: $id) { email items { quantity product { sku } } } }', variables: () => ({ id: owner.cart }) },
  { name: 'myPrinters by the owner’s e-mail', query: 'query P($email: String!) { myPrinters(customer_email: $email) { category_id } }', variables: () => ({ email: OWNER }) },
  { name: 'customer orders filtered by the owner’s number', query: 'query O($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { number } } } }', variables: () => ({ n: owner.order }) },
  {
    name: 'updateCustomerAddress',
    query: 'mutation U($id: Int!) { updateCustomerAddress(id: $id, input: { city: "Hijacked" }) { city } }',
    variables: () => ({ id: owner.address }),
  },
  { name: 'deleteCustomerAddress', query: 'mutation D($id: Int!) { deleteCustomerAddress(id: $id) }', variables: () => ({ id: owner.address }) },
  {
    name: 'addProductsToCart into the owner’s cart',
    query: 'mutation A($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { total_quantity } } }',
    variables: () => ({ id: owner.cart, sku: owner.sku }),
  },
  {
    name: 'updateCartItems on the owner’s line',
    query: 'mutation U($id: String!, $uid: ID!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: 1 }] }) { cart { total_quantity } } }',
    variables: () => ({ id: owner.cart, uid: owner.line }),
  },
  {
    name: 'removeItemFromCart on the owner’s line',
    query: 'mutation R($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { total_quantity } } }',
    variables: () => ({ id: owner.cart, uid: owner.line }),
  },
  { name: 'applyCouponToCart on the owner’s cart', query: 'mutation C($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "SAVE10" }) { cart { id } } }', variables: () => ({ id: owner.cart }) },
  {
    name: 'setShippingAddressesOnCart on the owner’s cart',
    query:
      'mutation S($id: String!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: { firstname: "I", lastname: "N", street: ["1 Road"], city: "York", postcode: "YO1 7HH", country_code: "GB", telephone: "01904 000000" } }] }) { cart { id } } }',
    variables: () => ({ id: owner.cart }),
  },
  { name: 'mergeCarts taking the owner’s cart', query: 'mutation M($id: String!) { mergeCarts(source_cart_id: $id) { items { quantity } } }', variables: () => ({ id: owner.cart }) },
  { name: 'placeOrder with the owner’s cart', query: 'mutation P($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }', variables: () => ({ id: owner.cart }) },
  { name: 'reorderItems of the owner’s order', query: 'mutation R($n: String!) { reorderItems(orderNumber: $n) { cart { total_quantity } } }', variables: () => ({ n: owner.order }) },
  {
    name: 'removeProductsFromWishlist of the owner’s item',
    query: 'mutation W($item: ID!) { removeProductsFromWishlist(wishlistId: "0", wishlistItemsIds: [$item]) { wishlist { items_count } } }',
    variables: () => ({ item: owner.wishlistItem }),
  },
  {
    name: 'addMyPrinter with the owner’s e-mail',
    query: 'mutation P($id: Int!, $email: String!) { addMyPrinter(category_id: $id, customer_email: $email, is_active: false) }',
    variables: () => ({ id: owner.printer, email: OWNER }),
  },
]

const shopHeaders = (token: string, type?: string) => ({ Origin: ORIGIN, Cookie: `customer=${token}; cart=${owner.cart}`, ...(type ? { 'Content-Type': type } : {}) })

/** The /api/magento door: the shop's own operations, with the owner's cart in the cart cookie. */
const API_CASES: { name: string; method: 'GET' | 'POST'; variables: () => Record<string, unknown> }[] = [
  { name: 'customer', method: 'GET', variables: () => ({}) },
  { name: 'basketPanel', method: 'GET', variables: () => ({}) },
  { name: 'cartTotalQty', method: 'GET', variables: () => ({}) },
  { name: 'session', method: 'GET', variables: () => ({}) },
  { name: 'myPrinters', method: 'GET', variables: () => ({}) },
  { name: 'wishlistPanel', method: 'GET', variables: () => ({}) },
  { name: 'addProductsToCart', method: 'POST', variables: () => ({ sku: owner.sku, quantity: 1 }) },
  { name: 'removeItemFromCart', method: 'POST', variables: () => ({ itemUid: owner.line }) },
  { name: 'removeProductsFromWishlist', method: 'POST', variables: () => ({ sku: owner.sku }) },
  { name: 'addMyPrinter', method: 'POST', variables: () => ({ uid: owner.printerUid }) },
]

function apiCall(name: string, method: 'GET' | 'POST', token: string, variables: Record<string, unknown>): Promise<Response> {
  if (method === 'GET') {
    const url = new URL(`/api/magento/${name}`, ORIGIN)
    url.searchParams.set('variables', JSON.stringify(variables))
    return SELF.fetch(url, { headers: shopHeaders(token) })
  }
  return SELF.fetch(new URL(`/api/magento/${name}`, ORIGIN), { method: 'POST', headers: shopHeaders(token, 'application/json'), body: JSON.stringify({ variables }) })
}

/** Account pages a shopper opens, with the owner's ids where a page takes one. */
const PAGES = () => [
  '/customer',
  '/customer/my-profile',
  '/customer/addresses-details',
  `/customer/addresses-details/edit/${owner.address}`,
  '/customer/order-history',
  `/customer/order-history/${owner.order}`,
  '/customer/quick-reorder',
  '/customer/my-wishlist',
  '/customer/my-printers',
  '/customer/my-reviews',
  '/customer/my-newsletter',
  '/cart',
]

/** Account and basket forms, aimed at the owner's ids. */
const FORMS = (): { path: string; fields: Record<string, string> }[] => [
  { path: `/customer/addresses-details/edit/${owner.address}`, fields: { firstname: 'I', lastname: 'N', street: '1 Road', city: 'Hijacked', postcode: 'YO1 7HH', country: 'GB', telephone: '01904 000000' } },
  { path: `/customer/addresses-details/delete/${owner.address}`, fields: {} },
  { path: `/customer/order-history/${owner.order}/reorder`, fields: {} },
  { path: `/customer/order-history/${owner.order}/cancel`, fields: { reason: 'Other' } },
  { path: '/customer/my-wishlist/remove', fields: { item: owner.wishlistItem } },
  { path: '/customer/my-wishlist/move', fields: { item: owner.wishlistItem } },
  { path: '/customer/my-printers/remove', fields: { printer: String(owner.printer) } },
  { path: '/customer/my-profile', fields: { firstname: 'Hijacked', lastname: 'Name' } },
  { path: '/customer/my-newsletter', fields: { subscribed: '1' } },
  { path: '/checkout/cart/update', fields: { uid: owner.line, quantity: '1' } },
  { path: '/checkout/cart/remove', fields: { uid: owner.line } },
  { path: '/checkout/cart/coupon', fields: { code: 'SAVE10' } },
]

/** An answer may repeat what the request itself said (Magento names the order number it refuses). */
function expectNothingOfTheOwners(text: string, what: string, sent = ''): void {
  for (const secret of [SECRETS.street, SECRETS.review, SECRETS.email, owner.order]) {
    if (!sent.includes(secret)) expect(text, `${what} shows ${secret}`).not.toContain(secret)
  }
}

describe('the authorization table', () => {
  it('reads and changes nothing of the owner’s through /graphql, /api/magento, the account pages or their forms', async () => {
    const before = await ownersData()
    let tried = 0
    for (const { who, token } of intruders) {
      for (const { name, query, variables } of GRAPHQL_CASES) {
        const sent = variables()
        const answer = await graphqlAs(token, query, sent)
        expectNothingOfTheOwners(JSON.stringify(answer), `${who}: /graphql ${name}`, JSON.stringify(sent))
        tried++
      }
      for (const { name, method, variables } of API_CASES) {
        const sent = variables()
        const answer = await apiCall(name, method, token, sent)
        expect(answer.status, `${who}: /api/magento/${name}`).toBeLessThan(500)
        expectNothingOfTheOwners(await answer.text(), `${who}: /api/magento/${name}`, JSON.stringify(sent))
        tried++
      }
      for (const path of PAGES()) {
        const answer = await SELF.fetch(new URL(path, ORIGIN), { redirect: 'manual', headers: shopHeaders(token) })
        expect(answer.status, `${who}: GET ${path}`).toBeLessThan(500)
        expectNothingOfTheOwners(await answer.text(), `${who}: GET ${path}`, path)
        tried++
      }
      for (const { path, fields } of FORMS()) {
        const answer = await SELF.fetch(new URL(path, ORIGIN), { method: 'POST', redirect: 'manual', headers: shopHeaders(token, 'application/x-www-form-urlencoded'), body: new URLSearchParams(fields) })
        expect(answer.status, `${who}: POST ${path}`).toBeLessThan(500)
        expectNothingOfTheOwners(await answer.text(), `${who}: POST ${path}`, path)
        tried++
      }
    }
    expect(tried).toBe(intruders.length * (GRAPHQL_CASES.length + API_CASES.length + PAGES().length + FORMS().length))
    expect(await ownersData()).toEqual(before)
  })

  it('lets the owner’s live token read what the table protects, so the table checks something', async () => {
    const answer = JSON.stringify(await graphqlAs(owner.token, GRAPHQL_CASES[0]!.query))
    expect(answer).toContain(SECRETS.street)
    expect(answer).toContain(SECRETS.review)
    expect(answer).toContain(owner.order)
    const page = await (await SELF.fetch(new URL(`/customer/order-history/${owner.order}`, ORIGIN), { headers: { Cookie: `customer=${owner.token}` } })).text()
    expect(page).toContain(owner.order)
  })
})
