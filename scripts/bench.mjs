#!/usr/bin/env node
// `npm run bench`: starts the built worker under wrangler dev on loopback, on a local database
// seeded with the large catalogue (BENCH_PRODUCTS, 50,000 by default; seeded once and kept in
// .wrangler/bench-state-<products>), and measures, side by side in one run:
//   - each page type (home, listings, search, product, content, 404) against a static file from the
//     same worker, each page request followed by one of the static file (so a row's ratio is taken
//     in the same minutes, whatever else the machine does): a later anonymous view (`cached`, served by the full-page cache once it holds the
//     page; the `X-Edge-Cache` values seen are recorded) and a view past that cache (`uncached`: a
//     request with `Cache-Control: no-cache`, which the page cache treats as BYPASS);
//   - time to first byte against time to last byte for an uncached product page;
//   - throughput under bounded load (autocannon: 50 connections, BENCH_LOAD_SECONDS, 20 by default)
//     for the product page cached and uncached, with error counts;
//   - the shop under load (scripts/bench/load.mjs: 100 connections for BENCH_LOAD_SECONDS, 30 by
//     default, over category, product and basket pages and adds to the basket), with every basket
//     checked afterwards (`npm run bench:load` runs it alone, on the small seed);
//   - the catalogue: the category page's own listing query (42 items, facets, the category's
//     extras), a category listing with facets, a filtered listing and a search through
//     /graphql.
// Requests are sequential and bounded (BENCH_REQUESTS per row, 200 by default). Prints tables and
// writes bench/results/latest.json.
//
// Everything is measured at the runtime's own address where it can be found (Linux), not through
// the proxy wrangler dev puts in front of it: that proxy decodes every answer and compresses it
// anew, which no request at the edge pays (scripts/runtime-address.mjs). The cached page rows are
// also measured through the proxy, and printed and written beside the others (`dev_proxy`).
import { cpus } from 'node:os'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BYPASS_PAGE_CACHE, load, measure as measureRow, timeToBytes } from './bench-measure.mjs'
import { BACK_END, graphqlCheck, graphqlUrl as graphqlUrlAt, LISTING } from './bench/graphql.mjs'
import { printShopMix, shopMixLoad } from './bench/load.mjs'
import { seededState } from './bench/seeded-state.mjs'
import { startLocalServer } from './local-server.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.BENCH_PORT ?? 8798)
const requests = Math.min(Number(process.env.BENCH_REQUESTS ?? 200), 2000)
const loadSeconds = Math.min(Number(process.env.BENCH_LOAD_SECONDS ?? 20), 60)
const LOAD_CONNECTIONS = 50
const products = Number(process.env.BENCH_PRODUCTS ?? 50_000)
const state = seededState(root, products)

const server = await startLocalServer({ root, state, port })
const { stop } = server
/** Where the requests go: the runtime itself where it was found, else wrangler dev's address. */
const base = server.runtime ?? server.base
/** wrangler dev's own address, measured besides for the cached pages when the runtime was found. */
const devProxy = server.runtime ? server.base : null

const measure = (label, url, expectedStatus = 200, headers = {}, alongside = undefined) => measureRow(label, url, { requests, expectedStatus, headers, alongside })

const graphqlUrl = (query, variables) => graphqlUrlAt(base, query, variables)

function table(title, rows) {
  console.log(`\n${title}`)
  console.log(`  ${'what'.padEnd(44)} ${'bytes'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`)
  for (const r of rows) console.log(`  ${r.label.padEnd(44)} ${String(r.bytes).padStart(8)} ${r.p50.toFixed(2).padStart(8)} ${r.p95.toFixed(2).padStart(8)}`)
}

const seenText = (edgeCache) => Object.entries(edgeCache).map(([value, count]) => `${value} ${count}`).join(', ')

const manifest = await (await fetch(`${base}/asset-manifest.json`)).json()

// A product page: the best-selling ink cartridge, its fields from the route lookup (KV), its cards
// and reviews from a second query.
const topInk = await graphqlCheck(graphqlUrl('{ products(filter: { category_url_path: { eq: "ink-cartridges" } }, pageSize: 1) { items { url_key url_suffix } } }', {}))
const productPath = `/${topInk.products.items[0].url_key}${topInk.products.items[0].url_suffix}`

/** Page types, each measured as a later anonymous view (cached) and past the page cache (uncached). */
const PAGE_TYPES = [
  { key: 'home', label: '/ (home)', path: '/' },
  { key: 'home_de', label: '/de/ (German home)', path: '/de/' },
  { key: 'category', label: '/ink-cartridges.html (category, 10 products)', path: '/ink-cartridges.html' },
  { key: 'category_42', label: 'category page, 42 products', path: '/ink-cartridges.html?itemsPerPage=42' },
  { key: 'category_filtered', label: 'category page, filtered (in stock, price)', path: '/ink-cartridges.html?hide_out_of_stock=1&price=5_40&itemsPerPage=42' },
  { key: 'search', label: '/search?q=toner (search page)', path: '/search?q=toner' },
  { key: 'product', label: `${productPath} (product)`, path: productPath },
  { key: 'content', label: '/aboutus.html (content page)', path: '/aboutus.html' },
  { key: 'not_found', label: '/no-such-page (404)', path: '/no-such-page', status: 404 },
]

