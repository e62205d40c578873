#!/usr/bin/env node
// The size budget (DESIGN "Numbers"): first-load JavaScript of any page at most 80 KB brotli, CSS at
// most 15 KB brotli. First load is counted at its worst: the entry, every chunk it imports, and
// every island chunk with its static imports, as on a page that holds every island. What islands
// import lazily (a modal's contents when it opens, the chat loader) is not first-load; it is listed
// with its size but not counted. Prints gzip and brotli sizes per file and the largest modules;
// exits 1 when over budget. Run after the client build.
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const JS_BUDGET_BROTLI = 80 * 1024
const CSS_BUDGET_BROTLI = 15 * 1024

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const manifest = JSON.parse(await readFile(join(root, 'public/asset-manifest.json'), 'utf8'))
const metafile = JSON.parse(await readFile(join(root, '.build/client-metafile.json'), 'utf8'))
const outputs = metafile.outputs

const outputKey = (publicPath) => `public${publicPath}`
const publicPath = (key) => key.replace(/^public/, '')

/**
 * The entry with everything it imports statically, the islands it imports lazily, and their static
 * imports; plus, separately, what the islands load on demand.
 */
function firstLoad(entry) {
  const seen = new Set()
  const onDemand = new Set()
  const visit = (key, isEntryPart) => {
    if (seen.has(key) || !outputs[key]) return
    seen.add(key)
    onDemand.delete(key)
    for (const imported of outputs[key].imports) {
      if (imported.external) continue
      if (imported.kind !== 'dynamic-import') visit(imported.path, isEntryPart)
      else if (isEntryPart) visit(imported.path, false)
      else if (!seen.has(imported.path)) onDemand.add(imported.path)
    }
  }
  visit(entry, true)
  return { files: [...seen], onDemand: [...onDemand].filter((key) => !seen.has(key)) }
}

async function sizes(key) {
  const bytes = await readFile(join(root, key))
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(9)
const row = (name, s) => `  ${name.padEnd(44)} ${kb(s.raw)} ${kb(s.gzip)} ${kb(s.brotli)}`
const header = `  ${'file'.padEnd(44)} ${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`

const { files: jsFiles, onDemand } = firstLoad(outputKey(manifest.entry))
const total = { raw: 0, gzip: 0, brotli: 0 }
console.log('First-load JavaScript (entry, its chunks and every island):')
console.log(header)
for (const key of jsFiles) {
  const s = await sizes(key)
  for (const k of Object.keys(total)) total[k] += s[k]
  console.log(row(publicPath(key), s))
}
console.log(row('total', total))
if (onDemand.length > 0) {
  console.log('\nLoaded on demand by islands (not first-load):')
  for (const key of onDemand) console.log(row(publicPath(key), await sizes(key)))
}

const css = await sizes(outputKey(manifest.css))
console.log('\nCSS:')
console.log(header)
console.log(row(manifest.css, css))

const modules = new Map()
for (const key of jsFiles) {
  for (const [input, { bytesInOutput }] of Object.entries(outputs[key].inputs)) {
    const name = input.replace(/^node_modules\//, '').replace(/\/(cjs|dist|esm)\/.*$/, '')
    modules.set(name, (modules.get(name) ?? 0) + bytesInOutput)
  }
}
console.log('\nLargest modules (minified bytes in the output):')
for (const [name, bytes] of [...modules].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`  ${kb(bytes)}  ${name}`)

const failures = []
if (total.brotli > JS_BUDGET_BROTLI) failures.push(`JavaScript ${kb(total.brotli).trim()} brotli is over the ${kb(JS_BUDGET_BROTLI).trim()} budget`)
if (css.brotli > CSS_BUDGET_BROTLI) failures.push(`CSS ${kb(css.brotli).trim()} brotli is over the ${kb(CSS_BUDGET_BROTLI).trim()} budget`)
if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
console.log(`\nWithin budget: JS ${kb(total.brotli).trim()} of ${kb(JS_BUDGET_BROTLI).trim()}, CSS ${kb(css.brotli).trim()} of ${kb(CSS_BUDGET_BROTLI).trim()} (brotli).`)
