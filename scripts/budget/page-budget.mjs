// What counts as a page type's first-load JavaScript, read from esbuild's metafile, and the budget
// check on the totals. Pure: the caller reads files and measures sizes (scripts/budget.mjs).

/** DESIGN "Numbers": per page type, brotli; no React in it (issue 26 point 4: React after first paint). */
export const JS_BUDGET_BROTLI = 40 * 1024
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
 * The chunk esbuild made for a lazily imported module (`client/islands/mount-island.tsx`): the
 * output whose entry point it is. Throws when there is none, so a chunk the budget cannot find
 * fails the budget instead of being left out of it.
 */
export function moduleChunk(outputs, modules) {
  const found = Object.keys(outputs).find((key) => modules.includes(outputs[key].entryPoint ?? ''))
  if (!found) throw new Error(`no chunk for ${modules.join(' or ')}`)
  return found
}

/**
 * The chunk esbuild made for an island: the output whose entry point is `client/islands/<name>`
 * (the module `client/islands/registry.ts` imports lazily).
 */
export function islandChunk(outputs, name) {
  try {
    return moduleChunk(outputs, [`client/islands/${name}.tsx`, `client/islands/${name}.ts`])
  } catch {
    throw new Error(`no chunk for island "${name}": the registry should import it from client/islands/${name}.tsx`)
  }
}

/**
 * A page type's first load: the entry with its static imports. No island hydrates at load (issue
 * 26 point 4), so this is the same for every page type, and holds no island and no React.
 */
export function firstLoadFiles(outputs, entry) {
  return [...staticClosure(outputs, [entry])]
}

/**
 * What a page type loads once the browser is idle after load, beyond its first load: the
 * hydrator's React half (`hydrator`, the chunk of `client/islands/mount-island.tsx`) and the chunks
 * of the islands it hydrates then, each with its static imports, each file once.
 */
export function afterLoadFiles(outputs, entry, hydrator, islands) {
  const first = staticClosure(outputs, [entry])
  return [...staticClosure(outputs, [hydrator, ...islands.map((name) => islandChunk(outputs, name))])].filter((key) => !first.has(key))
}

/** Files reachable from the entry that none of `loads` has: loaded only on demand. */
export function laterFiles(outputs, entry, loads) {
  const first = new Set(loads.flat())
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

/** React's packages, which the first load must not carry (issue 26 point 4: React after first paint). */
const REACT_PACKAGE = /(^|\/)node_modules\/(react|react-dom|scheduler)\//

/** Which of `files` carry React, as sentences; empty when none does. */
export function filesWithReact(outputs, files) {
  return files.filter((key) => Object.keys(outputs[key].inputs).some((input) => REACT_PACKAGE.test(input))).map((key) => `${key} carries React: the first load must not`)
}

/** Shop outputs that carry a module of the staff area (`client/admin/`): there must be none. */
export function shopFilesWithEditorCode(outputs) {
  return Object.entries(outputs)
    .filter(([, meta]) => Object.keys(meta.inputs).some((input) => input.startsWith('client/admin/')))
    .map(([key]) => key)
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
