// What the audit needs from the running shop before it loads pages: a product to show and to put
// in a basket, and a basket, made the way a shopper without scripts makes one (the product form's
// post), whose cookie the audited requests then carry.

/** A simple product in good stock in the audited category, and its page. */
export async function findProduct(base) {
  const query = '{ products(filter: { category_url_path: { eq: "ink-cartridges" } }, pageSize: 20) { items { __typename sku url_key url_suffix stock_status only_x_left_in_stock } } }'
  const response = await fetch(`${base}/graphql?query=${encodeURIComponent(query)}`)
  const body = await response.json()
  if (body.errors) throw new Error(`the product lookup failed: ${body.errors[0].message}`)
  const product = body.data.products.items.find((item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK' && item.only_x_left_in_stock === null)
  if (!product) throw new Error('the seeded catalogue has no simple ink cartridge in good stock')
  return { sku: product.sku, path: `/${product.url_key}${product.url_suffix}` }
}

/** A guest basket with one line; answers the `Cookie` header that carries it. */
export async function basketCookie(base, sku) {
  const response = await fetch(`${base}/checkout/cart/add`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
    body: new URLSearchParams({ sku, quantity: '1' }).toString(),
  })
  // Only the basket: the one-off "added" notice would show on the first audited page only.
  const cart = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).find((pair) => pair.startsWith('cart='))
  if (response.status !== 303 || !cart) throw new Error(`adding ${sku} to a basket answered HTTP ${response.status} without a basket cookie`)
  return cart
}
