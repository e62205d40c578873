// The embedded back end's executable schema for Node scripts, built by the back end's own code
// (Magento's subset plus the shop's extension SDL, merged by backend/schema/merge-sdl.ts), so there
// is one merge implementation. The module is bundled with esbuild, as the worker is; `graphql` stays
// external, so the schema shares the caller's single copy of it.
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import * as esbuild from 'esbuild'

/** The back end's schema and the extension SDL it was built with. `root` is the project folder. */
export async function loadBackendSchema(root) {
  const bundle = await esbuild.build({
    absWorkingDir: root,
    stdin: {
      contents: "export { backendSchema } from './backend/schema/build-schema.ts'\nexport { default as extensionSDL } from './shared/graphql/shop-extensions.graphqls'",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    loader: { '.graphqls': 'text' },
    write: false,
    logLevel: 'warning',
  })
  // Written inside the project so its bare imports resolve to node_modules; one file per process,
  // so two scripts running at once do not read each other's half-written bundle.
  await mkdir(join(root, '.build'), { recursive: true })
  const bundlePath = join(root, `.build/backend-schema-${process.pid}.mjs`)
  await writeFile(bundlePath, bundle.outputFiles[0].text)
  try {
    const { backendSchema, extensionSDL } = await import(pathToFileURL(bundlePath).href)
    return { schema: backendSchema(extensionSDL), extensionSDL }
  } finally {
    await rm(bundlePath, { force: true })
  }
}
