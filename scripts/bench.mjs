#!/usr/bin/env node
// `npm run bench`: starts the built worker under wrangler dev on loopback, on a local database
// seeded with the large catalogue (BENCH_PRODUCTS, 50,000 by default; seeded once and kept in
// .wrangler/bench-state), and measures, side by side in one run:
//   - rendering: pages against a static file from the same worker;
//   - the catalogue: the category page's own listing query (42 items, facets, the category's
//     extras), a category listing with facets, a filtered listing and a full-text search through
//     /graphql.
// Requests are sequential and bounded (BENCH_REQUESTS per URL, 200 by default). Prints p50/p95.
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { productionReact, wranglerEnv } from './wrangler-env.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.BENCH_PORT ?? 8798)
const requests = Math.min(Number(process.env.BENCH_REQUESTS ?? 200), 2000)
const products = Number(process.env.BENCH_PRODUCTS ?? 50_000)
const state = join(root, `.wrangler/bench-state-${products}`)
const wrangler = join(root, 'node_modules/.bin/wrangler')
const base = `http://127.0.0.1:${port}`

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: wranglerEnv })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
run(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state])
run(process.execPath, ['scripts/seed-local.mjs', '--persist-to', state, '--products', String(products)])

const server = spawn(wrangler, ['dev', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', state, '--show-interactive-dev-session=false', ...productionReact], {
  cwd: root,
  env: wranglerEnv,
  stdio: 'ignore',
  detached: true,
})
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM') // the process group, so workerd goes too
  } catch {}
}
process.on('exit', stop)

async function waitForServer(deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/asset-manifest.json`)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('the worker did not start within 60 s')
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

// Catalogue queries ask to revalidate, so they measure the back end, not the edge cache's copy.
const BACK_END = { 'Cache-Control': 'no-cache' }

async function measure(label, url, expectedStatus = 200, headers = {}) {
  const times = []
  let bytes = 0
  for (let i = 0; i < requests + 10; i++) {
    const started = performance.now()
    const response = await fetch(url, { headers })
    const body = await response.arrayBuffer()
    const elapsed = performance.now() - started
    if (response.status !== expectedStatus) throw new Error(`${label}: HTTP ${response.status}`)
    if (i >= 10) times.push(elapsed) // the first ten warm the isolate up
    bytes = body.byteLength
  }
  times.sort((a, b) => a - b)
  return { label, bytes, p50: percentile(times, 50), p95: percentile(times, 95) }
}

function graphqlUrl(query, variables) {
  const url = new URL('/graphql', base)
  url.searchParams.set('query', query)
  url.searchParams.set('variables', JSON.stringify(variables))
  return url
}

const LISTING = `query Listing($filter: ProductAttributeFilterInput, $search: String, $pageSize: Int) {
  products(filter: $filter, search: $search, pageSize: $pageSize) {
    total_count
    items { uid sku name url_key stock_status small_image { url } price_range { minimum_price { final_price { value currency } regular_price { value } } } }
    aggregations { attribute_code label count options { label value count } }
    page_info { total_pages redirect_url }
  }
}`

async function graphqlCheck(url) {
  const body = await (await fetch(url, { headers: BACK_END })).json()
  if (body.errors) throw new Error(`GraphQL error: ${body.errors[0].message}`)
  return body.data
}

function table(title, rows) {
  console.log(`\n${title}`)
  console.log(`  ${'what'.padEnd(44)} ${'bytes'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`)
  for (const r of rows) console.log(`  ${r.label.padEnd(44)} ${String(r.bytes).padStart(8)} ${r.p50.toFixed(2).padStart(8)} ${r.p95.toFixed(2).padStart(8)}`)
}

await waitForServer(Date.now() + 60_000)
const manifest = await (await fetch(`${base}/asset-manifest.json`)).json()

const rendering = []
const pages = [
  ['static CSS file', manifest.css, 200],
  ['/ (home)', '/', 200],
  ['/no-such-page (404, route lookup cached)', '/no-such-page', 404],
  ['/de/ (German home)', '/de/', 200],
  ['/ink-cartridges.html (category page, 10 products)', '/ink-cartridges.html', 200],
  ['category page, 42 products', '/ink-cartridges.html?itemsPerPage=42', 200],
  ['category page, filtered (in stock, price)', '/ink-cartridges.html?hide_out_of_stock=1&price=5_40&itemsPerPage=42', 200],
  ['/search?q=toner (search page, uncached)', '/search?q=toner', 200],
]
for (const [label, path, status] of pages) {
  rendering.push(await measure(label, base + path, status))
}
// A product page: the best-selling ink cartridge, its fields from the route lookup (KV), its cards
// and reviews from a second query that streams in.
const topInk = await graphqlCheck(graphqlUrl('{ products(filter: { category_url_path: { eq: "ink-cartridges" } }, pageSize: 1) { items { url_key url_suffix } } }', {}))
const productPath = `/${topInk.products.items[0].url_key}${topInk.products.items[0].url_suffix}`
rendering.push(await measure(`${productPath} (product page)`, base + productPath, 200))

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
  await measure('full-text search with facets', search, 200, BACK_END),
  await measure('the same listing again, from the edge cache', listing),
]
stop()

console.log(`${requests} sequential requests per row on loopback (wrangler dev, production mode), ${products} products:`)
table('Rendering', rendering)
const [staticFile, home] = rendering
console.log(`  home page p50 is ${(home.p50 / staticFile.p50).toFixed(2)}x the static file's (uncached render)`)
table('Catalogue queries through /graphql (target p95 under 30 ms)', catalogue)
process.exit(0)
