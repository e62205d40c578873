#!/usr/bin/env node
// Validates every GraphQL document of the storefront (shared/, client/, worker/) against the real
// Magento 2.4.7 schema plus the shop's extension SDL, with Magento's production limits.
// Usage: npm run schema:validate -- <path to the magento-schema folder>
// The schema folder is reference material kept beside the project, not part of it, so CI passes its
// path; `npm test` does not need it.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const schemaDir = process.argv[2]
if (!schemaDir) {
  console.error('usage: npm run schema:validate -- <magento-schema folder>')
  process.exit(2)
}
const validator = resolve(schemaDir, 'build-schema.mjs')
if (!existsSync(validator)) {
  console.error(`no build-schema.mjs in ${resolve(schemaDir)}`)
  process.exit(2)
}

const extensions = ['shared/graphql/shop-extensions.graphqls'].filter((file) => existsSync(join(root, file)))
const args = [validator, 'validate', ...extensions.flatMap((file) => ['--extend', file]), 'shared', 'client', 'worker']
const result = spawnSync(process.execPath, args, {
  cwd: root,
  stdio: 'inherit',
  // The validator loads `graphql` from the caller's node_modules.
  env: { ...process.env, NODE_PATH: join(root, 'node_modules') },
})
process.exit(result.status ?? 1)
