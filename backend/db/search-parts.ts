/**
 * @module
 * What both catalogue reads share: numbered parameters, the page item each page row carries, and
 * price counts merged into buckets.
 */
import { mediaFromJson, mediaJson } from './product-relations'
import { productFromJson, productJson } from './products'
import type { PageItem, PriceBucket, SearchParts } from './product-query'

/** Collects bound values and hands back their numbered placeholders (?1, ?2, ...). */
export class Sql {
  readonly params: (string | number)[] = []
  private readonly once = new Map<string, string>()
  bind(value: string | number): string {
    this.params.push(value)
    return `?${this.params.length}`
  }
  /**
   * One placeholder for a value several parts of a statement use, bound when first asked for: D1
   * refuses a statement given more values than it has placeholders.
   */
  shared(key: string, value: string | number): string {
    let placeholder = this.once.get(key)
    if (placeholder === undefined) this.once.set(key, (placeholder = this.bind(value)))
    return placeholder
  }
  list(values: readonly (string | number)[]): string {
    return values.map((v) => this.bind(v)).join(', ')
  }
}

/**
 * Bucket width for price facets: 1, 2 or 5 times a power of ten (in pounds), so the range splits
 * into at most about six buckets, as Magento's automatic price steps do.
 */
export function priceStepPence(maxPence: number): number {
  if (maxPence <= 0) return 0
  const target = maxPence / 6
  const power = 10 ** Math.floor(Math.log10(target))
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= target) ?? 10 * power
  return Math.max(100, Math.round(step / 100) * 100)
}

/**
 * SQL for a page row's product in the store view `store` (a placeholder) and (when asked) its
 * media as one JSON array, so the statement that picks the page also reads it: no further round
 * trip. `id` must be a qualified column.
 */
export function pageItem(id: string, facets: SearchParts, store: string): string {
  return `json_array(json(${productJson(id, store)}), ${facets.withMedia ? `json(${mediaJson(id, store)})` : 'NULL'})`
}

export function parsePageItem(text: string): PageItem {
  const [product, media] = JSON.parse(text) as [unknown, unknown]
  return { product: productFromJson(product), media: media === null ? null : mediaFromJson(media) }
}

/** Counts per whole pound merged into price buckets of a round width. */
export function priceFacet(pounds: readonly { pound: number; count: number }[]): { priceBuckets: PriceBucket[]; priceStep: number } {
  const maxPence = pounds.reduce((max, row) => Math.max(max, row.pound * 100 + 99), 0)
  const step = pounds.length ? priceStepPence(maxPence) : 0
  const buckets = new Map<number, number>()
  for (const { pound, count } of pounds) {
    const bucket = Math.floor((pound * 100) / step)
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + count)
  }
  return { priceBuckets: [...buckets].sort((a, b) => a[0] - b[0]).map(([bucket, count]) => ({ bucket, count })), priceStep: step }
}
