#!/usr/bin/env node
// The size budget (DESIGN "Numbers"): first-load JavaScript of each page type at most 40 KB brotli,
// with no React in it, and CSS at most 15 KB brotli. No island hydrates at load (issue 26 point 4),
// so a page type's first load is the entry with its static imports. What a page type loads after
// load for a shopper who needs it untouched (a signed-in one: React, the hydrator and the
// `personal` islands client/islands/page-islands.ts lists, the shell's and its own) is shown per
// page type but not budgeted; a guest's untouched page loads none of it. What loads only on demand
// (islands hydrated in view or on interaction, a modal's contents) is listed with its size.
// Prints a row per page type, the files with their gzip and brotli sizes, and the largest modules
// of the heaviest page type; exits 1 when over budget. Run after the client build.
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import * as esbuild from 'esbuild'
import {
  CSS_BUDGET_BROTLI,
  EDITOR_CSS_BUDGET_BROTLI,
  EDITOR_JS_BUDGET_BROTLI,
  JS_BUDGET_BROTLI,
  afterLoadFiles,
  editorOverBudget,
  filesWithReact,
  firstLoadFiles,
  kb,
  largestModules,
  laterFiles,
  moduleChunk,
  overBudget,
  shopFilesWithEditorCode,
} from './budget/page-budget.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const manifest = JSON.parse(await readFile(join(root, 'public/asset-manifest.json'), 'utf8'))
const { outputs } = JSON.parse(await readFile(join(root, '.build/client-metafile.json'), 'utf8'))

/** The page types and their islands, from the TypeScript module the pages' test also reads. */
async function loadPageIslands() {
  const built = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['client/islands/page-islands.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'warning',
  })
  return import(`data:text/javascript;base64,${Buffer.from(built.outputFiles[0].contents).toString('base64')}`)
}

const outputKey = (publicPath) => `public${publicPath}`
const publicPath = (key) => key.replace(/^public/, '')

const sizeCache = new Map()
async function sizes(key) {
  if (!sizeCache.has(key)) {
    const bytes = await readFile(join(root, key))
    sizeCache.set(key, {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    })
  }
  return sizeCache.get(key)
}
async function total(keys) {
  const sum = { raw: 0, gzip: 0, brotli: 0 }
  for (const key of keys) for (const [k, v] of Object.entries(await sizes(key))) sum[k] += v
  return sum
}

const size = (n) => kb(n).padStart(9)
const fileRow = (name, s) => `  ${name.padEnd(48)} ${size(s.raw)} ${size(s.gzip)} ${size(s.brotli)}`
const fileHeader = `  ${'file'.padEnd(48)} ${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`

const { PAGE_TYPES, PAGE_ISLANDS, SHELL_ISLANDS, personalIslands } = await loadPageIslands()
const entry = outputKey(manifest.entry)
const hydrator = moduleChunk(outputs, ['client/islands/mount-island.tsx'])
const pages = []
for (const pageType of PAGE_TYPES) {
  const files = firstLoadFiles(outputs, entry)
  const idle = afterLoadFiles(outputs, entry, hydrator, personalIslands(pageType))
  pages.push({ pageType, files, idle, ...(await total(files)), afterLoad: await total(idle) })
}

console.log('First-load JavaScript per page type (the entry and its static imports: no island hydrates at load, and no React):')
console.log(`  ${'page type'.padEnd(10)} ${'JS gzip'.padStart(9)} ${'JS brotli'.padStart(9)} ${'budget'.padStart(9)}  status`)
for (const page of pages) {
  const status = page.brotli <= JS_BUDGET_BROTLI ? 'ok' : 'OVER'
  console.log(`  ${page.pageType.padEnd(10)} ${size(page.gzip)} ${size(page.brotli)} ${size(JS_BUDGET_BROTLI)}  ${status}`)
}