const staticUrl = base + manifest.css
const staticFile = await measure('static CSS file', staticUrl)
const pageRows = []
for (const page of PAGE_TYPES) {
  const status = page.status ?? 200
  // Each page's requests alternate with the static file's, whose figures in the same minutes are
  // the row's own floor: the ratio then does not move with how busy the machine was.
  const cached = await measure(page.label, base + page.path, status, {}, staticUrl)
  const uncached = await measure(page.label, base + page.path, status, BYPASS_PAGE_CACHE, staticUrl)
  const throughProxy = devProxy ? await measure(page.label, devProxy + page.path, status, {}, devProxy + manifest.css) : null
  pageRows.push({ ...page, cached, uncached, throughProxy })
}

// Time to first byte against time to last byte, for the product page past the page cache.
const productBytes = await timeToBytes(base + productPath, { requests, headers: BYPASS_PAGE_CACHE })

// Throughput under bounded load, on loopback: the product page as an uncached and as a cached view.
// A pause before each: requests the previous run left queued drain first, so the runs do not mix.
// The uncached run goes first: under wrangler dev, for some tens of seconds after thousands of
// cached answers, pages made anew ran at a tenth of their rate (about 100 a second before, 10-15
// after, on this machine), which would measure the previous run rather than this one.
const settle = () => new Promise((resolve) => setTimeout(resolve, 5_000))
await settle()
const uncachedLoad = await load(base + productPath, { connections: LOAD_CONNECTIONS, seconds: loadSeconds, headers: BYPASS_PAGE_CACHE })
await settle()
const productLoad = { cached: await load(base + productPath, { connections: LOAD_CONNECTIONS, seconds: loadSeconds }), uncached: uncachedLoad }

/** The document the category page sends, with its fragments, as the files hold it. */
const documentText = (...files) => files.map((file) => readFileSync(join(root, 'shared/graphql/documents', file), 'utf8')).join('\n')
const CATEGORY_PAGE = documentText('catalogue/category-listing.graphql', 'catalogue/listing-products.graphql', 'catalogue/product-card.graphql')
const inkCategory = await graphqlCheck(graphqlUrl('{ categories(filters: { url_path: { eq: "ink-cartridges" } }) { items { uid } } }', {}))
const inkUid = inkCategory.categories.items[0].uid
const categoryPage = graphqlUrl(CATEGORY_PAGE, { uid: inkUid, withRails: true, filter: { category_uid: { eq: inkUid } }, pageSize: 42, currentPage: 1 })
await graphqlCheck(categoryPage)

const listing = graphqlUrl(LISTING, { filter: { category_url_path: { eq: 'ink-cartridges' } }, pageSize: 42 })
const first = await graphqlCheck(listing)
const brand = first.products.aggregations.find((a) => a.attribute_code === 'specification_brand')?.options[0]?.value
const filtered = graphqlUrl(LISTING, {
  filter: { category_url_path: { eq: 'ink-cartridges' }, specification_brand: { eq: brand }, price: { from: '5', to: '40' }, hide_out_of_stock: { eq: '1' } },
  pageSize: 42,
})
const search = graphqlUrl(LISTING, { search: 'hp 963xl black', pageSize: 20 })
await graphqlCheck(filtered)
await graphqlCheck(search)
const catalogue = [
  await measure('category page query: 42 items, facets, extras', categoryPage, 200, BACK_END),
  await measure(`category listing, ${first.products.aggregations.length} facets (${first.products.total_count} items)`, listing, 200, BACK_END),
  await measure('filtered listing (brand, price, in stock)', filtered, 200, BACK_END),
  await measure('search with facets', search, 200, BACK_END),
  await measure('the same listing again, from the edge cache', listing),
]
// Last, as it writes: baskets made and added to by 100 connections at once.
await settle()
const shopMix = await shopMixLoad(base)
stop()

const ratio = (ms, floor) => Math.round((ms / floor) * 100) / 100
/** The server's own time for a page made anew: its uncached p50 over the static file's, taken alongside. */
const serverMs = (row) => Math.round((row.uncached.p50 - row.uncached.alongside.p50) * 100) / 100

