import { describe, expect, it } from 'vitest'
import { metafileOf, sourcePath } from './rolldown-metafile.mjs'

const root = '/project'
const chunk = (fields) => ({ type: 'chunk', code: '', imports: [], dynamicImports: [], facadeModuleId: null, isEntry: false, isDynamicEntry: false, modules: {}, ...fields })

describe('the bundle described in esbuild’s metafile shape', () => {
  it('names source modules relative to the project and leaves out the bundler’s own', () => {
    expect(sourcePath(root, '/project/client/entry.tsx')).toBe('client/entry.tsx')
    expect(sourcePath(root, '/project/node_modules/react/index.js?commonjs-es-import')).toBe('node_modules/react/index.js')
    expect(sourcePath(root, '\0rolldown/runtime.js')).toBeNull()
  })

  it('gives each output its size, its static and lazy imports, its entry module and what each module adds', () => {
    const { outputs } = metafileOf(root, [
      chunk({
        fileName: 'entry-abc.js',
        code: 'export const £ = 1',
        imports: ['chunks/shared-def.js'],
        dynamicImports: ['chunks/island-ghi.js'],
        facadeModuleId: '/project/client/entry.tsx',
        isEntry: true,
        modules: { '/project/client/entry.tsx': { renderedLength: 10 }, '\0rolldown/runtime.js': { renderedLength: 5 } },
      }),
      chunk({ fileName: 'chunks/shared-def.js', modules: { '/project/shared/a.ts': { renderedLength: 3 } } }),
      chunk({ fileName: 'chunks/island-ghi.js', facadeModuleId: '/project/client/islands/cart-count.tsx', isDynamicEntry: true }),
      { type: 'asset', fileName: 'entry-abc.js.map' },
    ])
    expect(Object.keys(outputs)).toEqual(['public/assets/entry-abc.js', 'public/assets/chunks/shared-def.js', 'public/assets/chunks/island-ghi.js'])
    expect(outputs['public/assets/entry-abc.js']).toEqual({
      bytes: 19,
      imports: [
        { path: 'public/assets/chunks/shared-def.js', kind: 'import-statement' },
        { path: 'public/assets/chunks/island-ghi.js', kind: 'dynamic-import' },
      ],
      entryPoint: 'client/entry.tsx',
      inputs: { 'client/entry.tsx': { bytesInOutput: 10 } },
    })
    // A chunk of shared modules is no module's entry.
    expect(outputs['public/assets/chunks/shared-def.js'].entryPoint).toBeUndefined()
    expect(outputs['public/assets/chunks/island-ghi.js'].entryPoint).toBe('client/islands/cart-count.tsx')
  })
})
