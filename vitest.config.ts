import { existsSync } from 'node:fs'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import type { Plugin } from 'vitest/config'
import { defineConfig } from 'vitest/config'

const MIGRATIONS_DIR = './backend/migrations'

/** Imports `.graphqls` files as their text, as wrangler's Text rule does in the real worker. */
const graphqlsAsText: Plugin = {
  name: 'graphqls-as-text',
  transform(code, id) {
    return id.endsWith('.graphqls') ? { code: `export default ${JSON.stringify(code)}`, map: null } : undefined
  },
}

export default defineConfig(async () => {
  const migrations = existsSync(MIGRATIONS_DIR) ? await readD1Migrations(MIGRATIONS_DIR) : []
  return {
    test: {
      projects: [
        {
          // worker/ and backend/ run inside workerd against the real app, D1, KV and static assets.
          plugins: [
            graphqlsAsText,
            cloudflareTest({
              wrangler: { configPath: './wrangler.toml' },
              // Off here, so a test of what a page shows sees it made anew after each change; the page
              // cache's own tests (worker/cache/page-cache.test.ts) turn it on.
              miniflare: { bindings: { TEST_MIGRATIONS: migrations, PAGE_CACHE: 'off' } },
            }),
          ],
          test: {
            name: 'workers',
            // One runtime per pool worker, not per file: starting workerd and its module runner cost
            // about two seconds a file. test/fresh-shop.ts gives each file a fresh shop.
            isolate: false,
            // In a group of its own, so vitest hands the one runtime all its files at once; sharing a
            // group with the other projects, each file became a task of its own, and the runtime grew
            // slower with every one (from 1.5 s a file to 7).
            sequence: { groupOrder: 1 },
            include: ['worker/**/*.test.{ts,tsx}', 'backend/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
            exclude: ['test/fresh-page/**'],
            setupFiles: ['./test/fresh-shop.ts'],
            // A real captcha verification endpoint and a failing Magento on 127.0.0.1; their URLs
            // reach tests via inject().
            globalSetup: ['./test/captcha-provider.ts', './test/faulty-magento.ts'],
          },
        },
        {
          // client/ and shared/ run in a DOM environment.
          test: {
            name: 'dom',
            environment: 'happy-dom',
            // One window per pool worker, not per file: test/fresh-page.ts gives each file a fresh page.
            isolate: false,
            setupFiles: ['./test/fresh-page.ts'],
            include: ['client/**/*.test.{ts,tsx}', 'shared/**/*.test.{ts,tsx}', 'test/fresh-page/*.test.ts'],
          },
        },
        {
          // The pure parts of the Node scripts in scripts/ (the size budget's counting).
          test: {
            name: 'scripts',
            environment: 'node',
            include: ['scripts/**/*.test.mjs'],
          },
        },
      ],
    },
  }
})
