#!/usr/bin/env node
// `npm run bench:catalogue`: the catalogue's queries and pages at several catalogue sizes
// (BENCH_SIZES, 10,000, 50,000 and 100,000 products by default), each size on its own seeded state
// (.wrangler/bench-state-<products>, kept between runs) served by the built worker under wrangler
// dev on loopback, measured at the runtime's own address. Every row is BENCH_CATALOGUE_REQUESTS
// sequential requests (100 by default) past the edge and page caches, after ten that warm the
// isolate (its catalogue index among them). Writes `catalogue` (and `catalogue_run`) into
// bench/results/latest.json, keeping what `npm run bench` wrote there.
//   category_listing        a category's listing with its facets (/graphql)
//   filtered_listing        the same, filtered by brand, price and stock (/graphql)
//   search_broad            a search for "toner", with facets (/graphql)
//   search_narrow           a search for "hp 963xl black", with facets (/graphql)
//   suggestions             what the search box suggests for "tone" (/graphql)
//   filtered_category_page  /ink-cartridges.html filtered by stock and price, 42 a page
//   search_page             /search?q=toner
import { cpus } from 'node:os'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BYPASS_PAGE_CACHE, measure } from './bench-measure.mjs'
import { BACK_END, graphqlCheck, graphqlUrl, LISTING } from './bench/graphql.mjs'
import { seededState } from './bench/seeded-state.mjs'
import { startLocalServer } from './local-server.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.BENCH_PORT ?? 8798)
const requests = Math.min(Number(process.env.BENCH_CATALOGUE_REQUESTS ?? 100), 1000)
const sizes = (process.env.BENCH_SIZES ?? '10000,50000,100000').split(',').map(Number)
if (sizes.some((n) => !Number.isInteger(n) || n < 1 || n > 200_000)) {
  console.error('bench-catalogue: BENCH_SIZES must be whole numbers of products from 1 to 200,000, comma-separated')
  process.exit(2)
}

const SUGGESTIONS = readFileSync(join(root, 'shared/graphql/documents/search/search-suggestions.graphql'), 'utf8')

/** The rows at one size: its own server, stopped before the next size starts. */
async function measureSize(products) {
  const seeding = performance.now()
  const state = seededState(root, products)
  const seededSeconds = Math.round((performance.now() - seeding) / 100) / 10
  const server = await startLocalServer({ root, state, port })
  try {
    const base = server.runtime ?? server.base
    const first = await graphqlCheck(graphqlUrl(base, LISTING, { filter: { category_url_path: { eq: 'ink-cartridges' } }, pageSize: 42 }))
    const brand = first.products.aggregations.find((a) => a.attribute_code === 'specification_brand')?.options[0]?.value
    const queries = {
      category_listing: graphqlUrl(base, LISTING, { filter: { category_url_path: { eq: 'ink-cartridges' } }, pageSize: 42 }),
      filtered_listing: graphqlUrl(base, LISTING, {
        filter: { category_url_path: { eq: 'ink-cartridges' }, specification_brand: { eq: brand }, price: { from: '5', to: '40' }, hide_out_of_stock: { eq: '1' } },
        pageSize: 42,
      }),
      search_broad: graphqlUrl(base, LISTING, { search: 'toner', pageSize: 20 }),
      search_narrow: graphqlUrl(base, LISTING, { search: 'hp 963xl black', pageSize: 20 }),
      suggestions: graphqlUrl(base, SUGGESTIONS, { search: 'tone', productCount: 6, categoryCount: 12 }),
    }
    const pages = {
      filtered_category_page: `${base}/ink-cartridges.html?hide_out_of_stock=1&price=5_40&itemsPerPage=42`,
      search_page: `${base}/search?q=toner`,
    }
    const rows = []
    for (const [query, url] of Object.entries(queries)) {
      const data = await graphqlCheck(url)
      const row = await measure(query, url, { requests, headers: BACK_END })
      rows.push({ query, products, matches: data.products.total_count ?? null, p50_ms: row.p50, p95_ms: row.p95 })
    }
    for (const [query, url] of Object.entries(pages)) {
      const row = await measure(query, url, { requests, headers: BYPASS_PAGE_CACHE })
      rows.push({ query, products, p50_ms: row.p50, p95_ms: row.p95 })
    }
    return { rows, seededSeconds }
  } finally {
    server.stop()
  }
}

const catalogue = []
const seeded = {}
for (const products of sizes) {
  const { rows, seededSeconds } = await measureSize(products)
  catalogue.push(...rows)
  seeded[products] = seededSeconds
}

console.log(`\nThe catalogue at ${sizes.join(', ')} products: ${requests} sequential requests per row on loopback, past the caches`)
console.log(`  ${'query'.padEnd(24)} ${'products'.padStart(9)} ${'matches'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`)
for (const row of catalogue) {
  console.log(`  ${row.query.padEnd(24)} ${String(row.products).padStart(9)} ${String(row.matches ?? '').padStart(8)} ${row.p50_ms.toFixed(2).padStart(8)} ${row.p95_ms.toFixed(2).padStart(8)}`)
}
if (sizes.length > 1) {
  const smallest = Math.min(...sizes)
  const largest = Math.max(...sizes)
  console.log(`\np95 growth from ${smallest} to ${largest} products (goal: under 2x)`)
  for (const row of catalogue.filter((r) => r.products === largest)) {
    const base = catalogue.find((r) => r.products === smallest && r.query === row.query)
    console.log(`  ${row.query.padEnd(24)} ${(row.p95_ms / base.p95_ms).toFixed(2)}x`)
  }
}

const resultsDir = join(root, 'bench/results')
const resultsFile = join(resultsDir, 'latest.json')
const results = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {}
results.catalogue_run = {
  generated_at: new Date().toISOString(),
  machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version },
  requests_per_row: requests,
  seed_and_migrate_seconds: seeded,
}
results.catalogue = catalogue
mkdirSync(resultsDir, { recursive: true })
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`)
console.log(`\nwritten: bench/results/latest.json`)
process.exit(0)
