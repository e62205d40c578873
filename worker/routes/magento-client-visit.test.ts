// A whole shopper's visit played through /graphql the way a Magento client plays it (issue "Magento
// fidelity", point 5): `__typename` on every selection set, queries by GET, mutations by POST, the
// bearer token after sign-in, the account confirmed through the e-mailed link. Browse, search,
// product, compare, cart, guest checkout and order lookup, create account, sign in, merge, address
// book, customer checkout, orders and reorder, wish list, review, password change, sign out.
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { MagentoClient } from '../../test/magento-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const STORE_CONFIG = `query StoreConfig { storeConfig { store_code store_name base_currency_code default_display_currency_code locale root_category_uid product_url_suffix category_url_suffix } }`
const MENU = `query Menu($uid: String!) { categoryList(filters: { category_uid: { eq: $uid } }) { uid name children { uid name url_path url_suffix product_count children_count children { uid name url_path } } } }`
const RESOLVE = `query Resolve($url: String!) { route(url: $url) { relative_url redirect_code type ... on CategoryInterface { uid name } ... on ProductInterface { sku name } } }`
const LISTING = `query Listing($uid: String!, $page: Int!) {
  products(filter: { category_uid: { eq: $uid } }, pageSize: 12, currentPage: $page, sort: { position: ASC }) {
    total_count page_info { current_page page_size total_pages }
    aggregations { attribute_code label count options { label value count } }
    sort_fields { default options { label value } }
    items { uid sku name url_key stock_status small_image { url label } price_range { minimum_price { final_price { value currency } regular_price { value } } } }
  } }`
const SEARCH = `query Search($text: String!) { products(search: $text, pageSize: 6) { total_count items { sku name url_key } aggregations { attribute_code count } } }`
const PRODUCT = `query Product($urlKey: String!) {
  products(filter: { url_key: { eq: $urlKey } }) { items {
    uid sku name url_key stock_status meta_title
    description { html } short_description { html }
    media_gallery { url label position disabled }
    price_range { minimum_price { final_price { value currency } discount { amount_off percent_off } } }
    categories { uid name breadcrumbs { category_uid category_name } }
    ... on ConfigurableProduct {
      configurable_options { uid attribute_code label values { uid label } }
      variants { attributes { code value_index uid } product { uid sku stock_status price_range { minimum_price { final_price { value } } } } }
    }
  } } }`
const CART_FIELDS = `id total_quantity
  itemsV2 { items { uid quantity errors { code message } product { sku name } prices { price { value } row_total { value } }
    ... on ConfigurableCartItem { configurable_options { option_label value_label } } } }
  prices { grand_total { value currency } subtotal_excluding_tax { value } applied_taxes { label amount { value } } discounts { label amount { value } } }
  applied_coupons { code }`
const CART = `query Cart($cartId: String!) { cart(cart_id: $cartId) { ${CART_FIELDS} } }`
const CREATE_CART = `mutation CreateCart { cartId: createEmptyCart }`
const ADD = `mutation Add($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { cart { ${CART_FIELDS} } user_errors { code message } } }`
const UPDATE = `mutation Update($cartId: String!, $uid: ID!, $qty: Float!) { updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $uid, quantity: $qty }] }) { cart { ${CART_FIELDS} } } }`
const REMOVE = `mutation Remove($cartId: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid }) { cart { ${CART_FIELDS} } } }`
const COUPON = `mutation Coupon($cartId: String!, $code: String!) { applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) { cart { ${CART_FIELDS} } } }`
const GUEST_EMAIL = `mutation Email($cartId: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) { cart { id email } } }`
const SHIPPING_ADDRESS = `mutation ShipTo($cartId: String!, $address: CartAddressInput!) {
  setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {
    cart { id shipping_addresses { firstname city postcode country { code } available_shipping_methods { carrier_code method_code carrier_title amount { value } available } } } } }`
