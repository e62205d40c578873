/**
 * @module
 * Stock levels, special prices and tier prices over the finished product list. Alternatives that
 * switch and save offers always stay in stock (SPEC §5: only an in-stock alternative is offered).
 */
import type { CatalogueBuilder, ProductKind } from './catalogue-builder'
import { dateBetween } from '../common/dates'
import { addDays, shiftYears, yearsSinceBase } from '../common/seed-calendar'
import { retailPenceBelow } from '../common/money'
import type { Random } from '../common/random'
import type { CatalogueProduct, TierPriceRow } from '../common/rows'

const NO_STOCK_KINDS: ReadonlySet<ProductKind> = new Set(['warranty', 'software', 'gift-card'])
const COMPOSITE = new Set<CatalogueProduct['type_id']>(['configurable', 'bundle', 'grouped'])

/** Special price windows for `SEED_BASE_YEAR`: moved to the seeding day's year (`seed-calendar.ts`). */
const ACTIVE_SPECIAL = { from: '2026-01-01', to: '2027-06-30' }
const EXPIRED_SPECIALS = [
  { from: '2025-01-01', to: '2025-03-31' },
  { from: '2025-11-24', to: '2025-12-01' },
]

/** Restock dates are 3 to 45 days after the seeding day: ahead, as a shopper reads them. */
const RESTOCK_DAYS = { from: 3, to: 45 }

function stockSimple(product: CatalogueProduct, kind: ProductKind, keep: boolean, random: Random, today: string): void {
  if (NO_STOCK_KINDS.has(kind)) {
    product.qty = 1000
    return
  }
  const roll = random.next()
  if (!keep && roll < 0.05) {
    product.stock_status = 'OUT_OF_STOCK'
    product.qty = 0
    product.due_in_date = dateBetween(random, addDays(today, RESTOCK_DAYS.from), addDays(today, RESTOCK_DAYS.to))
  } else if (roll < 0.11) {
    product.qty = random.int(1, 5)
    product.only_x_left_in_stock = product.qty
  } else {
    product.qty = kind === 'printer' ? random.int(6, 40) : random.int(12, 480)
  }
}

/** The parts of each bundle, grouped and configurable product. */
function partsByProduct(builder: CatalogueBuilder): Map<number, number[]> {
  const parts = new Map<number, number[]>()
  const add = (owner: number, part: number) => {
    let list = parts.get(owner)
    if (!list) parts.set(owner, (list = []))
    list.push(part)
  }
  const ownerOfOption = new Map(builder.bundleOptions.map((o) => [o.option_id, o.product_id]))
  for (const s of builder.bundleSelections) add(ownerOfOption.get(s.option_id) ?? 0, s.product_id)
  for (const l of builder.links) if (l.link_type === 'variant' || l.link_type === 'grouped') add(l.product_id, l.linked_product_id)
  return parts
}

/** A composite product is in stock when its parts are (all parts for a bundle, any for the others). */
function stockComposite(builder: CatalogueBuilder, product: CatalogueProduct, partIds: readonly number[]): void {
  const parts = partIds.map((id) => builder.product(id))
  const inStock = parts.filter((p) => p.stock_status === 'IN_STOCK')
  const available = product.type_id === 'bundle' ? inStock.length === parts.length && parts.length > 0 : inStock.length > 0
  product.stock_status = available ? 'IN_STOCK' : 'OUT_OF_STOCK'
  product.qty = available ? (product.type_id === 'bundle' ? Math.min(...parts.map((p) => p.qty)) : inStock.reduce((n, p) => n + p.qty, 0)) : 0
  if (!available) product.due_in_date = parts.map((p) => p.due_in_date).filter((d): d is string => !!d).sort().pop() ?? null
}

export function applyStockAndPrices(builder: CatalogueBuilder, random: Random, today: string): TierPriceRow[] {
  const years = yearsSinceBase(today)
  const moved = (window: { from: string; to: string }) => ({ from: shiftYears(window.from, years), to: shiftYears(window.to, years) })
  const active = moved(ACTIVE_SPECIAL)
  const expired = EXPIRED_SPECIALS.map(moved)
  const tiers: TierPriceRow[] = []
  const composites: CatalogueProduct[] = []
  for (const product of builder.products) {
    const meta = builder.metaOf(product.id)
    if (COMPOSITE.has(product.type_id)) composites.push(product)
    else stockSimple(product, meta.kind, meta.keepInStock === true, random, today)

    if (product.max_sale_qty === null && meta.kind !== 'paper-variant' && random.chance(0.1)) product.max_sale_qty = random.pick([10, 20, 50])

    const priceable = !COMPOSITE.has(product.type_id) && product.type_id !== 'giftcard' && product.visibility !== 1
    if (priceable && random.chance(0.1)) {
      const window = random.chance(0.7) ? active : random.pick(expired)
      product.special_price_pence = retailPenceBelow(product.price_pence * (0.8 + random.next() * 0.12), product.price_pence)
      product.special_from_date = window.from
      product.special_to_date = window.to
    }
    if (priceable && product.price_pence >= 500 && random.chance(0.1)) {
      let previous = product.price_pence
      for (const [quantity, factor] of [
        [3, 0.97],
        [5, 0.95],
        [10, 0.92],
      ] as const) {
        const price = retailPenceBelow(product.price_pence * factor, previous)
        if (price >= previous || price <= 0) break
        tiers.push({ product_id: product.id, quantity, price_pence: price })
        previous = price
      }
    }
  }
  const parts = partsByProduct(builder)
  for (const product of composites) stockComposite(builder, product, parts.get(product.id) ?? [])
  return tiers
}

/** Listing order: the most popular first (position 1). */
export function assignPositions(builder: CatalogueBuilder): void {
  const ranked = [...builder.products].sort((a, b) => builder.metaOf(b.id).popularity - builder.metaOf(a.id).popularity || a.id - b.id)
  ranked.forEach((product, index) => (product.position = index + 1))
}
