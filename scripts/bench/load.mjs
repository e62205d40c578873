// The shop under bounded load on loopback, as shoppers use it: `connections` keep-alive connections
// for `seconds` seconds (autocannon), each going round a category page, a product page, an add to
// the basket through the shop's own door (the `addProductsToCart` named operation a product card's
// script calls, with the same-origin `Origin` header and the basket's cookie) and the basket page.
// The baskets are a pool made before the run, one per connection; each round takes the next one.
// Afterwards every basket is read back: its lines and quantities must be exactly the adds that were
// answered as done ("lines lost", which should be 0).
import autocannon from 'autocannon'
import { percentile } from '../bench-measure.mjs'
import { BACK_END, graphqlCheck, graphqlUrl } from './graphql.mjs'

export const SHOP_MIX_CONNECTIONS = 100
/** BENCH_LOAD_SECONDS sets it (30 by default), never past a minute. */
export const shopMixSeconds = () => Math.min(Number(process.env.BENCH_LOAD_SECONDS ?? 30), 60)

const AS_A_BROWSER = { 'Accept-Encoding': 'gzip, deflate, br' }
const CATEGORY_PATH = '/ink-cartridges.html'
const CART_PATH = '/cart'
const ADD_PATH = '/api/magento/addProductsToCart'
/** Products the adds go round: enough that a basket's line never nears a product's stock. */
const PRODUCTS_ADDED = 10

const round = (ms) => Math.round(ms * 100) / 100

/** Simple ink cartridges in good stock (no "only x left"), with a product page's path. */
async function productsToAdd(base) {
  const found = await graphqlCheck(
    graphqlUrl(base, '{ products(filter: { category_url_path: { eq: "ink-cartridges" } }, pageSize: 100) { items { __typename sku url_key url_suffix stock_status only_x_left_in_stock } } }', {}),
  )
  const fit = found.products.items.filter((p) => p.__typename === 'SimpleProduct' && p.stock_status === 'IN_STOCK' && p.only_x_left_in_stock === null)
  if (fit.length < PRODUCTS_ADDED) throw new Error(`the catalogue has ${fit.length} simple ink cartridges in good stock; the load needs ${PRODUCTS_ADDED}`)
  return fit.slice(0, PRODUCTS_ADDED)
}

/** The cart id a response's `Set-Cookie` names, if any (the default store view's `cart` cookie). */
function cartCookieOf(setCookie) {
  for (const cookie of [setCookie ?? []].flat()) {
    const match = /^cart=([^;]+)/.exec(cookie)
    if (match) return match[1]
  }
  return null
}

/** One add through the shop's door, outside the load: answers the cart it went into. */
async function addOnce(base, sku, cartId) {
  const response = await fetch(base + ADD_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, ...(cartId ? { Cookie: `cart=${cartId}` } : {}) },
    body: JSON.stringify({ variables: { sku, quantity: 1 } }),
  })
  const answer = await response.json()
  if (response.status !== 200 || answer.data?.added !== true) throw new Error(`adding ${sku} to a basket: HTTP ${response.status} ${JSON.stringify(answer)}`)
  return cartCookieOf(response.headers.getSetCookie()) ?? cartId
}

/** A basket's lines as the back end has them: quantity by SKU. */
async function linesOf(base, cartId) {
  const data = await graphqlCheck(graphqlUrl(base, 'query C($id: String!) { cart(cart_id: $id) { itemsV2(pageSize: 100) { items { quantity product { sku } } } } }', { id: cartId }), BACK_END)
  return new Map(data.cart.itemsV2.items.map((item) => [item.product.sku, item.quantity]))
}

/**
 * Runs the load and checks the baskets. Answers requests a second, latency percentiles (all
 * requests and per kind), answers that were neither 2xx nor 3xx, connection errors, time-outs, the
 * adds answered as done and refused, and the check: lines lost (quantities answered as added but
 * missing from their basket) and lines extra (the other way round).
 */