const ownIslands = (pageType) => (PAGE_ISLANDS[pageType].length > 0 ? `shell + ${PAGE_ISLANDS[pageType].join(', ')}` : 'shell')
const islandsWidth = Math.max(7, ...PAGE_TYPES.map((p) => ownIslands(p).length))
console.log('\nAfter load for a shopper who needs it untouched (signed in, or chose the chat: React, the hydrator, the personal islands; a guest loads none of it until reaching an island):')
console.log(`  ${'page type'.padEnd(10)} ${'islands'.padEnd(islandsWidth)} ${'JS gzip'.padStart(9)} ${'JS brotli'.padStart(9)}`)
for (const page of pages) console.log(`  ${page.pageType.padEnd(10)} ${ownIslands(page.pageType).padEnd(islandsWidth)} ${size(page.afterLoad.gzip)} ${size(page.afterLoad.brotli)}`)
console.log(`  shell: ${SHELL_ISLANDS.join(', ')}`)

const listLoads = async (title, key) => {
  console.log(`\n${title}`)
  console.log(`${fileHeader}  page types`)
  for (const file of [...new Set(pages.flatMap((page) => page[key]))]) {
    const loadedBy = pages.filter((page) => page[key].includes(file)).map((page) => page.pageType)
    console.log(`${fileRow(publicPath(file), await sizes(file))}  ${loadedBy.length === pages.length ? 'all' : loadedBy.join(', ')}`)
  }
}
await listLoads('First-load files:', 'files')
await listLoads('Loaded after load for a signed-in shopper:', 'idle')

const later = laterFiles(outputs, entry, pages.flatMap((page) => [page.files, page.idle]))
if (later.length > 0) {
  console.log('\nLoaded on demand (islands hydrated in view or on first interaction, modal contents, page behaviours):')
  for (const key of later) console.log(fileRow(publicPath(key), await sizes(key)))
}

const css = await sizes(outputKey(manifest.css))
console.log('\nCSS (one stylesheet, every page):')
console.log(fileHeader)
console.log(fileRow(manifest.css, css))
console.log(`  ${'budget'.padEnd(48)} ${''.padStart(9)} ${''.padStart(9)} ${size(CSS_BUDGET_BROTLI)}  ${css.brotli <= CSS_BUDGET_BROTLI ? 'ok' : 'OVER'}`)

const heaviest = pages.reduce((a, b) => (b.brotli > a.brotli ? b : a))
console.log(`\nLargest modules of the heaviest page type, ${heaviest.pageType} (minified bytes in the output):`)
for (const [name, bytes] of largestModules(outputs, heaviest.files)) console.log(`  ${size(bytes)}  ${name}`)

// The staff editor (issue 18 point 6): its own document, script and stylesheet, counted apart from
// the shop's page types; no shop file may carry its code.
const editorJs = await sizes(outputKey(manifest.admin.script))
const editorCss = await sizes(outputKey(manifest.admin.css))
console.log('\nStaff editor page (/__admin/blocks: its own document; no shop page loads these):')
console.log(fileHeader)
console.log(`${fileRow(manifest.admin.script, editorJs)}  budget ${kb(EDITOR_JS_BUDGET_BROTLI)} ${editorJs.brotli <= EDITOR_JS_BUDGET_BROTLI ? 'ok' : 'OVER'}`)
console.log(`${fileRow(manifest.admin.css, editorCss)}  budget ${kb(EDITOR_CSS_BUDGET_BROTLI)} ${editorCss.brotli <= EDITOR_CSS_BUDGET_BROTLI ? 'ok' : 'OVER'}`)
const leaks = shopFilesWithEditorCode(outputs).map((key) => `${publicPath(key)} carries staff-area code (client/admin/): shop pages must not load it`)

const reactOnFirstLoad = filesWithReact(outputs, [...new Set(pages.flatMap((page) => page.files))]).map(publicPath)
const failures = [...overBudget(pages, css.brotli), ...reactOnFirstLoad, ...editorOverBudget({ jsBrotli: editorJs.brotli, cssBrotli: editorCss.brotli }), ...leaks]
if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
console.log(
  `\nWithin budget: JS at most ${kb(heaviest.brotli)} (${heaviest.pageType}) of ${kb(JS_BUDGET_BROTLI)}, CSS ${kb(css.brotli)} of ${kb(CSS_BUDGET_BROTLI)} (brotli).`,
)
