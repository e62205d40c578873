import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'

const CHECKER = join(dirname(fileURLToPath(import.meta.url)), 'check-imports.mjs')

let tree = ''

/** A made-up source tree of the given files, checked as the project's own is. */
function check(files) {
  tree = mkdtempSync(join(tmpdir(), 'imports-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true })
    writeFileSync(join(tree, path), text)
  }
  const run = spawnSync(process.execPath, [CHECKER], { env: { ...process.env, CHECK_IMPORTS_ROOT: tree }, encoding: 'utf8' })
  return { ok: run.status === 0, errors: run.stderr }
}

afterEach(() => rmSync(tree, { recursive: true, force: true }))

const SHOP = {
  'shared/api/answers.ts': 'export type Answer = { ok: boolean }\n',
  'client/runtime/api.ts': "import type { Answer } from '../../shared/api/answers'\nexport async function callApi(name: string): Promise<Answer> { return { ok: name !== '' } }\n",
  'client/stores/cart.ts': "import { callApi } from '../runtime/api'\nexport const add = () => callApi('addProductsToCart')\n",
  'worker/api/add.ts': "import type { Answer } from '../../shared/api/answers'\nexport const answer: Answer = { ok: true }\n",
}

describe('the import rules', () => {
  it('pass a tree that keeps them', () => {
    expect(check(SHOP)).toEqual({ ok: true, errors: '' })
  })

  it('refuse a worker import of a client store, even of a type', () => {
    const result = check({ ...SHOP, 'worker/api/add.ts': "import type { add } from '../../client/stores/cart'\nexport type Add = typeof add\n" })
    expect(result.ok).toBe(false)
    expect(result.errors).toContain("worker/api/add.ts: worker/ must not import client/stores/ ('../../client/stores/cart')")
  })

  it('refuse a call of the API from outside the stores', () => {
    const result = check({ ...SHOP, 'client/modals/login.tsx': "import { callApi } from '../runtime/api'\nexport const signIn = () => callApi('generateCustomerToken')\n" })
    expect(result.ok).toBe(false)
    expect(result.errors).toContain('client/modals/login.tsx: only client/stores/ calls callApi')
  })

  it('refuse an import against the direction and a circle', () => {
    const result = check({
      ...SHOP,
      'shared/api/answers.ts': "import type { add } from '../../client/stores/cart'\nexport type Answer = { ok: boolean; add: typeof add }\n",
    })
    expect(result.ok).toBe(false)
    expect(result.errors).toContain("shared/api/answers.ts: shared/ must not import client/ ('../../client/stores/cart')")
    expect(result.errors).toContain('import circle: shared/api/answers.ts -> client/stores/cart.ts -> client/runtime/api.ts -> shared/api/answers.ts')
  })
})
