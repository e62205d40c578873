#!/usr/bin/env node
// Validates every GraphQL document of the storefront (shared/, client/, worker/) against each
// Magento version it speaks, with the shop's extension SDL and Magento's production limits:
// Open Source 2.4.7 from its module files, 2.4.8 and 2.4.9 from Adobe's published schemas. A
// document marked for some versions (`# magento: 2.4.8+`, scripts/schema-versions/versions.mjs)
// is checked against those only; one for a later version only must use nothing Commerce-only.
// Then it checks itself: planted documents that use a field one of their versions lacks must fail.
// Usage: npm run schema:validate -- <path to the magento-schema folder> [folders…]
// The schema folder is reference material kept beside the project, not part of it, so CI passes its
// path; `npm test` does not need it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, extname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { commerceOnlyFields } from './schema-versions/open-source-check.mjs'
import { loadValidator, versionSchema } from './schema-versions/schemas.mjs'
import { documentVersions, MAGENTO_VERSIONS } from './schema-versions/versions.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const [schemaDir, ...folders] = process.argv.slice(2)
if (!schemaDir || !existsSync(resolve(schemaDir, 'build-schema.mjs'))) {
  console.error('usage: npm run schema:validate -- <magento-schema folder containing build-schema.mjs> [folders…]')
  process.exit(2)
}
const EXTENSIONS = new Set(['.graphql', '.gql', '.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.mts', '.cts'])
const extensionFile = join(root, 'shared/graphql/shop-extensions.graphqls')
const SELF_CHECK = join(root, 'scripts/schema-versions/self-check')

/** Every file the reference validator reads documents from, under `folder`. */
function filesUnder(folder) {
  if (!statSync(folder).isDirectory()) return [folder]
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') return []
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return path === SELF_CHECK ? [] : filesUnder(path)
    return EXTENSIONS.has(extname(entry.name)) ? [path] : []
  })
}

const validator = await loadValidator(schemaDir)
const schemas = new Map(MAGENTO_VERSIONS.map((version) => [version, versionSchema(validator, schemaDir, version, extensionFile)]))

/** Problems of `files` on every version each is for. */
function check(files) {
  const problems = []
  const versionsOf = new Map(files.map((file) => [file, documentVersions(readFileSync(file, 'utf8'))]))
  let operations = 0
  for (const version of MAGENTO_VERSIONS) {
    const mine = files.filter((file) => versionsOf.get(file).includes(version))
    const result = validator.validateFiles(schemas.get(version), mine)
    operations = Math.max(operations, result.operations)
    for (const error of result.errors) problems.push(`${relative(root, error.file)}:${error.line}:${error.column}: Magento ${version}: ${error.message}`)
  }
  for (const [file, versions] of versionsOf) {
    if (versions.length === MAGENTO_VERSIONS.length || versions.includes('2.4.7') || !/\.(graphql|gql)$/.test(file)) continue
    problems.push(...commerceOnlyFields(readFileSync(file, 'utf8'), relative(root, file), schemas.get(versions.at(-1)), schemas.get('2.4.7')))
  }
  return { problems, operations }
}

const files = (folders.length > 0 ? folders : ['shared', 'client', 'worker']).flatMap((folder) => filesUnder(resolve(root, folder)))
const { problems, operations } = check(files)
for (const problem of problems) console.error(problem)

// The check of the check: each planted document must be refused, for the reason its name gives.
const planted = readdirSync(SELF_CHECK).filter((name) => name.endsWith('.graphql'))
const missed = planted.filter((name) => check([join(SELF_CHECK, name)]).problems.length === 0)
for (const name of missed) console.error(`self-check: ${name} was not refused`)

const summary = `${files.length} file(s), ${operations} operation(s), Magento ${MAGENTO_VERSIONS.join(', ')}; self-check ${planted.length - missed.length}/${planted.length} refused`
if (problems.length > 0 || missed.length > 0 || planted.length === 0) {
  console.error(`FAILED: ${summary}: ${problems.length} error(s)`)
  process.exit(1)
}
console.log(`ok: ${summary}`)
