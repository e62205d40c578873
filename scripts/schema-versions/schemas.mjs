// The schemas a document is checked against: Magento Open Source 2.4.7 from its module files, and
// 2.4.8 and 2.4.9 from Adobe's published introspection results, each merged with the shop's
// extension SDL by the reference validator's own rules (a redeclared field keeps the arguments it
// does not redeclare, interface fields reach their types).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildClientSchema, printSchema } from 'graphql'

/** The reference validator of the schema folder (its `loadMagentoSchema`, `validateFiles`, …). */
export function loadValidator(schemaDir) {
  return import(pathToFileURL(resolve(schemaDir, 'build-schema.mjs')).href)
}

/** The schema of `version` with the shop's extensions. */
export function versionSchema(validator, schemaDir, version, extensionFile) {
  if (version === '2.4.7') return validator.loadMagentoSchema({ extensions: [extensionFile] })
  const text = readFileSync(resolve(schemaDir, 'adobe-commerce', `introspection-${version}.json`), 'utf8')
  const published = JSON.parse(text)
  // The published schema as one "module", so the shop's SDL merges into it as into Magento's files.
  const folder = mkdtempSync(join(tmpdir(), `magento-${version}-`))
  try {
    writeFileSync(join(folder, `Magento${version.replaceAll('.', '')}.graphqls`), printSchema(buildClientSchema(published.data ?? published)))
    return validator.loadMagentoSchema({ modulesDir: folder, runtime: false, extensions: [extensionFile] })
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}
