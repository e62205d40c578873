#!/usr/bin/env node
// Keeps the import direction of the architecture (docs/architecture.md "Folder rules"):
//   shared/  imports nothing of ours outside shared/
//   client/  imports client/ and shared/
//   worker/  imports worker/, client/ and shared/; only worker/app.ts may import backend/
//   backend/ imports backend/ and, as types only, shared/
// that the browser's API has one door (docs/architecture.md "The browser's API"):
//   no worker file imports client/stores/ (the wire types live in shared/api/), and
//   only client/stores/ calls `callApi` (effects, modals and islands call a store's action),
// and that no module imports itself through others (a circle, even of types only, means two files
// that are really one, or a piece that belongs in a third).
// Exits 1 and lists each offending import and circle.
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

// CHECK_IMPORTS_ROOT lets the checker's own test run it on a made-up tree.
const root = process.env.CHECK_IMPORTS_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), '..')
const LAYERS = ['shared', 'client', 'worker', 'backend']
const SOURCE = /\.(ts|tsx|mts)$/
const IMPORT = /(?:^|\n)\s*(import\s+type\b|import|export)\b[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g

async function* sourceFiles(dir) {
  let entries
  try {
    entries = await readdir(dir, { withFileTypes: true })
  } catch {
    return
  }
  for (const entry of entries) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(path)
    else if (SOURCE.test(entry.name)) yield path
  }
}

const layerOf = (file) => relative(root, file).split(sep)[0]

function allowed(fromLayer, toLayer, fromFile, typeOnly) {
  if (fromLayer === toLayer) return true
  switch (fromLayer) {
    case 'shared':
      return false
    case 'client':
      return toLayer === 'shared'
    case 'worker':
      return toLayer === 'client' || toLayer === 'shared' || (toLayer === 'backend' && relative(root, fromFile) === join('worker', 'app.tsx'))
    case 'backend':
      return toLayer === 'shared' && typeOnly
    default:
      return true
  }
}

/** The source file an import names (with or without its extension, or a folder's index). */
const sourceOf = (target) =>
  [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts'), join(target, 'index.tsx')].find((path) => SOURCE.test(path) && existsSync(path))

/** A call of the browser's API function, and where calls may be (the stores, and its own module). */
const CALLS_API = /\bcallApi\s*[(<]/
const CALLERS = [join('client', 'stores') + sep, join('client', 'runtime', 'api.ts')]

const problems = []
/** Each file's imports of our own source files (tests aside: nothing imports them). */
const imports = new Map()
for (const layer of LAYERS) {
  for await (const file of sourceFiles(join(root, layer))) {
    const text = await readFile(file, 'utf8')
    const targets = []
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[2] ?? match[3] ?? match[4]
      if (!specifier?.startsWith('.')) continue
      const target = resolve(dirname(file), specifier)
      const toLayer = layerOf(target)
      if (!LAYERS.includes(toLayer)) continue
      if (!allowed(layer, toLayer, file, match[1] === 'import type')) {
        problems.push(`${relative(root, file)}: ${layer}/ must not import ${toLayer}/ ('${specifier}')`)
      }
      if (layer === 'worker' && relative(root, target).startsWith(join('client', 'stores') + sep)) {
        problems.push(`${relative(root, file)}: worker/ must not import client/stores/ ('${specifier}'); wire types live in shared/api/`)
      }
      const source = sourceOf(target)
      if (source) targets.push(source)
    }
    if (!/\.test\.tsx?$/.test(file)) imports.set(file, targets)
    if (CALLS_API.test(text) && !CALLERS.some((folder) => relative(root, file).startsWith(folder)) && !/\.test\.tsx?$/.test(file)) {
      problems.push(`${relative(root, file)}: only client/stores/ calls callApi; call a store's action instead`)
    }
  }
}

// Circles, by a depth-first walk: an import of a file still on the walk's path closes one.
const OPEN = 1
const DONE = 2
const visited = new Map()
const path = []
function walk(file) {
  visited.set(file, OPEN)
  path.push(file)
  for (const target of imports.get(file) ?? []) {
    if (visited.get(target) === OPEN) {
      const circle = [...path.slice(path.indexOf(target)), target].map((f) => relative(root, f))
      problems.push(`import circle: ${circle.join(' -> ')}`)
    } else if (!visited.has(target)) walk(target)
  }
  path.pop()
  visited.set(file, DONE)
}
for (const file of imports.keys()) if (!visited.has(file)) walk(file)
if (problems.length > 0) {
  console.error(`Import direction broken (${problems.length}):\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log('import direction: ok, no import circles')
