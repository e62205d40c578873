#!/usr/bin/env node
// Checks that the embedded back end's schema agrees with Magento 2.4.7's (or, for what Open Source
// added since, with 2.4.9's): every type it serves is
// Magento's or declared in shared/graphql/shop-extensions.graphqls, with the same kind, and every
// field, argument, input field, enum value and interface it has exists there with the same type.
// Builds the back end's real executable schema (bundled with esbuild, as the worker is). Then
// reports how much of Magento's storefront API it serves (root fields by module, fields of the
// types they reach) and fails when that falls below `scripts/schema-coverage/floor.json`.
// Usage: npm run schema:compat -- <path to the magento-schema folder>
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { isEnumType, isInputObjectType, isInterfaceType, isNonNullType, isObjectType, isScalarType, isUnionType } from 'graphql'
import { loadBackendSchema } from './backend-schema.mjs'
import { belowFloor, percent, schemaCoverage } from './schema-coverage/coverage.mjs'
import { formatCoverage } from './schema-coverage/report.mjs'
import { inOpenSource } from './schema-versions/open-source.mjs'
import { laterVersionCoverage } from './schema-versions/later-coverage.mjs'
import { versionSchema } from './schema-versions/schemas.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const schemaDir = process.argv[2]
if (!schemaDir || !existsSync(resolve(schemaDir, 'build-schema.mjs'))) {
  console.error('usage: npm run schema:compat -- <magento-schema folder containing build-schema.mjs>')
  process.exit(2)
}
const extensionFile = join(root, 'shared/graphql/shop-extensions.graphqls')
const { loadMagentoSchema, preprocessMagentoSDL } = await import(pathToFileURL(resolve(schemaDir, 'build-schema.mjs')).href)
const reference = loadMagentoSchema({ extensions: [extensionFile] })
const newest = versionSchema({ loadMagentoSchema }, schemaDir, '2.4.9', extensionFile)

// The back end's schema exactly as the worker builds it.
const { schema: ours } = await loadBackendSchema(root)

const kindOf = (t) =>
  isObjectType(t) ? 'object' : isInterfaceType(t) ? 'interface' : isInputObjectType(t) ? 'input' : isEnumType(t) ? 'enum' : isUnionType(t) ? 'union' : 'scalar'

/** An input the back end accepts without a value where Magento requires one: it takes more, so it fits. */
const fitsInput = (ours, theirs) => String(ours) === String(theirs) || (!isNonNullType(ours) && isNonNullType(theirs) && String(ours) === String(theirs.ofType))

/**
 * The problems of one type against one Magento version's schema, each keyed by the part it is
 * about; for a version after 2.4.7 only what Open Source has counts (the published schemas are
 * Adobe Commerce's).
 */
function typeProblems(type, theirSchema, openSourceOnly) {
  const theirs = theirSchema.getType(type.name)
  const problems = []
  const add = (key, message) => problems.push({ key, message })
  if (!theirs) return [{ key: type.name, message: `${type.name}: not in Magento's schema nor in the extension SDL` }]
  if (kindOf(type) !== kindOf(theirs)) return [{ key: type.name, message: `${type.name}: is ${kindOf(type)} here, ${kindOf(theirs)} in Magento` }]
  if (isScalarType(type)) return []
  if (isEnumType(type)) {
    const values = new Set(theirs.getValues().map((v) => v.name))
    for (const value of type.getValues()) if (!values.has(value.name)) add(`${type.name}.${value.name}`, `${type.name}.${value.name}: enum value not in Magento`)
    return problems
  }
  if (isUnionType(type)) {
    const members = new Set(theirs.getTypes().map((t) => t.name))
    for (const member of type.getTypes()) if (!members.has(member.name)) add(`${type.name}|${member.name}`, `${type.name}: member ${member.name} not in Magento`)
    return problems
  }
  if (isObjectType(type) || isInterfaceType(type)) {
    const interfaces = new Set(theirs.getInterfaces().map((i) => i.name))
    for (const i of type.getInterfaces()) if (!interfaces.has(i.name)) add(`${type.name}&${i.name}`, `${type.name}: implements ${i.name}, Magento's does not`)
  }
  const theirFields = theirs.getFields()
  for (const field of Object.values(type.getFields())) {
    const key = `${type.name}.${field.name}`
    const other = theirFields[field.name]
    if (!other || (openSourceOnly && !inOpenSource(reference, theirs, field.name))) {
      add(key, `${key}: field not in Magento nor in the extension SDL`)
      continue
    }
    const fits = isInputObjectType(type) ? fitsInput(field.type, other.type) : String(field.type) === String(other.type)
    if (!fits) add(key, `${key}: ${field.type} here, ${other.type} in Magento`)
    for (const arg of field.args ?? []) {
      const otherArg = other.args.find((a) => a.name === arg.name)
      if (!otherArg) add(`${key}(${arg.name})`, `${key}(${arg.name}): argument not in Magento`)
      else if (!fitsInput(arg.type, otherArg.type)) add(`${key}(${arg.name})`, `${key}(${arg.name}): ${arg.type} here, ${otherArg.type} in Magento`)
    }
  }
  return problems
}

