/**
 * @module
 * The hashed client files the build wrote (scripts/build-client.mjs), read from Workers Static
 * Assets so the worker and the bundle can be built independently.
 */
import { z } from 'zod'

export const ASSET_MANIFEST_PATH = '/asset-manifest.json'

const assetPath = z.string().regex(/^\/assets\/[\w./-]+\.(js|css)$/)
const islandTextsPath = z.string().regex(/^\/assets\/island-texts-[\w-]+\.json$/)

export const assetManifestSchema = z.object({
  entry: assetPath,
  css: assetPath,
  /** Chunks the entry imports statically: preloaded so they download in parallel. */
  preload: z.array(assetPath),
  /** Each locale's file of island texts (client/islands/island-texts.ts). */
  islandTexts: z.object({ en_GB: islandTextsPath, de_DE: islandTextsPath }),
  /** The staff area's own script and stylesheet (never linked from shop pages). */
  admin: z.object({ script: assetPath, css: assetPath }),
})

export type AssetManifest = z.infer<typeof assetManifestSchema>

export class AssetManifestMissing extends Error {
  constructor(detail: string) {
    super(`The client bundle has not been built (${detail}): run npm run build.`)
    this.name = 'AssetManifestMissing'
  }
}

// Keyed by the binding, so each isolate (and each test env) reads its own assets once. Only a read
// manifest is kept, never a read under way: a request waiting on another's promise waits for ever
// should that request end first (the runtime cancels its work), so each request that finds none reads.
const cache = new WeakMap<Fetcher, AssetManifest>()

async function fetchManifest(assets: Fetcher): Promise<AssetManifest> {
  const response = await assets.fetch(new Request(`https://assets.invalid${ASSET_MANIFEST_PATH}`))
  if (!response.ok) throw new AssetManifestMissing(`${ASSET_MANIFEST_PATH} answered ${response.status}`)
  const result = assetManifestSchema.safeParse(await response.json())
  if (!result.success) throw new AssetManifestMissing(`${ASSET_MANIFEST_PATH} is malformed`)
  return result.data
}

/**
 * The manifest, read once per isolate. In development it is read on every request, so a rebuild
 * shows without restarting the server.
 */
export async function loadAssetManifest(assets: Fetcher, options: { everyTime: boolean }): Promise<AssetManifest> {
  if (options.everyTime) return fetchManifest(assets)
  const known = cache.get(assets)
  if (known) return known
  // A failed read throws and is not kept: the next request reads again.
  const manifest = await fetchManifest(assets)
  cache.set(assets, manifest)
  return manifest
}
