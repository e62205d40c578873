#!/usr/bin/env node
// `npm run bench:load`: only the shop under load (scripts/bench/load.mjs), on the small default
// seed (BENCH_PRODUCTS, 3,000 by default, kept in .wrangler/bench-state-<products>), so it runs in
// a few minutes: the built worker under wrangler dev on loopback, 100 connections for
// BENCH_LOAD_SECONDS (30 by default, at most 60), then every basket checked. Prints the figures and
// writes them into bench/results/latest.json as `load.shop_mix`, keeping the rest of the file.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { printShopMix, shopMixLoad } from './bench/load.mjs'
import { seededState } from './bench/seeded-state.mjs'
import { startLocalServer } from './local-server.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.BENCH_PORT ?? 8798)
const products = Number(process.env.BENCH_PRODUCTS ?? 3_000)

const server = await startLocalServer({ root, state: seededState(root, products), port })
let figures
try {
  // At the runtime's own address where it was found, as the rest of the benchmark measures.
  figures = await shopMixLoad(server.runtime ?? server.base)
} finally {
  server.stop()
}
const serverText = server.runtime ? 'the workerd runtime under wrangler dev, at its own address' : 'wrangler dev'
console.log(`${products} products, ${serverText}, production mode`)
printShopMix(figures)

const resultsFile = join(root, 'bench/results/latest.json')
const results = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {}
results.load = {
  ...results.load,
  shop_mix: { generated_at: new Date().toISOString(), products, machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version, server: serverText }, ...figures },
}
mkdirSync(dirname(resultsFile), { recursive: true })
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`)
console.log(`\nwritten: load.shop_mix in bench/results/latest.json`)
process.exit(figures.errors + figures.connection_errors + figures.timeouts + figures.lines_lost + figures.lines_extra > 0 ? 1 : 0)
