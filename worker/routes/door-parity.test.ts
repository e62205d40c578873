import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'

async function skuWhere(condition: string): Promise<{ sku: string; qty: number; max_sale_qty: number | null }> {
  const row = await env.DB.prepare(`SELECT sku, qty, max_sale_qty FROM products WHERE status = 1 AND ${condition} ORDER BY id LIMIT 1`).first<{
    sku: string
    qty: number
    max_sale_qty: number | null
  }>()
  if (!row) throw new Error(`the test catalogue has no product where ${condition}`)
  return row
}

/** The plain form's add: where it lands, and the notice it leaves. */
async function formAdd(sku: string, quantity: number) {
  const response = await SELF.fetch(`${ORIGIN}/checkout/cart/add`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
    body: new URLSearchParams({ sku, quantity: String(quantity) }).toString(),
  })
  const cookies = response.headers.getSetCookie()
  const notice = cookies.map((c) => /^message=([^;]*)/.exec(c)?.[1]).find(Boolean)
  return { status: response.status, notice }
}

/** The script's add through the named-operation API. */
async function apiAdd(sku: string, quantity: number) {
  const response = await SELF.fetch(`${ORIGIN}/api/magento/addProductsToCart`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    body: JSON.stringify({ variables: { sku, quantity } }),
  })
  return { status: response.status, body: (await response.json()) as { data?: { added: boolean; error?: { code: string } } } }
}

beforeAll(() => seedCatalogue())

describe('both doors refuse the same adds', () => {
  it('a gift card, more than the stock, more than max_sale_qty: refused by the form and by the API alike', async () => {
    const giftCard = await skuWhere("type_id = 'giftcard'")
    const scarce = await skuWhere("type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty BETWEEN 1 AND 50 AND max_sale_qty IS NULL")
    const limited = await skuWhere("type_id = 'simple' AND stock_status = 'IN_STOCK' AND max_sale_qty IS NOT NULL AND qty > max_sale_qty")
    const refusals: [string, string, number, string][] = [
      ['a gift card', giftCard.sku, 1, 'cart-add-failed'],
      ['more than the stock', scarce.sku, scarce.qty + 1, 'cart-insufficient-stock'],
      ['more than max_sale_qty', limited.sku, limited.max_sale_qty! + 1, 'cart-insufficient-stock'],
    ]
    for (const [what, sku, quantity, notice] of refusals) {
      const form = await formAdd(sku, quantity)
      expect({ what, status: form.status, notice: form.notice }).toEqual({ what, status: 303, notice })
      const api = await apiAdd(sku, quantity)
      expect({ what, status: api.status, added: api.body.data?.added }).toEqual({ what, status: 200, added: false })
    }
    // What the shop allows, both doors add.
    expect((await formAdd(scarce.sku, 1)).notice).toBe('added-to-cart')
    expect((await apiAdd(scarce.sku, 1)).body.data?.added).toBe(true)
  })
})