const SAVED_SHIPPING_ADDRESS = `mutation ShipToSaved($cartId: String!, $id: Int!) {
  setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ customer_address_id: $id }] }) {
    cart { id shipping_addresses { city available_shipping_methods { carrier_code method_code amount { value } } } } } }`
const BILLING_SAME = `mutation Bill($cartId: String!) { setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) { cart { id billing_address { city } } } }`
const BILLING_SAVED = `mutation BillSaved($cartId: String!, $id: Int!) { setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { customer_address_id: $id } }) { cart { id billing_address { city } } } }`
const METHOD = `mutation Method($cartId: String!, $carrier: String!, $method: String!) {
  setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) {
    cart { id shipping_addresses { selected_shipping_method { carrier_code method_code amount { value } } } prices { grand_total { value } } } } }`
const PAYMENT_METHODS = `query Payments($cartId: String!) { cart(cart_id: $cartId) { id available_payment_methods { code title } } }`
const PAYMENT = `mutation Pay($cartId: String!, $code: String!) { setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) { cart { id selected_payment_method { code title } } } }`
// PWA Studio asks for the order number only.
const PLACE = `mutation Place($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { order { order_number } } }`
const CREATE_ACCOUNT = `mutation Register($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { firstname lastname email is_subscribed } } }`
const CONFIRM = `mutation Confirm($email: String!, $key: String!) { confirmEmail(input: { email: $email, confirmation_key: $key }) { customer { email } } }`
const SIGN_IN = `mutation SignIn($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`
const CUSTOMER = `query Customer { customer { id confirmation_status firstname lastname email default_shipping default_billing addresses { id firstname city postcode street default_shipping default_billing country_code } } }`
const CUSTOMER_CART = `query CustomerCart { customerCart { ${CART_FIELDS} } }`
const MERGE = `mutation Merge($source: String!, $destination: String!) { mergeCarts(source_cart_id: $source, destination_cart_id: $destination) { ${CART_FIELDS} } }`
const CREATE_ADDRESS = `mutation NewAddress($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id city default_shipping default_billing } }`
const UPDATE_ADDRESS = `mutation EditAddress($id: Int!, $input: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $input) { id telephone } }`
const DELETE_ADDRESS = `mutation DeleteAddress($id: Int!) { deleteCustomerAddress(id: $id) }`
const ORDERS = `query Orders { customer { orders(pageSize: 10, sort: { sort_field: CREATED_AT, sort_direction: DESC }) {
  total_count page_info { current_page total_pages }
  items { id number order_date status token invoices { id } shipments { id tracking { number } } payment_methods { name type additional_data { name value } }
    total { grand_total { value currency } subtotal { value } total_shipping { value } total_tax { value } discounts { amount { value } label } }
    items { id product_sku product_name quantity_ordered product_sale_price { value currency } discounts { amount { value } } selected_options { label value } }
    shipping_address { city postcode } billing_address { city } } } } }`
const GUEST_ORDER = `query GuestOrder($input: OrderInformationInput!) { guestOrder(input: $input) { number status email total { grand_total { value } } items { product_sku quantity_ordered } } }`
const REORDER = `mutation Reorder($number: String!) { reorderItems(orderNumber: $number) { cart { id total_quantity itemsV2 { items { quantity product { sku } } } } userInputErrors { code message path } } }`
const WISHLIST = `query Wishlist { customer { wishlists { id items_count items_v2 { items { id product { sku } } } } } }`
const ADD_TO_WISHLIST = `mutation Wish($id: ID!, $sku: String!) { addProductsToWishlist(wishlistId: $id, wishlistItems: [{ sku: $sku, quantity: 1 }]) { wishlist { id items_count } user_errors { code message } } }`
const REMOVE_FROM_WISHLIST = `mutation Unwish($id: ID!, $item: ID!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: [$item]) { wishlist { items_count } user_errors { code } } }`
const RATINGS = `query Ratings { productReviewRatingsMetadata { items { id name values { value_id value } } } }`
const REVIEW = `mutation Review($input: CreateProductReviewInput!) { createProductReview(input: $input) { review { nickname summary text average_rating } } }`
const CHANGE_PASSWORD = `mutation Password($current: String!, $next: String!) { changeCustomerPassword(currentPassword: $current, newPassword: $next) { email } }`
const SIGN_OUT = `mutation SignOut { revokeCustomerToken { result } }`
const SELECTION = `query Selection($urlKey: String!, $uids: [ID!]) { products(filter: { url_key: { eq: $urlKey } }) { items { sku ... on ConfigurableProduct {
  configurable_product_options_selection(configurableOptionValueUids: $uids) { options_available_for_selection { attribute_code option_value_uids } media_gallery { url } variant { sku } } } } } }`