const serverText = devProxy ? 'the workerd runtime under wrangler dev, at its own address' : 'wrangler dev'
console.log(`${requests} sequential requests per row on loopback (${serverText}, production mode), ${products} products:`)
console.log(`\nPage types: a later anonymous view (cached) and one past the page cache (uncached), each request followed by one of the static file`)
console.log(`  ${'what'.padEnd(46)} ${'bytes'.padStart(8)} ${'static'.padStart(7)} ${'cached'.padStart(8)} ${'ratio'.padStart(6)} ${'p95'.padStart(8)} ${'uncached'.padStart(9)} ${'p95'.padStart(8)} ${'server'.padStart(7)}  X-Edge-Cache seen (cached / uncached)`)
console.log(`  ${'static CSS file, alone'.padEnd(46)} ${String(staticFile.bytes).padStart(8)} ${staticFile.p50.toFixed(2).padStart(7)} ${staticFile.p50.toFixed(2).padStart(8)} ${'1.00'.padStart(6)} ${staticFile.p95.toFixed(2).padStart(8)}`)
for (const row of pageRows) {
  const { label, cached, uncached } = row
  console.log(
    `  ${label.padEnd(46)} ${String(cached.bytes).padStart(8)} ${cached.alongside.p50.toFixed(2).padStart(7)} ${cached.p50.toFixed(2).padStart(8)} ${ratio(cached.p50, cached.alongside.p50).toFixed(2).padStart(6)} ${cached.p95.toFixed(2).padStart(8)} ${uncached.p50.toFixed(2).padStart(9)} ${uncached.p95.toFixed(2).padStart(8)} ${serverMs(row).toFixed(2).padStart(7)}  ${seenText(cached.edgeCache)} / ${seenText(uncached.edgeCache)}`,
  )
}
if (devProxy) {
  console.log(`\nThe cached pages through wrangler dev's proxy (which decodes each answer and compresses it again), each request followed by one of the static file`)
  console.log(`  ${'what'.padEnd(46)} ${'static'.padStart(7)} ${'cached'.padStart(8)} ${'ratio'.padStart(6)} ${'p95'.padStart(8)}`)
  for (const { label, throughProxy } of pageRows) {
    console.log(`  ${label.padEnd(46)} ${throughProxy.alongside.p50.toFixed(2).padStart(7)} ${throughProxy.p50.toFixed(2).padStart(8)} ${ratio(throughProxy.p50, throughProxy.alongside.p50).toFixed(2).padStart(6)} ${throughProxy.p95.toFixed(2).padStart(8)}`)
  }
}
console.log(`\nThe product page past the page cache: first byte against last byte (p50)`)
console.log(`  headers ${productBytes.ttfb_p50_ms} ms, first chunk ${productBytes.first_chunk_p50_ms} ms (${productBytes.first_chunk_bytes} bytes, whole head: ${productBytes.head_in_first_chunk ? 'yes' : 'no'}), last byte ${productBytes.ttlb_p50_ms} ms`)
console.log(`\nThe product page under load (autocannon, ${LOAD_CONNECTIONS} connections, ${loadSeconds} s, loopback)`)
for (const [kind, r] of Object.entries(productLoad)) {
  console.log(`  ${kind.padEnd(9)} ${String(r.requests_per_s).padStart(8)} req/s, latency p50 ${r.latency_p50_ms} ms, p99 ${r.latency_p99_ms} ms, ${r.requests} requests, non-2xx ${r.non_2xx}, errors ${r.errors}, time-outs ${r.timeouts}`)
}
table('Catalogue queries through /graphql (target p95 under 30 ms)', catalogue)
printShopMix(shopMix)

// The figures as data, committed beside docs/performance.md's table (issue 26 point 6).
const pageFigures = (row) => ({
  path: row.path,
  bytes: row.cached.bytes,
  static_p50_ms: row.cached.alongside.p50,
  cached_p50_ms: row.cached.p50,
  cached_p95_ms: row.cached.p95,
  cached_ratio: ratio(row.cached.p50, row.cached.alongside.p50),
  cached_edge_cache_seen: row.cached.edgeCache,
  uncached_p50_ms: row.uncached.p50,
  uncached_p95_ms: row.uncached.p95,
  uncached_edge_cache_seen: row.uncached.edgeCache,
  uncached_static_p50_ms: row.uncached.alongside.p50,
  server_ms_p50: serverMs(row),
  ...(row.throughProxy
    ? { dev_proxy: { static_p50_ms: row.throughProxy.alongside.p50, cached_p50_ms: row.throughProxy.p50, cached_p95_ms: row.throughProxy.p95, cached_ratio: ratio(row.throughProxy.p50, row.throughProxy.alongside.p50) } }
    : {}),
})
const results = {
  generated_at: new Date().toISOString(),
  machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version, server: `${serverText} (workerd), production React, loopback` },
  products,
  requests_per_row: requests,
  static: { path: manifest.css, bytes: staticFile.bytes, p50_ms: staticFile.p50, p95_ms: staticFile.p95 },
  pages: Object.fromEntries(pageRows.map((row) => [row.key, pageFigures(row)])),
  product_time_to_bytes: { path: productPath, ...productBytes },
  load: { path: productPath, ...productLoad, shop_mix: { products, ...shopMix } },
  graphql_queries: catalogue.map(({ label, bytes, p50, p95 }) => ({ label, bytes, p50_ms: p50, p95_ms: p95 })),
}
const resultsFile = join(root, 'bench/results/latest.json')
// The catalogue at several sizes is `npm run bench:catalogue`'s (scripts/bench-catalogue.mjs): kept.
const kept = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {}
for (const key of ['catalogue_run', 'catalogue']) if (kept[key]) results[key] = kept[key]
const resultsDir = join(root, 'bench/results')
mkdirSync(resultsDir, { recursive: true })
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`)
console.log(`\nwritten: bench/results/latest.json`)
process.exit(0)
