/**
 * Run after every install (`postinstall`): mends one bug in @cloudflare/vitest-pool-workers 0.15.1,
 * the newest release that runs on Node 20.
 *
 * Its entrypoint wrapper wraps the class prototype in a new Proxy on every construction, so each
 * `SELF.fetch` adds one more layer and a runtime that serves a few thousand requests ends in
 * "Maximum call stack size exceeded" (cloudflare/workers-sdk issue 15092, fixed upstream in 0.21,
 * which needs a newer wrangler and Node 22). The unit tests share one runtime per pool worker
 * (vitest.config.ts), so they meet it. The mend installs the Proxy once, as the upstream fix does.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const PACKAGE = '@cloudflare/vitest-pool-workers'
const MENDED_VERSION = '0.15.1'
const FILE = 'dist/worker/lib/cloudflare/test-internal.mjs'
const BROKEN = '\tfunction Class(...args) {\n\t\tClass.prototype = new Proxy('
const MENDED = '\tlet proxied = false;\n\tfunction Class(...args) {\n\t\tif (!proxied) proxied = true, Class.prototype = new Proxy('

// npm runs this from the project's root; the package's exports map hides its package.json from
// require.resolve, so it is found where npm puts it.
const root = join(process.cwd(), 'node_modules', PACKAGE)
// A production install without dev dependencies: nothing to mend.
if (!existsSync(join(root, 'package.json'))) process.exit(0)
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
if (version !== MENDED_VERSION) {
  console.warn(`${PACKAGE} ${version}: the ${MENDED_VERSION} mend is not applied; remove ${import.meta.filename} if this release has the fix.`)
  process.exit(0)
}
const path = join(root, FILE)
const source = readFileSync(path, 'utf8')
if (source.includes(MENDED)) process.exit(0)
if (!source.includes(BROKEN)) {
  console.error(`${PACKAGE} ${version}: ${FILE} does not read as expected; the unit tests will overflow the stack.`)
  process.exit(1)
}
writeFileSync(path, source.replace(BROKEN, MENDED))
