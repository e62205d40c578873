#!/usr/bin/env node
// Builds the browser bundle (esbuild, code-split, hashed) and the stylesheet (Tailwind v4) into
// public/assets/, and writes public/asset-manifest.json, which the worker reads to link them.
// Also keeps esbuild's metafile in .build/ for the budget script.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import * as esbuild from 'esbuild'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const outdir = join(root, 'public/assets')
const buildDir = join(root, '.build')
const started = performance.now()

await rm(outdir, { recursive: true, force: true })
await mkdir(outdir, { recursive: true })
await mkdir(buildDir, { recursive: true })

const result = await esbuild.build({
  absWorkingDir: root,
  entryPoints: { entry: 'client/entry.tsx' },
  bundle: true,
  splitting: true,
  format: 'esm',
  target: 'es2022',
  platform: 'browser',
  minify: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  outdir,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
})
await writeFile(join(buildDir, 'client-metafile.json'), JSON.stringify(result.metafile))

const publicPath = (file) => '/' + relative(join(root, 'public'), join(root, file)).split('\\').join('/')
const outputs = Object.entries(result.metafile.outputs)
const entryOutput = outputs.find(([, meta]) => meta.entryPoint === 'client/entry.tsx')
if (!entryOutput) throw new Error('esbuild produced no output for client/entry.tsx')
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

const manifest = { entry: publicPath(entryFile), css: `/assets/${cssName}`, preload }
await writeFile(join(root, 'public/asset-manifest.json'), JSON.stringify(manifest, null, 2) + '\n')
console.log(`client built in ${Math.round(performance.now() - started)} ms: ${manifest.entry}, ${manifest.css}, ${preload.length} preloaded chunk(s)`)
