import { describe, expect, it } from 'vitest'
import {
  CSS_BUDGET_BROTLI,
  EDITOR_CSS_BUDGET_BROTLI,
  EDITOR_JS_BUDGET_BROTLI,
  JS_BUDGET_BROTLI,
  editorOverBudget,
  firstLoadFiles,
  islandChunk,
  largestModules,
  laterFiles,
  overBudget,
  shopFilesWithEditorCode,
} from './page-budget.mjs'

const out = (imports = [], entryPoint = undefined, inputs = {}) => ({
  imports: imports.map(([path, kind = 'import-statement']) => ({ path, kind })),
  entryPoint,
  inputs: Object.fromEntries(Object.entries(inputs).map(([input, bytesInOutput]) => [input, { bytesInOutput }])),
})

// The shape esbuild gives a code-split build: the entry with shared chunks it imports, island
// chunks it imports lazily, and a deferred island one lazy step further away.
const outputs = {
  'entry.js': out([['react.js'], ['cart-count.js', 'dynamic-import'], ['gallery.js', 'dynamic-import'], ['deferred.js', 'dynamic-import']], 'client/entry.tsx', {
    'client/entry.tsx': 100,
  }),
  'react.js': out([], undefined, { 'node_modules/react-dom/cjs/react-dom-client.production.js': 5000, 'node_modules/react/index.js': 300 }),
  'store.js': out([['react.js']], undefined, { 'client/stores/cart.ts': 400 }),
  'cart-count.js': out([['store.js']], 'client/islands/cart-count.tsx', { 'client/islands/cart-count.tsx': 50 }),
  'gallery.js': out([['store.js'], ['zoom.js', 'dynamic-import']], 'client/islands/gallery.tsx', { 'client/islands/gallery.tsx': 900 }),
  'zoom.js': out([], 'client/islands/zoom.ts', { 'client/islands/zoom.ts': 700 }),
  'deferred.js': out([['modal-host.js', 'dynamic-import']], 'client/islands/deferred-islands.ts'),
  'modal-host.js': out([['store.js']], 'client/islands/modal-host.tsx'),
}

describe('first load of a page type', () => {
  it('is the entry with its static imports and the page’s islands with theirs, each once', () => {
    expect(firstLoadFiles(outputs, 'entry.js', ['cart-count']).sort()).toEqual(['cart-count.js', 'entry.js', 'react.js', 'store.js'])
    expect(firstLoadFiles(outputs, 'entry.js', ['cart-count', 'gallery']).sort()).toEqual(['cart-count.js', 'entry.js', 'gallery.js', 'react.js', 'store.js'])
  })

  it('leaves out what islands import lazily and the islands a page does not have', () => {
    const files = firstLoadFiles(outputs, 'entry.js', ['cart-count'])
    for (const later of ['gallery.js', 'zoom.js', 'deferred.js', 'modal-host.js']) expect(files).not.toContain(later)
  })

  it('finds an island by its module, .tsx or .ts, and fails for an island it cannot find', () => {
    expect(islandChunk(outputs, 'gallery')).toBe('gallery.js')
    expect(islandChunk(outputs, 'zoom')).toBe('zoom.js')
    expect(() => islandChunk(outputs, 'wish-list')).toThrow(/no chunk for island "wish-list"/)
    expect(() => firstLoadFiles(outputs, 'entry.js', ['cart-count', 'wish-list'])).toThrow(/wish-list/)
  })
})

describe('what loads later', () => {
  it('is everything the entry reaches that no page type loads first', () => {
    const home = firstLoadFiles(outputs, 'entry.js', ['cart-count'])
    const product = firstLoadFiles(outputs, 'entry.js', ['cart-count', 'gallery'])
    expect(laterFiles(outputs, 'entry.js', [home]).sort()).toEqual(['deferred.js', 'gallery.js', 'modal-host.js', 'zoom.js'])
    expect(laterFiles(outputs, 'entry.js', [home, product]).sort()).toEqual(['deferred.js', 'modal-host.js', 'zoom.js'])
  })
})

describe('largest modules', () => {
  it('adds up a package’s files under its name, largest first', () => {
    expect(largestModules(outputs, ['entry.js', 'react.js', 'store.js'], 2)).toEqual([
      ['react-dom', 5000],
      ['client/stores/cart.ts', 400],
    ])
  })

  it('names a package the same when node_modules sits above the project', () => {
    const linked = { 'a.js': out([], undefined, { '../../shop/node_modules/react-dom/cjs/x.js': 10 }) }
    expect(largestModules(linked, ['a.js'])).toEqual([['react-dom', 10]])
  })
})

describe('the budget check', () => {
  const page = (pageType, brotli) => ({ pageType, brotli })

  it('passes at exactly the budgets', () => {
    expect(overBudget([page('home', JS_BUDGET_BROTLI), page('product', 1000)], CSS_BUDGET_BROTLI)).toEqual([])
  })

  it('names each page type over the JavaScript budget, and the stylesheet over its own', () => {
    expect(overBudget([page('home', JS_BUDGET_BROTLI), page('product', JS_BUDGET_BROTLI + 1), page('checkout', 90 * 1024)], CSS_BUDGET_BROTLI + 1)).toEqual([
      'product: JavaScript 80.0 KB brotli is over the 80.0 KB budget',
      'checkout: JavaScript 90.0 KB brotli is over the 80.0 KB budget',
      'CSS 15.0 KB brotli is over the 15.0 KB budget',
    ])
  })

  it('takes other budgets', () => {
    expect(overBudget([page('home', 2048)], 0, { js: 1024 })).toEqual(['home: JavaScript 2.0 KB brotli is over the 1.0 KB budget'])
  })
})

describe('the staff editor’s own page', () => {
  it('fits while its script and stylesheet are within their budgets', () => {
    expect(editorOverBudget({ jsBrotli: EDITOR_JS_BUDGET_BROTLI, cssBrotli: EDITOR_CSS_BUDGET_BROTLI })).toEqual([])
    expect(editorOverBudget({ jsBrotli: EDITOR_JS_BUDGET_BROTLI + 1, cssBrotli: EDITOR_CSS_BUDGET_BROTLI + 1 })).toHaveLength(2)
  })

  it('finds any shop output that took in a module of the staff area', () => {
    expect(shopFilesWithEditorCode(outputs)).toEqual([])
    const leaked = { ...outputs, 'chunk.js': out([], undefined, { 'client/admin/cms-preview.ts': 120, 'shared/html/sanitize-html.ts': 900 }) }
    expect(shopFilesWithEditorCode(leaked)).toEqual(['chunk.js'])
  })
})