const CREATE_COMPARE = `mutation Compare($products: [ID!]) { createCompareList(input: { products: $products }) { uid item_count items { product { sku } } attributes { code label } } }`
const ASSIGN_COMPARE = `mutation AssignCompare($uid: ID!) { assignCompareListToCustomer(uid: $uid) { result compare_list { uid item_count } } }`
const WISH_TO_CART = `mutation WishToCart($id: ID!, $items: [ID!]) { addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $items) { status wishlist { items_count } add_wishlist_items_to_cart_user_errors { code message } } }`

type Money = { value: number; currency?: string }
type CartItem = { uid: string; quantity: number; errors: { code: string }[] | null; product: { sku: string; name: string }; prices: { price: Money; row_total: Money } }
type Cart = { id: string; total_quantity: number; itemsV2: { items: CartItem[] }; prices: { grand_total: Money; discounts: { label: string; amount: Money }[] | null }; applied_coupons: { code: string }[] | null }
type ListedProduct = { uid: string; sku: string; name: string; url_key: string; stock_status: string }
type Method = { carrier_code: string; method_code: string; amount: Money }

const ADDRESS = { firstname: 'Ada', lastname: 'Lovelace', street: ['12 Analytical Row'], city: 'London', postcode: 'nw1 6xe', country_code: 'GB', telephone: '020 7946 0000' }
const PASSWORD = 'Printer-Ink-42'

/** The key of the newest e-mail of a kind to an address, read from its link in the outbox. */
async function linkParameter(email: string, kind: string, parameter: string): Promise<string> {
  const mail = await env.DB.prepare('SELECT body FROM outbox WHERE to_email = ?1 AND kind = ?2 ORDER BY id DESC LIMIT 1').bind(email, kind).first<{ body: string }>()
  const link = mail?.body.match(/https?:\/\/\S+/)?.[0]
  if (!link) throw new Error(`no ${kind} link mailed to ${email}`)
  const value = new URL(link).searchParams.get(parameter)
  if (!value) throw new Error(`the ${kind} link has no ${parameter}`)
  return value
}

/** Runs the guest checkout steps a Magento client sends, ending with placeOrder; returns the order number. */
async function checkOutAsGuest(client: MagentoClient, cartId: string, email: string): Promise<string> {
  await client.data(GUEST_EMAIL, { cartId, email })
  const shipTo = await client.data<{ setShippingAddressesOnCart: { cart: { shipping_addresses: { postcode: string; available_shipping_methods: (Method & { available: boolean })[] }[] } } }>(SHIPPING_ADDRESS, { cartId, address: ADDRESS })
  const [address] = shipTo.setShippingAddressesOnCart.cart.shipping_addresses
  expect(address!.postcode).toBe('NW1 6XE')
  const method = address!.available_shipping_methods.find((m) => m.available)!
  await client.data(BILLING_SAME, { cartId })
  await client.data(METHOD, { cartId, carrier: method.carrier_code, method: method.method_code })
  const payments = await client.data<{ cart: { available_payment_methods: { code: string }[] } }>(PAYMENT_METHODS, { cartId })
  expect(payments.cart.available_payment_methods.map((p) => p.code)).toContain('checkmo')
  await client.data(PAYMENT, { cartId, code: 'checkmo' })
  const placed = await client.data<{ placeOrder: { order: { order_number: string } } }>(PLACE, { cartId })
  return placed.placeOrder.order.order_number
}

