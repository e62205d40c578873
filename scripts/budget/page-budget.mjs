// What counts as a page type's first-load JavaScript, read from esbuild's metafile, and the budget
// check on the totals. Pure: the caller reads files and measures sizes (scripts/budget.mjs).

/** DESIGN "Numbers": per page type, brotli. */
export const JS_BUDGET_BROTLI = 80 * 1024
export const CSS_BUDGET_BROTLI = 15 * 1024

/** @typedef {{ path: string, kind: string, external?: boolean }} MetafileImport */
/** @typedef {Record<string, { imports: MetafileImport[], entryPoint?: string, inputs: Record<string, { bytesInOutput: number }> }>} MetafileOutputs */

/** Every output key `roots` load before they run: themselves and their static imports, transitively. */
export function staticClosure(outputs, roots) {
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key) || !outputs[key]) return
    seen.add(key)
    for (const imported of outputs[key].imports) {
      if (!imported.external && imported.kind !== 'dynamic-import') visit(imported.path)
    }
  }
  for (const root of roots) visit(root)
  return seen
}

/** Every output key reachable from `entry` by any import, lazy ones included. */
export function reachable(outputs, entry) {
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key) || !outputs[key]) return
    seen.add(key)
    for (const imported of outputs[key].imports) if (!imported.external) visit(imported.path)
  }
  visit(entry)
  return seen
}

/**
 * The chunk esbuild made for an island: the output whose entry point is `client/islands/<name>`
 * (the module `client/islands/registry.ts` imports lazily). Throws when there is none, so an island
 * the budget cannot find fails the budget instead of being left out of it.
 */
export function islandChunk(outputs, name) {
  const modules = [`client/islands/${name}.tsx`, `client/islands/${name}.ts`]
  const found = Object.keys(outputs).find((key) => modules.includes(outputs[key].entryPoint ?? ''))
  if (!found) throw new Error(`no chunk for island "${name}": the registry should import it from client/islands/${name}.tsx`)
  return found
}

/**
 * A page type's first load: the entry with its static imports, and the chunk of each island the
 * page hydrates at load with that chunk's static imports, each file once.
 */
export function firstLoadFiles(outputs, entry, islands) {
  return [...staticClosure(outputs, [entry, ...islands.map((name) => islandChunk(outputs, name))])]
}

/** Files reachable from the entry that no page type loads first: loaded after load or on demand. */
export function laterFiles(outputs, entry, firstLoads) {
  const first = new Set(firstLoads.flat())
  return [...reachable(outputs, entry)].filter((key) => !first.has(key))
}

/** Minified bytes per source module (a package counted as one) across `files`, largest first. */
export function largestModules(outputs, files, count = 10) {
  const modules = new Map()
  for (const key of files) {
    for (const [input, { bytesInOutput }] of Object.entries(outputs[key].inputs)) {
      // `node_modules/` may sit above the project (a linked install): the package name is what counts.
      const name = input.replace(/^.*node_modules\//, '').replace(/\/(cjs|dist|esm)\/.*$/, '')
      modules.set(name, (modules.get(name) ?? 0) + bytesInOutput)
    }
  }
  return [...modules].sort((a, b) => b[1] - a[1]).slice(0, count)
}

/**
 * What is over budget, as sentences; empty when everything fits.
 * @param {{ pageType: string, brotli: number }[]} pages first-load JavaScript per page type
 * @param {number} cssBrotli the stylesheet
 */
export function overBudget(pages, cssBrotli, { js = JS_BUDGET_BROTLI, css = CSS_BUDGET_BROTLI } = {}) {
  const failures = pages.filter((page) => page.brotli > js).map((page) => `${page.pageType}: JavaScript ${kb(page.brotli)} brotli is over the ${kb(js)} budget`)
  if (cssBrotli > css) failures.push(`CSS ${kb(cssBrotli)} brotli is over the ${kb(css)} budget`)
  return failures
}

/**
 * The staff editor's own document (issue 18 point 6): its script and stylesheet, brotli. Not a shop
 * page type: no shopper loads it, but it should stay a small page of its own.
 */
export const EDITOR_JS_BUDGET_BROTLI = 10 * 1024
export const EDITOR_CSS_BUDGET_BROTLI = 4 * 1024

/** What is wrong with the editor's files, as sentences; empty when they fit. */
export function editorOverBudget({ jsBrotli, cssBrotli }) {
  const failures = []
  if (jsBrotli > EDITOR_JS_BUDGET_BROTLI) failures.push(`staff editor: JavaScript ${kb(jsBrotli)} brotli is over the ${kb(EDITOR_JS_BUDGET_BROTLI)} budget`)
  if (cssBrotli > EDITOR_CSS_BUDGET_BROTLI) failures.push(`staff editor: CSS ${kb(cssBrotli)} brotli is over the ${kb(EDITOR_CSS_BUDGET_BROTLI)} budget`)
  return failures
}

/** Shop outputs that carry a module of the staff area (`client/admin/`): there must be none. */
export function shopFilesWithEditorCode(outputs) {
  return Object.entries(outputs)
    .filter(([, meta]) => Object.keys(meta.inputs).some((input) => input.startsWith('client/admin/')))
    .map(([key]) => key)
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
