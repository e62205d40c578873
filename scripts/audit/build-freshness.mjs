// The audit loads the client build `npm run build` wrote (CI's size-budget step has just made
// one); it builds again only when there is none, or when a source of the bundle changed after it.
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** What the client build reads: the browser code, what it imports, and the build script. */
const BUILD_INPUTS = ['client', 'shared', 'scripts/build-client.mjs']

/**
 * @param {number | null} builtAtMs when the build's manifest was written, null when there is none
 * @param {readonly number[]} sourcesChangedAtMs
 */
export function isBuildStale(builtAtMs, sourcesChangedAtMs) {
  return builtAtMs === null || sourcesChangedAtMs.some((changedAt) => changedAt > builtAtMs)
}

function modifiedTimes(path) {
  const stat = statSync(path)
  if (!stat.isDirectory()) return [stat.mtimeMs]
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs)
}

/** Whether `public/asset-manifest.json` is missing or older than a source of the client build. */
export function clientBuildIsStale(root) {
  let builtAt = null
  try {
    builtAt = statSync(join(root, 'public/asset-manifest.json')).mtimeMs
  } catch {}
  return isBuildStale(builtAt, BUILD_INPUTS.flatMap((input) => modifiedTimes(join(root, input))))
}