beforeAll(() => seedCatalogue())

describe('a Magento client plays a whole visit through /graphql', () => {
  it('browses, searches, buys as a guest, registers, merges, buys as a customer and signs out', async () => {
    const client = new MagentoClient()

    // Browse: the store, the menu, a category's URL, its first page of products.
    const { storeConfig } = await client.data<{ storeConfig: { store_code: string; base_currency_code: string; root_category_uid: string; category_url_suffix: string } }>(STORE_CONFIG)
    expect(storeConfig).toMatchObject({ store_code: 'default', base_currency_code: 'GBP' })
    const menu = await client.data<{ categoryList: { children: { uid: string; name: string; url_path: string; product_count: number }[] }[] }>(MENU, { uid: storeConfig.root_category_uid })
    const category = menu.categoryList[0]!.children.find((c) => c.product_count > 0)!
    expect(category).toBeDefined()
    const resolved = await client.data<{ route: { type: string; uid: string } }>(RESOLVE, { url: `${category.url_path}${storeConfig.category_url_suffix ?? ''}` })
    expect(resolved.route).toMatchObject({ type: 'CATEGORY', uid: category.uid, __typename: 'CategoryTree' })
    const listing = await client.data<{ products: { total_count: number; page_info: { total_pages: number }; items: (ListedProduct & { __typename: string })[] } }>(LISTING, { uid: category.uid, page: 1 })
    expect(listing.products.total_count).toBeGreaterThan(0)
    expect(listing.products.items[0]!.__typename).toMatch(/Product$/)

    // Search, then open a product by its URL key as a product page does.
    const search = await client.data<{ products: { total_count: number; items: ListedProduct[] } }>(SEARCH, { text: 'black' })
    expect(search.products.total_count).toBeGreaterThan(0)
    const { sku: simpleSku, urlKey } = (await env.DB.prepare("SELECT sku, url_key AS urlKey FROM products WHERE type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 20 AND visibility > 1 AND price_pence < 1500 ORDER BY id LIMIT 1").first<{ sku: string; urlKey: string }>())!
    const product = await client.data<{ products: { items: { sku: string; __typename: string; media_gallery: unknown[]; price_range: { minimum_price: { final_price: Money } } }[] } }>(PRODUCT, { urlKey })
    expect(product.products.items[0]).toMatchObject({ sku: simpleSku, __typename: 'SimpleProduct' })
    expect(product.products.items[0]!.price_range.minimum_price.final_price.currency).toBe('GBP')
    const configurableKey = (await env.DB.prepare("SELECT url_key FROM products WHERE type_id = 'configurable' AND visibility > 1 ORDER BY id LIMIT 1").first<{ url_key: string }>())!.url_key
    const configurable = (await client.data<{ products: { items: { sku: string; configurable_options: { uid: string; values: { uid: string }[] }[]; variants: { attributes: { uid: string }[]; product: { sku: string; stock_status: string } }[] }[] } }>(PRODUCT, { urlKey: configurableKey })).products.items[0]!
    const variant = configurable.variants.find((v) => v.product.stock_status === 'IN_STOCK')!
    expect(variant).toBeDefined()
    // Choosing every option, as a product page's swatches do, names the variant.
    const selection = await client.data<{ products: { items: { configurable_product_options_selection: { variant: { sku: string } | null } }[] } }>(SELECTION, { urlKey: configurableKey, uids: variant.attributes.map((a) => a.uid) })
    expect(selection.products.items[0]!.configurable_product_options_selection.variant?.sku).toBe(variant.product.sku)

    // A guest compares two products; the list follows the shopper into the account later.
    const compareIds = (await env.DB.prepare("SELECT id FROM products WHERE type_id = 'simple' AND visibility > 1 ORDER BY id LIMIT 2").all<{ id: number }>()).results.map((r) => String(r.id))
    const compared = await client.data<{ createCompareList: { uid: string; item_count: number } }>(CREATE_COMPARE, { products: compareIds })
    expect(compared.createCompareList.item_count).toBe(2)

    // Cart: created as PWA Studio does, filled, changed, a coupon, a line removed; read back by GET.
    const guestCartId = (await client.data<{ cartId: string }>(CREATE_CART)).cartId
    const added = await client.data<{ addProductsToCart: { cart: Cart; user_errors: unknown[] } }>(ADD, {
      cartId: guestCartId,
      items: [
        { sku: simpleSku, quantity: 1 },
        { sku: configurable.sku, quantity: 1, selected_options: variant.attributes.map((a) => a.uid) },
      ],
    })
    expect(added.addProductsToCart.user_errors).toEqual([])
    expect(added.addProductsToCart.cart.total_quantity).toBe(2)
    const simpleLine = added.addProductsToCart.cart.itemsV2.items.find((i) => i.product.sku === simpleSku)!
    const variantLine = added.addProductsToCart.cart.itemsV2.items.find((i) => i.product.sku !== simpleSku)!
    expect((variantLine as unknown as { __typename: string }).__typename).toBe('ConfigurableCartItem')
    await client.data(UPDATE, { cartId: guestCartId, uid: simpleLine.uid, qty: 3 })
    const discounted = await client.data<{ applyCouponToCart: { cart: Cart } }>(COUPON, { cartId: guestCartId, code: 'SAVE10' })
    expect(discounted.applyCouponToCart.cart.applied_coupons).toEqual([{ code: 'SAVE10', __typename: 'AppliedCoupon' }])
    expect(discounted.applyCouponToCart.cart.prices.discounts?.[0]?.amount.value).toBeGreaterThan(0)
    await client.data(REMOVE, { cartId: guestCartId, uid: variantLine.uid })
    const readBack = await client.data<{ cart: Cart }>(CART, { cartId: guestCartId })
    expect(readBack.cart.itemsV2.items.map((i) => [i.product.sku, i.quantity])).toEqual([[simpleSku, 3]])

    // Guest checkout to a placed order, then looked up as a guest does: number, e-mail, postcode.
    const guestOrder = await checkOutAsGuest(client, guestCartId, 'ada.guest@example.co.uk')
    expect(guestOrder).toMatch(/^\d{9}$/)
    const lookedUp = await client.data<{ guestOrder: { number: string; status: string; items: unknown[] } }>(GUEST_ORDER, { input: { number: guestOrder, email: 'ada.guest@example.co.uk', postcode: 'NW1 6XE' } })
    expect(lookedUp.guestOrder).toMatchObject({ number: guestOrder, status: 'Pending', items: [{ product_sku: simpleSku, quantity_ordered: 3, __typename: 'OrderItem' }] })

    // A new guest basket, then an account, confirmed by the e-mailed link, and sign-in.
    const basketBeforeSignIn = (await client.data<{ cartId: string }>(CREATE_CART)).cartId
    await client.data(ADD, { cartId: basketBeforeSignIn, items: [{ sku: simpleSku, quantity: 2 }] })
    const email = 'ada.customer@example.co.uk'
    const created = await client.data<{ createCustomerV2: { customer: { email: string } } }>(CREATE_ACCOUNT, {
      input: { firstname: 'Ada', lastname: 'Lovelace', email, password: PASSWORD, is_subscribed: false },
    })
    expect(created.createCustomerV2.customer).toMatchObject({ email })
    const refused = await client.send(SIGN_IN, { email, password: PASSWORD })
    expect(refused.errors?.[0]?.message).toBe("This account isn't confirmed. Verify and try again.")
    const confirmed = await client.data<{ confirmEmail: { customer: { email: string } } }>(CONFIRM, { email, key: await linkParameter(email, 'account_confirmation', 'key') })
    expect(confirmed.confirmEmail.customer.email).toBe(email)
    client.token = (await client.data<{ generateCustomerToken: { token: string } }>(SIGN_IN, { email, password: PASSWORD })).generateCustomerToken.token

    // The guest's compare list becomes the customer's.
    const assigned = await client.data<{ assignCompareListToCustomer: { result: boolean; compare_list: { item_count: number } } }>(ASSIGN_COMPARE, { uid: compared.createCompareList.uid })
    expect(assigned.assignCompareListToCustomer).toMatchObject({ result: true, compare_list: { item_count: 2 } })

    // Merge the guest basket into the customer's cart: no line lost.
    const customerCartId = (await client.data<{ customerCart: Cart }>(CUSTOMER_CART)).customerCart.id
    const merged = await client.data<{ mergeCarts: Cart }>(MERGE, { source: basketBeforeSignIn, destination: customerCartId })
    expect(merged.mergeCarts.itemsV2.items.map((i) => [i.product.sku, i.quantity])).toEqual([[simpleSku, 2]])

    // Address book: two addresses, one edited.
    const home = (await client.data<{ createCustomerAddress: { id: number } }>(CREATE_ADDRESS, { input: { ...ADDRESS, default_shipping: true, default_billing: true } })).createCustomerAddress
    const work = (await client.data<{ createCustomerAddress: { id: number } }>(CREATE_ADDRESS, { input: { ...ADDRESS, street: ['1 Office Park'], city: 'Reading', postcode: 'RG1 1AA' } })).createCustomerAddress
    await client.data(UPDATE_ADDRESS, { id: work.id, input: { telephone: '0118 496 0000' } })
    const book = await client.data<{ customer: { id: null; confirmation_status: string; default_shipping: string; addresses: { id: number; city: string }[] } }>(CUSTOMER)
    expect(book.customer.default_shipping).toBe(String(home.id))
    expect(book.customer).toMatchObject({ id: null, confirmation_status: 'ACCOUNT_CONFIRMED' })
    expect(book.customer.addresses.map((a) => a.city).sort()).toEqual(['London', 'Reading'])

    // Customer checkout with the saved addresses.
    const shipTo = await client.data<{ setShippingAddressesOnCart: { cart: { shipping_addresses: { available_shipping_methods: Method[] }[] } } }>(SAVED_SHIPPING_ADDRESS, { cartId: customerCartId, id: home.id })
    const method = shipTo.setShippingAddressesOnCart.cart.shipping_addresses[0]!.available_shipping_methods[0]!
    await client.data(METHOD, { cartId: customerCartId, carrier: method.carrier_code, method: method.method_code })
    await client.data(BILLING_SAVED, { cartId: customerCartId, id: home.id })
    await client.data(PAYMENT, { cartId: customerCartId, code: 'banktransfer' })
    const customerOrder = (await client.data<{ placeOrder: { order: { order_number: string } } }>(PLACE, { cartId: customerCartId })).placeOrder.order.order_number
    expect(customerOrder).toMatch(/^\d{9}$/)
    // A new, empty cart for the customer afterwards.
    expect((await client.data<{ customerCart: Cart }>(CUSTOMER_CART)).customerCart).toMatchObject({ total_quantity: 0 })

    // Orders: the customer's own, not the guest one, with what an order-history page reads; then reordered.
    type HistoryOrder = { number: string; invoices: unknown[]; payment_methods: { type: string }[]; total: { grand_total: Money }; items: { product_sku: string; quantity_ordered: number }[] }
    const orders = await client.data<{ customer: { orders: { total_count: number; items: HistoryOrder[] } } }>(ORDERS)
    expect(orders.customer.orders.items.map((o) => o.number)).toEqual([customerOrder])
    const [history] = orders.customer.orders.items
    expect(history).toMatchObject({ invoices: [], payment_methods: [{ type: 'banktransfer' }], total: { grand_total: { currency: 'GBP' } } })
    expect(history!.items.map((i) => [i.product_sku, i.quantity_ordered])).toEqual([[simpleSku, 2]])
    const reordered = await client.data<{ reorderItems: { cart: Cart; userInputErrors: unknown[] } }>(REORDER, { number: customerOrder })
    expect(reordered.reorderItems.userInputErrors).toEqual([])
    expect(reordered.reorderItems.cart.itemsV2.items.map((i) => [i.product.sku, i.quantity])).toEqual([[simpleSku, 2]])

    // Wish list: add, read, remove.
    const [list] = (await client.data<{ customer: { wishlists: { id: string }[] } }>(WISHLIST)).customer.wishlists
    const wished = await client.data<{ addProductsToWishlist: { wishlist: { items_count: number }; user_errors: unknown[] } }>(ADD_TO_WISHLIST, { id: list!.id, sku: simpleSku })
    expect(wished.addProductsToWishlist).toMatchObject({ wishlist: { items_count: 1 }, user_errors: [] })
    const item = (await client.data<{ customer: { wishlists: { items_v2: { items: { id: string }[] } }[] } }>(WISHLIST)).customer.wishlists[0]!.items_v2.items[0]!
    expect((await client.data<{ removeProductsFromWishlist: { wishlist: { items_count: number } } }>(REMOVE_FROM_WISHLIST, { id: list!.id, item: item.id })).removeProductsFromWishlist.wishlist.items_count).toBe(0)
    // Wished again, then moved to the basket: it leaves the list and joins the reordered line.
    await client.data(ADD_TO_WISHLIST, { id: list!.id, sku: simpleSku })
    const again = (await client.data<{ customer: { wishlists: { items_v2: { items: { id: string }[] } }[] } }>(WISHLIST)).customer.wishlists[0]!.items_v2.items[0]!
    const moved = await client.data<{ addWishlistItemsToCart: { status: boolean; wishlist: { items_count: number }; add_wishlist_items_to_cart_user_errors: unknown[] } }>(WISH_TO_CART, { id: list!.id, items: [again.id] })
    expect(moved.addWishlistItemsToCart).toMatchObject({ status: true, wishlist: { items_count: 0 }, add_wishlist_items_to_cart_user_errors: [] })
    expect((await client.data<{ customerCart: Cart }>(CUSTOMER_CART)).customerCart.itemsV2.items.map((i) => [i.product.sku, i.quantity])).toEqual([[simpleSku, 3]])

    // A review with every rating.
    const ratings = (await client.data<{ productReviewRatingsMetadata: { items: { id: string; values: { value_id: string }[] }[] } }>(RATINGS)).productReviewRatingsMetadata.items
    const review = await client.data<{ createProductReview: { review: { nickname: string } } }>(REVIEW, {
      input: { sku: simpleSku, nickname: 'Ada', summary: 'Prints cleanly', text: 'Crisp black text from the first page.', ratings: ratings.map((r) => ({ id: r.id, value_id: r.values.at(-1)!.value_id })) },
    })
    expect(review.createProductReview.review.nickname).toBe('Ada')

    // A password change; the client goes on with the token it holds, then signs out.
    await client.data(CHANGE_PASSWORD, { current: PASSWORD, next: 'Toner-Refill-77' })
    expect((await client.data<{ deleteCustomerAddress: boolean }>(DELETE_ADDRESS, { id: work.id })).deleteCustomerAddress).toBe(true)
    expect((await client.data<{ revokeCustomerToken: { result: boolean } }>(SIGN_OUT)).revokeCustomerToken.result).toBe(true)
    const signedOut = await client.send(CUSTOMER)
    expect(signedOut.errors?.[0]?.extensions?.category).toBe('graphql-authorization')
    client.token = null
    const signedInAgain = await client.data<{ generateCustomerToken: { token: string } }>(SIGN_IN, { email, password: 'Toner-Refill-77' })
    expect(signedInAgain.generateCustomerToken.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })
})