/**
 * Each part of a type must match one spoken version: as 2.4.7 has it, or as the newest version has
 * it where Open Source added or changed it since. A type only the newest version has is checked there.
 */
function problemsAcrossVersions(type) {
  const first = typeProblems(type, reference, false)
  if (first.length === 0) return []
  const later = typeProblems(type, newest, true)
  if (!reference.getType(type.name)) return later.map((problem) => problem.message)
  if (!newest.getType(type.name)) return first.map((problem) => problem.message)
  const stillWrong = new Set(later.map((problem) => problem.key))
  return first.filter((problem) => stillWrong.has(problem.key)).map((problem) => problem.message)
}

const problems = []
let checkedTypes = 0
let checkedFields = 0
for (const type of Object.values(ours.getTypeMap())) {
  if (type.name.startsWith('__')) continue
  checkedTypes += 1
  if ('getFields' in type) checkedFields += Object.keys(type.getFields()).length
  problems.push(...problemsAcrossVersions(type))
}

if (problems.length) {
  console.error(`The back end's schema differs from Magento 2.4.7 and 2.4.9 in ${problems.length} place(s):\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log(`schema compatibility: ok (${checkedTypes} types, ${checkedFields} fields match Magento 2.4.7, or Open Source 2.4.9 where it added them, plus the shop's extensions)`)

// Coverage: what of Magento's own API (without the shop's extensions) the back end serves. Each
// module's file is read as the schema builder reads it (Magento's SDL has a few liberties).
const modulesDir = resolve(schemaDir, 'modules')
const modules = Object.fromEntries(
  readdirSync(modulesDir)
    .filter((file) => file.endsWith('.graphqls'))
    .map((file) => [file.replace(/\.graphqls$/, ''), preprocessMagentoSDL(readFileSync(join(modulesDir, file), 'utf8'), file)]),
)
const coverage = schemaCoverage(loadMagentoSchema(), ours, modules)
const floor = JSON.parse(readFileSync(join(root, 'scripts/schema-coverage/floor.json'), 'utf8'))
console.log(formatCoverage(coverage))
const failures = belowFloor(coverage, floor)
if (failures.length) {
  console.error(`Coverage of Magento 2.4.7 dropped below its floor (scripts/schema-coverage/floor.json):\n  ${failures.join('\n  ')}`)
  process.exit(1)
}

// Open Source 2.4.9 (Adobe's published schema without its Commerce-only parts): every root field
// Open Source added since 2.4.7 must be served.
const later = laterVersionCoverage(newest, reference, ours)
console.log(
  `Magento 2.4.9 (Open Source) coverage: ${later.rootFields.served} of ${later.rootFields.total} query and mutation root fields (${percent(later.rootFields.served, later.rootFields.total)}%), ` +
    `${later.typeFields.served} of ${later.typeFields.total} fields of the types they reach (${percent(later.typeFields.served, later.typeFields.total)}%)`,
)
if (later.rootFields.missing.length) console.log(`  root fields missing: ${later.rootFields.missing.join(', ')}`)
if (later.typeFields.missing.length) console.log(`  fields missing: ${later.typeFields.missing.slice(0, 40).join(', ')}${later.typeFields.missing.length > 40 ? ', …' : ''}`)
if (later.addedRootFieldsMissing.length) {
  console.error(`Root fields Open Source added in 2.4.8 and 2.4.9 that the back end does not serve:\n  ${later.addedRootFieldsMissing.join('\n  ')}`)
  process.exit(1)
}
