import { describe, expect, it } from 'vitest'
import {
  CSS_BUDGET_BROTLI,
  EDITOR_CSS_BUDGET_BROTLI,
  EDITOR_JS_BUDGET_BROTLI,
  JS_BUDGET_BROTLI,
  afterLoadFiles,
  editorOverBudget,
  filesWithReact,
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

// The shape esbuild gives a code-split build: the entry with the shared chunk it imports, the
// hydrator's React half and the island chunks it imports lazily, sharing React and a store.
const outputs = {
  'entry.js': out([['store.js'], ['mount.js', 'dynamic-import'], ['cart-count.js', 'dynamic-import'], ['gallery.js', 'dynamic-import'], ['modal-host.js', 'dynamic-import']], 'client/entry.tsx', {
    'client/entry.tsx': 100,
  }),
  'store.js': out([], undefined, { 'client/stores/cart.ts': 400 }),
  'react.js': out([], undefined, { 'node_modules/react-dom/cjs/react-dom-client.production.js': 5000, 'node_modules/react/index.js': 300 }),
  'mount.js': out([['react.js']], 'client/islands/mount-island.tsx', { 'client/islands/mount-island.tsx': 80 }),
  'cart-count.js': out([['store.js'], ['react.js']], 'client/islands/cart-count.tsx', { 'client/islands/cart-count.tsx': 50 }),
  'gallery.js': out([['react.js'], ['zoom.js', 'dynamic-import']], 'client/islands/gallery.tsx', { 'client/islands/gallery.tsx': 900 }),
  'zoom.js': out([], 'client/islands/zoom.ts', { 'client/islands/zoom.ts': 700 }),
  'modal-host.js': out([['store.js'], ['react.js']], 'client/islands/modal-host.tsx'),
}

describe('first load of a page type', () => {
  it('is the entry with its static imports, and no island', () => {
    expect(firstLoadFiles(outputs, 'entry.js').sort()).toEqual(['entry.js', 'store.js'])
  })

  it('finds an island by its module, .tsx or .ts, and fails for an island it cannot find', () => {
    expect(islandChunk(outputs, 'gallery')).toBe('gallery.js')
    expect(islandChunk(outputs, 'zoom')).toBe('zoom.js')
    expect(() => islandChunk(outputs, 'wish-list')).toThrow(/no chunk for island "wish-list"/)
  })

  it('names any first-load file that carries React', () => {
    expect(filesWithReact(outputs, firstLoadFiles(outputs, 'entry.js'))).toEqual([])
    const leaked = { ...outputs, 'entry.js': out([['store.js'], ['react.js']], 'client/entry.tsx') }
    expect(filesWithReact(leaked, firstLoadFiles(leaked, 'entry.js'))).toEqual(['react.js carries React: the first load must not'])
  })
})

describe('what loads after load', () => {
  it('is the hydrator and the idle islands with their static imports, less what the first load has', () => {
    expect(afterLoadFiles(outputs, 'entry.js', 'mount.js', ['cart-count', 'modal-host']).sort()).toEqual(['cart-count.js', 'modal-host.js', 'mount.js', 'react.js'])
  })

  it('fails for an island it cannot find', () => {
    expect(() => afterLoadFiles(outputs, 'entry.js', 'mount.js', ['cart-count', 'wish-list'])).toThrow(/wish-list/)
  })
})

describe('what loads later', () => {
  it('is everything the entry reaches that neither the first load nor the idle islands have', () => {
    const first = firstLoadFiles(outputs, 'entry.js')
    const idle = afterLoadFiles(outputs, 'entry.js', 'mount.js', ['cart-count', 'modal-host'])
    expect(laterFiles(outputs, 'entry.js', [first, idle]).sort()).toEqual(['gallery.js', 'zoom.js'])
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
      'product: JavaScript 40.0 KB brotli is over the 40.0 KB budget',
      'checkout: JavaScript 90.0 KB brotli is over the 40.0 KB budget',
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
