// Rolldown's output described in esbuild's metafile shape, which the budget reads
// (scripts/budget/page-budget.mjs): per output file under public/, its size, its static and dynamic
// imports, the module it is the entry of (the bundle's entry or a lazily imported module) and the
// bytes each source module contributes. Paths are relative to the project root with forward
// slashes, as esbuild writes them.
import { isAbsolute, relative, sep } from 'node:path'

const OUTDIR = 'public/assets'

/** A module id as a project-relative path; null for Rolldown's own virtual modules. */
export function sourcePath(root, id) {
  if (id.startsWith('\0') || !isAbsolute(id)) return null
  return relative(root, id.split('?')[0]).split(sep).join('/')
}

/**
 * @param {string} root the project root the bundle was built from
 * @param {readonly ({ type: 'chunk', fileName: string, code: string, imports: string[], dynamicImports: string[], facadeModuleId: string | null, isEntry: boolean, isDynamicEntry: boolean, modules: Record<string, { renderedLength: number }> } | { type: 'asset', fileName: string })[]} output
 */
export function metafileOf(root, output) {
  const outputs = {}
  const key = (fileName) => `${OUTDIR}/${fileName}`
  for (const chunk of output) {
    if (chunk.type !== 'chunk') continue
    const inputs = {}
    for (const [id, module] of Object.entries(chunk.modules)) {
      const path = sourcePath(root, id)
      if (path) inputs[path] = { bytesInOutput: module.renderedLength }
    }
    const facade = chunk.facadeModuleId && (chunk.isEntry || chunk.isDynamicEntry) ? sourcePath(root, chunk.facadeModuleId) : null
    outputs[key(chunk.fileName)] = {
      bytes: Buffer.byteLength(chunk.code),
      imports: [...chunk.imports.map((file) => ({ path: key(file), kind: 'import-statement' })), ...chunk.dynamicImports.map((file) => ({ path: key(file), kind: 'dynamic-import' }))],
      ...(facade ? { entryPoint: facade } : {}),
      inputs,
    }
  }
  return { outputs }
}