export async function shopMixLoad(base, { connections = SHOP_MIX_CONNECTIONS, seconds = shopMixSeconds() } = {}) {
  const products = await productsToAdd(base)
  const productPath = `/${products[0].url_key}${products[0].url_suffix}`

  // The pool: one basket per connection, each made by a first add, as a shopper's first add makes it.
  const expected = new Map()
  const carts = []
  for (let i = 0; i < connections; i++) {
    const sku = products[i % products.length].sku
    const id = await addOnce(base, sku, null)
    carts.push(id)
    expected.set(id, new Map([[sku, 1]]))
  }

  let round_ = 0
  const adds = { sent: 0, done: 0, refused: 0, failed: 0, new_basket: 0 }
  // Adds sent and not yet answered, by basket: those still in flight when the run stops may or may
  // not have been made, so a basket may hold up to that many more than its answered adds.
  const pending = new Map(carts.map((id) => [id, 0]))
  const kinds = ['category', 'product', 'add', 'basket']
  const latencies = Object.fromEntries(kinds.map((kind) => [kind, []]))
  const withCart = (request, context) => ({ ...request, headers: { ...request.headers, cookie: `cart=${context.cart}` } })
  const requests = [
    {
      method: 'GET',
      path: CATEGORY_PATH,
      // Each round takes the next basket of the pool, and the next product to add.
      setupRequest: (request, context) => {
        const n = round_++
        context.cart = carts[n % carts.length]
        context.sku = products[n % products.length].sku
        return withCart(request, context)
      },
    },
    { method: 'GET', path: productPath, setupRequest: withCart },
    {
      method: 'POST',
      path: ADD_PATH,
      setupRequest: (request, context) => {
        adds.sent++
        pending.set(context.cart, pending.get(context.cart) + 1)
        return {
          ...request,
          // Uncompressed (no Accept-Encoding), so the answer can be read here.
          headers: { cookie: `cart=${context.cart}`, 'content-type': 'application/json', origin: base },
          body: JSON.stringify({ variables: { sku: context.sku, quantity: 1 } }),
        }
      },
      onResponse: (status, body, context, headers) => {
        pending.set(context.cart, pending.get(context.cart) - 1)
        let answer = null
        try {
          answer = JSON.parse(body)
        } catch {}
        // An add answered as done counts for the basket it went into: a new one, should the shop
        // have replaced the basket (counted apart, as such an add is lost to the shopper's basket).
        const into = cartCookieOf(Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'set-cookie')?.[1])
        if (status === 200 && answer?.data?.added === true) {
          adds.done++
          if (into && into !== context.cart) adds.new_basket++
          const lines = expected.get(context.cart)
          lines.set(context.sku, (lines.get(context.sku) ?? 0) + 1)
        } else if (status === 200 && answer?.data?.added === false) adds.refused++
        else adds.failed++
      },
    },
    { method: 'GET', path: CART_PATH, setupRequest: withCart },
  ]

  const instance = autocannon({ url: base, connections, duration: seconds, timeout: 10, headers: AS_A_BROWSER, requests })
  instance.on('response', (client, _status, _bytes, responseTime) => {
    const kind = kinds[client.requestIterator?.currentRequestIndex ?? -1]
    if (kind) latencies[kind].push(responseTime)
  })
  const result = await instance

  // The check: every basket read back against the adds answered as done. An add still in flight
  // when the run stopped was not answered, so the basket may hold it or not.
  let lost = 0
  let extra = 0
  let mismatched = 0
  for (const [id, wanted] of expected) {
    const held = await linesOf(base, id)
    let basketLost = 0
    let basketExtra = 0
    for (const sku of new Set([...wanted.keys(), ...held.keys()])) {
      const difference = (wanted.get(sku) ?? 0) - (held.get(sku) ?? 0)
      if (difference > 0) basketLost += difference
      else basketExtra -= difference
    }
    basketExtra = Math.max(0, basketExtra - pending.get(id))
    lost += basketLost
    extra += basketExtra
    if (basketLost + basketExtra > 0) mismatched++
  }

  const summary = (times) => {
    const sorted = [...times].sort((a, b) => a - b)
    return sorted.length ? { count: sorted.length, p50_ms: round(percentile(sorted, 50)), p95_ms: round(percentile(sorted, 95)), p99_ms: round(percentile(sorted, 99)) } : { count: 0 }
  }
  const all = summary(Object.values(latencies).flat())
  return {
    connections,
    seconds,
    paths: { category: CATEGORY_PATH, product: productPath, add: ADD_PATH, basket: CART_PATH },
    requests: result.requests.total,
    requests_per_s: round(result.requests.average),
    latency_p50_ms: all.p50_ms,
    latency_p95_ms: all.p95_ms,
    latency_p99_ms: all.p99_ms,
    by_kind: Object.fromEntries(kinds.map((kind) => [kind, summary(latencies[kind])])),
    // Answers neither 2xx nor 3xx, then failed connections and time-outs (autocannon's own counts).
    errors: result['4xx'] + result['5xx'] + result['1xx'],
    connection_errors: result.errors,
    timeouts: result.timeouts,
    adds: { ...adds, unanswered: adds.sent - adds.done - adds.refused - adds.failed },
    baskets: carts.length,
    baskets_mismatched: mismatched,
    lines_lost: lost,
    lines_extra: extra,
  }
}

/** Prints the figures `shopMixLoad` answered. */
export function printShopMix(r) {
  console.log(`\nThe shop under load (autocannon, ${r.connections} connections, ${r.seconds} s, loopback): category, product, add to basket, basket page in turn`)
  console.log(`  ${r.requests_per_s} req/s, ${r.requests} requests, latency p50 ${r.latency_p50_ms} ms, p95 ${r.latency_p95_ms} ms, p99 ${r.latency_p99_ms} ms`)
  for (const [kind, k] of Object.entries(r.by_kind)) console.log(`    ${kind.padEnd(9)} ${String(k.count).padStart(7)} answers, p50 ${k.p50_ms} ms, p95 ${k.p95_ms} ms, p99 ${k.p99_ms} ms`)
  console.log(`  errors (neither 2xx nor 3xx) ${r.errors}, connection errors ${r.connection_errors}, time-outs ${r.timeouts}`)
  console.log(`  adds: ${r.adds.sent} sent, ${r.adds.done} done, ${r.adds.refused} refused, ${r.adds.failed} failed, ${r.adds.unanswered} unanswered at the end, ${r.adds.new_basket} into a new basket`)
  console.log(`  baskets checked ${r.baskets}: ${r.baskets_mismatched} differ, lines lost ${r.lines_lost}, lines extra ${r.lines_extra}`)
}
