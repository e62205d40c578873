/**
 * Keeps `client/islands/page-islands.ts`, the list the size budget counts, true to the pages: one
 * URL of each page type, rendered by the real app, hydrates no island at load (each island waits,
 * `client/islands/hydration-mode.ts`), none when the browser is idle, and marks as `personal`
 * (hydrated after load for a shopper who needs them) exactly the shell's and that page type's own,
 * so the budget cannot understate what a page loads, nor when.
 */
import { createExecutionContext, env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { HYDRATION_MODES } from '../../client/islands/hydration-mode'
import { PAGE_TYPES, personalIslands, type PageType } from '../../client/islands/page-islands'
import { graphqlAs } from '../../test/graphql-client'
import { signedInCustomer } from '../../test/customers'
import { seedCatalogue } from '../../test/seed-catalogue'
import { createApp } from '../app'

const app = createApp()
// The shell's help chat is rendered only when a vendor is configured; the budget counts it.
const CHAT_SCRIPT_URL = 'https://chat.example/widget/loader.js'

type Visit = { path: string; cookie?: string }
let visits: Record<PageType, Visit>

async function one<T>(sql: string): Promise<T> {
  const row = await env.DB.prepare(sql).first<T>()
  if (!row) throw new Error(`no row for ${sql}`)
  return row
}

beforeAll(async () => {
  await seedCatalogue()
  // A plain category: the printers tree renders as its own kind of page.
  const category = await one<{ request_path: string }>(
    "SELECT u.request_path FROM url_rewrites u JOIN categories c ON c.id = CAST(u.entity_key AS INTEGER) WHERE u.entity_type = 'CATEGORY' AND u.redirect_type = 0 AND c.url_path LIKE '%/%' AND c.url_path NOT LIKE '%/%/%' AND c.url_path NOT LIKE 'printers/%' ORDER BY c.id LIMIT 1",
  )
  const product = await one<{ request_path: string; sku: string }>(
    "SELECT u.request_path, p.sku FROM url_rewrites u JOIN products p ON p.id = CAST(u.entity_key AS INTEGER) WHERE u.entity_type = 'PRODUCT' AND u.redirect_type = 0 AND p.status = 1 ORDER BY p.id LIMIT 1",
  )
  // Checkout's steps need a basket with something in it.
  const cartId = (await graphqlAs<{ createEmptyCart: string }>(null, 'mutation { createEmptyCart }')).data!.createEmptyCart
  const added = await graphqlAs<{ addProductsToCart: { user_errors: unknown[] } }>(
    null,
    'mutation A($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { code message } } }',
    { cartId, sku: product.sku },
  )
  expect(added.data!.addProductsToCart.user_errors).toEqual([])
  const token = await signedInCustomer('page-islands@example.co.uk')
  visits = {
    home: { path: '/' },
    category: { path: `/${category.request_path}` },
    search: { path: '/search?q=ink' },
    product: { path: `/${product.request_path}` },
    cart: { path: '/cart', cookie: `cart=${cartId}` },
    checkout: { path: '/checkout/user-account', cookie: `cart=${cartId}` },
    account: { path: '/customer', cookie: `customer=${token}` },
    content: { path: '/aboutus.html' },
  }
})

/** The page's kind and the islands its HTML marks, each with the mode its marker carries (null: none). */
async function islandsOf({ path, cookie }: Visit) {
  const request = new Request(`https://shop.test${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} })
  const response = await app.fetch(request, { ...env, CHAT_SCRIPT_URL }, createExecutionContext())
  const html = await response.text()
  const markers = [...html.matchAll(/<[a-z]+ [^>]*\bdata-island="([^"]+)"[^>]*>/g)].map(([tag, name]) => ({ name: name!, mode: /\sdata-island-hydrate="([^"]*)"/.exec(tag)?.[1] ?? null }))
  return {
    status: response.status,
    kind: /data-page-kind="([^"]+)"/.exec(html)?.[1] ?? null,
    modes: markers.map((m) => m.mode),
    idle: markers.filter((m) => m.mode === 'idle').map((m) => m.name),
    personal: markers.filter((m) => m.mode === 'personal').map((m) => m.name),
  }
}

describe('islands per page type', () => {
  it.each(PAGE_TYPES)('%s pages hydrate nothing at load nor when idle, and after load for a shopper who needs them exactly the islands the budget counts', async (pageType) => {
    const page = await islandsOf(visits[pageType])
    // The URL is of the page type it stands for (the home page has its own screen, unmarked).
    expect(page).toMatchObject({ status: 200, kind: pageType === 'home' ? null : pageType })
    // Every island waits for one of the modes the hydrator knows: none is part of the first load.
    for (const mode of page.modes) expect(HYDRATION_MODES).toContain(mode)
    // Issue 26: an untouched guest's page loads no React, so no island waits only for idleness.
    expect(page.idle).toEqual([])
    expect([...page.personal].sort()).toEqual([...personalIslands(pageType)].sort())
    // Each once: two markers of one island would still be one chunk, but say the page is wrong.
    expect(new Set(page.personal).size).toBe(page.personal.length)
  })
})
