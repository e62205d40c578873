#!/usr/bin/env node
// Seeds the local D1 database with the generated catalogue, but only while it has no products, so
// running it again never duplicates or overwrites data.
//   node scripts/seed-local.mjs [--products N] [--persist-to DIR]
// The catalogue code is TypeScript: it is bundled with esbuild into .build/ and imported from there.
import { execFile } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs, promisify } from 'node:util'
import { build } from 'esbuild'
import { wranglerEnv } from './wrangler-env.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const buildDir = join(root, '.build')
const wrangler = join(root, 'node_modules/.bin/wrangler')
const run = promisify(execFile)
/** The largest SQL file handed to wrangler at once. */
const FILE_BYTES = 64 * 1024 * 1024

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '3000' },
    'persist-to': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
})
if (values.help) {
  console.log('Usage: node scripts/seed-local.mjs [--products N] [--persist-to DIR]')
  process.exit(0)
}
const products = Number(values.products)
if (!Number.isInteger(products) || products < 1) {
  console.error(`seed-local: --products must be a positive whole number, not '${values.products}'`)
  process.exit(2)
}
const persist = values['persist-to'] ? ['--persist-to', values['persist-to']] : []
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`

/** Runs wrangler with telemetry and the Request.cf download switched off. */
async function wranglerD1(args) {
  return run(wrangler, ['d1', 'execute', 'DB', '--local', ...persist, ...args], { cwd: root, env: wranglerEnv, maxBuffer: 64 * 1024 * 1024 })
}

/** Number of products in the local database; fails with a hint when the schema is missing. */
async function productCount(countSql) {
  let stdout
  try {
    ;({ stdout } = await wranglerD1(['--json', '--command', countSql]))
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`
    if (/no such table/i.test(output)) {
      throw new Error(`the local database has no products table. Apply the migrations first:\n  npx wrangler d1 migrations apply DB --local${persist.length ? ` ${persist.join(' ')}` : ''}`)
    }
    throw new Error(`could not read the local database:\n${output || error.message}`)
  }
  const [first] = JSON.parse(stdout)
  const n = first?.results?.[0]?.n
  if (typeof n !== 'number') throw new Error(`unexpected answer from wrangler: ${stdout}`)
  return n
}

/** Bundles the TypeScript generator for Node and imports it. */
async function loadGenerator() {
  const result = await build({
    stdin: {
      contents: "export { generateCatalogue } from './backend/seed/generate-catalogue.ts'\nexport { COUNT_PRODUCTS_SQL, seedStatements } from './backend/db/seed-sql.ts'\n",
      resolveDir: root,
      loader: 'ts',
      sourcefile: 'seed-entry.ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'warning',
  })
  const file = join(buildDir, 'seed-catalogue.mjs')
  await writeFile(file, result.outputFiles[0].text)
  return import(pathToFileURL(file).href)
}

async function main() {
  const started = performance.now()
  await mkdir(buildDir, { recursive: true })

  let step = performance.now()
  // SQL lives in backend/db/ only: the count and the inserts come from the bundled seed module.
  const { generateCatalogue, seedStatements, COUNT_PRODUCTS_SQL } = await loadGenerator()
  const existing = await productCount(COUNT_PRODUCTS_SQL)
  if (existing > 0) {
    console.log(`seed-local: the local database already has ${existing} products; already seeded, nothing to do (${seconds(step)}).`)
    return
  }
  console.log(`seed-local: the local database is empty (checked in ${seconds(step)}).`)

  step = performance.now()
  const data = generateCatalogue({ products })
  const statements = seedStatements(data)
  // In files of at most about 64 MB: one file of a large catalogue's SQL would pass the longest
  // string the runtime can hold (100,000 products make about 650 MB).
  const files = []
  let part = []
  let partBytes = 0
  let bytes = 0
  const flush = async () => {
    if (!part.length) return
    const file = join(buildDir, `seed-${products}-${files.length + 1}.sql`)
    await writeFile(file, `${part.join('\n')}\n`)
    files.push(file)
    part = []
    partBytes = 0
  }
  for (const statement of statements) {
    const size = Buffer.byteLength(statement) + 1
    if (partBytes + size > FILE_BYTES) await flush()
    part.push(statement)
    partBytes += size
    bytes += size
  }
  await flush()
  const rows = Object.values(data).reduce((n, table) => n + table.length, 0)
  console.log(
    `seed-local: generated ${data.products.length} products, ${data.categories.length} categories and ${rows} rows in all ` +
      `(${statements.length} statements, ${(bytes / 1e6).toFixed(1)} MB in ${files.length} file${files.length === 1 ? '' : 's'} in ${relative(root, buildDir)}) in ${seconds(step)}.`,
  )

  step = performance.now()
  for (const file of files) await wranglerD1(['--yes', '--file', relative(root, file)])
  const loaded = await productCount(COUNT_PRODUCTS_SQL)
  console.log(`seed-local: loaded into the local D1 database in ${seconds(step)}; it now has ${loaded} products.`)
  console.log(`seed-local: done in ${seconds(started)}.`)
}

main().catch((error) => {
  console.error(`seed-local: ${error.message}`)
  process.exit(1)
})
