#!/usr/bin/env node
// Builds the browser bundle (Rolldown, code-split, hashed) and the stylesheet (Tailwind v4) into
// public/assets/, and writes public/asset-manifest.json, which the worker reads to link them, and
// the service worker public/sw.js.
// Also keeps the bundle's metafile (esbuild's shape) in .build/ for the budget script.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import * as esbuild from 'esbuild'
import { build as rolldown } from 'rolldown'
import { metafileOf } from './build/rolldown-metafile.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const outdir = join(root, 'public/assets')
const buildDir = join(root, '.build')
const started = performance.now()

await rm(outdir, { recursive: true, force: true })
await mkdir(outdir, { recursive: true })
await mkdir(buildDir, { recursive: true })

// The shop's bundle is built with Rolldown rather than esbuild: esbuild's code splitting makes one
// chunk per set of importers, which gave the entry 24 static chunks of 0-11 KB each (25 requests
// before the first script ran, each a round trip on HTTP/1.1); Rolldown folds shared modules into
// the entry's chunk where that keeps execution order, and the entry's static closure is a handful
// of files. The budget still reads an esbuild-shaped metafile (`metafileOf` below).
const bundle = await rolldown({
  cwd: root,
  input: { entry: 'client/entry.tsx' },
  platform: 'browser',
  transform: { jsx: { runtime: 'automatic' }, define: { 'process.env.NODE_ENV': '"production"' }, target: 'es2022' },
  logLevel: 'warn',
  output: {
    dir: outdir,
    format: 'esm',
    minify: true,
    comments: false,
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
  },
})
const metafile = metafileOf(root, bundle.output)
await writeFile(join(buildDir, 'client-metafile.json'), JSON.stringify(metafile))

const publicPath = (file) => '/' + relative(join(root, 'public'), join(root, file)).split('\\').join('/')
const outputs = Object.entries(metafile.outputs)
const entryOutput = outputs.find(([, meta]) => meta.entryPoint === 'client/entry.tsx')
if (!entryOutput) throw new Error('Rolldown produced no output for client/entry.tsx')
const [entryFile, entryMeta] = entryOutput
const preload = entryMeta.imports.filter((i) => i.kind === 'import-statement').map((i) => publicPath(i.path))

// Tailwind writes to a temporary file; the stylesheet is then named by its content hash.
const cssTemp = join(buildDir, 'app.css')
await promisify(execFile)(join(root, 'node_modules/.bin/tailwindcss'), ['-i', 'client/styles/app.css', '-o', cssTemp, '--minify'], {
  cwd: root,
})
const css = await readFile(cssTemp)
const cssName = `app-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`
await writeFile(join(outdir, cssName), css)

// The staff area's editor (issue 18 point 6): its own script and stylesheet, built apart from the
// shop's bundle so no shop page can load them (or share a chunk with them), and measured on their own
// by the budget.
const admin = await esbuild.build({
  absWorkingDir: root,
  entryPoints: { editor: 'client/admin/editor-script.ts', admin: 'client/admin/admin.css' },
  bundle: true,
  format: 'esm',
  target: 'es2022',
  platform: 'browser',
  minify: true,
  outdir,
  entryNames: 'admin/[name]-[hash]',
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
})
await writeFile(join(buildDir, 'admin-metafile.json'), JSON.stringify(admin.metafile))
const adminOutput = (source) => {
  const found = Object.entries(admin.metafile.outputs).find(([, meta]) => meta.entryPoint === source)
  if (!found) throw new Error(`esbuild produced no output for ${source}`)
  return publicPath(found[0])
}

// Every island's texts, one file per locale (client/islands/island-texts.ts says why), named by
// their hash: the table is bundled for Node and run here, so the file holds what the server picks.
const textsModule = join(buildDir, 'island-texts.mjs')
await esbuild.build({
  absWorkingDir: root,
  entryPoints: ['client/islands/island-texts.ts'],
  bundle: true,
  format: 'esm',
  platform: 'node',
  packages: 'external',
  jsx: 'automatic',
  outfile: textsModule,
  logLevel: 'warning',
})
const { islandTextsFile } = await import(`${pathToFileURL(textsModule).href}?${Date.now()}`)
const islandTexts = {}
for (const locale of ['en_GB', 'de_DE']) {
  const json = JSON.stringify(islandTextsFile(locale))
  const name = `island-texts-${locale}-${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`
  await writeFile(join(outdir, name), json)
  islandTexts[locale] = `/assets/${name}`
}

const manifest = {
  entry: publicPath(entryFile),
  css: `/assets/${cssName}`,
  preload,
  islandTexts,
  admin: { script: adminOutput('client/admin/editor-script.ts'), css: adminOutput('client/admin/admin.css') },
}
await writeFile(join(root, 'public/asset-manifest.json'), JSON.stringify(manifest, null, 2) + '\n')

// The service worker (client/platform/service-worker.ts), bundled on its own into public/sw.js with
// the files to precache and a version naming this build: a hash of the worker with its list, and
// of what the worker renders into the offline pages, so any change installs a new worker.
// The offline page's texts are the shell's (offline.*), with a few of the main catalogue's.
const OFFLINE_PAGE_SOURCES = ['client/platform/offline-page.tsx', 'shared/messages/en-gb.ts', 'shared/messages/de-de.ts', 'shared/messages/shell-en-gb.ts', 'shared/messages/shell-de-de.ts']
const precache = [...outputs.map(([file]) => file).filter((file) => file.endsWith('.js')).map(publicPath), manifest.css, ...Object.values(islandTexts), '/favicon.svg'].sort()
const bundleServiceWorker = async (version) => {
  const built = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['client/platform/service-worker.ts'],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
    define: { SW_PRECACHE: JSON.stringify(precache), SW_VERSION: JSON.stringify(version) },
  })
  return built.outputFiles[0].contents
}
const versionHash = createHash('sha256').update(await bundleServiceWorker(''))
for (const file of OFFLINE_PAGE_SOURCES) versionHash.update(await readFile(join(root, file)))
const swVersion = versionHash.digest('hex').slice(0, 10)
await writeFile(join(root, 'public/sw.js'), await bundleServiceWorker(swVersion))
console.log(
  `client built in ${Math.round(performance.now() - started)} ms: ${manifest.entry}, ${manifest.css}, ${preload.length} preloaded chunk(s), sw.js ${swVersion} precaching ${precache.length} file(s); staff editor ${manifest.admin.script}, ${manifest.admin.css}`,
)
