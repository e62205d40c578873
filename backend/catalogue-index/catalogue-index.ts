/**
 * @module
 * The catalogue's listing columns, attribute options and category memberships held in typed arrays,
 * so a listing's matches, facet counts, price histogram and page are computed in the isolate's
 * memory rather than by SQL that reads every match's rows (docs/performance.md "Catalogue at scale"). Products
 * are numbered densely in id order; every list of products holds those numbers.
 */
import type { CatalogueSource } from '../db/catalogue-index-source'
import { buildTermIndex, type TermIndex } from './term-index'

/** Where a search word was found, by weight: a name counts most, a printer model it fits least. */
const WEIGHT = { name: 8, sku: 6, code: 6, model: 4 } as const

export type CatalogueIndex = {
  generation: number
  /** The last logged listing change the index holds (migration 0026), or nulls when none was logged. */
  seq: number | null
  mark: number | null
  size: number
  /** Product id of each dense number, ascending. */
  ids: Int32Array
  /** Dense number of a product id, or -1. */
  denseOf: (id: number) => number
  status: Uint8Array
  visibility: Uint8Array
  inStock: Uint8Array
  /** The listing's default order: lower first, then lower id. */
  position: Int32Array
  pricePence: Int32Array
  /** Products with a special price, with its window (dates as stored; compared by their day). */
  specials: readonly { dense: number; pence: number; from: string | null; to: string | null }[]
  /** Each product's rank in (position, id) order: every sort's last word. */
  orderRank: Int32Array
  /** Dense numbers in (position, id) order. */
  byPosition: Int32Array
  /** Products of each attribute option, ascending. */
  options: ReadonlyMap<string, ReadonlyMap<number, Int32Array>>
  /** Each product's option values (CSR): values of product d are valueOf[valueStart[d] .. valueStart[d + 1]). */
  valueStart: Int32Array
  valueOf: Int32Array
  /** What each value number stands for. */
  values: readonly { code: string; optionId: number }[]
  /** Products of each category. */
  categories: ReadonlyMap<number, Int32Array>
  /** Default names and SKUs; the names store views give their own (by dense number, where they have one). */
  names: readonly string[]
  skus: readonly string[]
  storeNames: ReadonlyMap<number, readonly (string | undefined)[]>
  /** Words in each product's default name (a search prefers the shorter of two equal matches). */
  nameWords: Uint8Array
  averageNameWords: number
  /** Words of the products' names (every store view's), SKUs and manufacturers' codes. */
  words: TermIndex
  /** Words of the printer models' names, and each model's products (a cartridge is found by the printer it fits). */
  modelWords: TermIndex
  modelProducts: readonly Int32Array[]
}

/**
 * Dense numbers by product id. Ids are mostly dense themselves: a table by id is quicker and
 * smaller than a map (3.7 MB at 100,000 products); ids spread far apart get the map. Made outside
 * the builder, so the function the index keeps holds on to nothing of what it was built from.
 */
function denseLookup(ids: Int32Array): (id: number) => number {
  const size = ids.length
  const maxId = size ? ids[size - 1]! : 0
  if (maxId <= 4 * size + 1024) {
    const byId = new Int32Array(maxId + 1).fill(-1)
    ids.forEach((id, d) => (byId[id] = d))
    return (id) => (id >= 0 && id < byId.length ? byId[id]! : -1)
  }
  const byId = new Map<number, number>()
  ids.forEach((id, d) => byId.set(id, d))
  return (id) => byId.get(id) ?? -1
}

function idList(csv: string, denseOf: (id: number) => number): Int32Array {
  const parts = csv.split(',')
  const list = new Int32Array(parts.length)
  let n = 0
  for (const part of parts) {
    const dense = denseOf(Number(part))
    if (dense >= 0) list[n++] = dense
  }
  return list.subarray(0, n).sort()
}

/** Builds the index from its source rows. */
export function buildCatalogueIndex(source: CatalogueSource): CatalogueIndex {
  const size = source.products.length
  const ids = new Int32Array(size)
  const status = new Uint8Array(size)
  const visibility = new Uint8Array(size)
  const inStock = new Uint8Array(size)
  const position = new Int32Array(size)
  const pricePence = new Int32Array(size)
  const specials: { dense: number; pence: number; from: string | null; to: string | null }[] = []
  source.products.forEach(([id, st, vis, stock, pos, price, special, from, to], dense) => {
    ids[dense] = id
    status[dense] = st
    visibility[dense] = vis
    inStock[dense] = stock
    position[dense] = pos
    pricePence[dense] = price
    if (special !== null && special < price) specials.push({ dense, pence: special, from, to })
  })
  const denseOf = denseLookup(ids)

  const byPosition = Int32Array.from({ length: size }, (_, d) => d).sort((a, b) => position[a]! - position[b]! || ids[a]! - ids[b]!)
  const orderRank = new Int32Array(size)
  byPosition.forEach((dense, rank) => (orderRank[dense] = rank))

  const options = new Map<string, Map<number, Int32Array>>()
  const values: { code: string; optionId: number }[] = []
  const valueLists: Int32Array[] = []
  const perProduct = new Int32Array(size + 1)
  for (const [code, optionId, csv] of source.options) {
    const list = idList(csv, denseOf)
    let byOption = options.get(code)
    if (!byOption) options.set(code, (byOption = new Map()))
    byOption.set(optionId, list)
    values.push({ code, optionId })
    valueLists.push(list)
    for (const dense of list) perProduct[dense + 1] = perProduct[dense + 1]! + 1
  }
  const valueStart = new Int32Array(size + 1)
  for (let d = 0; d < size; d++) valueStart[d + 1] = valueStart[d]! + perProduct[d + 1]!
  const valueOf = new Int32Array(valueStart[size]!)
  const fill = valueStart.slice(0, size)
  valueLists.forEach((list, value) => {
    for (const dense of list) {
      valueOf[fill[dense]!] = value
      fill[dense] = fill[dense]! + 1
    }
  })

  const categories = new Map<number, Int32Array>()
  for (const [categoryId, csv] of source.categories) categories.set(categoryId, idList(csv, denseOf))

  const names = source.products.map((row) => row[9])
  const skus = source.products.map((row) => row[10])
  // An array a store view, not a map: a third of the memory for 100,000 names.
  const storeNames = new Map<number, (string | undefined)[]>()
  for (const [productId, storeId, name] of source.storeNames) {
    const dense = denseOf(productId)
    if (dense < 0) continue
    let byProduct = storeNames.get(storeId)
    if (!byProduct) storeNames.set(storeId, (byProduct = new Array<string | undefined>(size)))
    byProduct[dense] = name
  }
  const storeNameLists = [...storeNames.values()]
  const otherNames = (dense: number) => storeNameLists.flatMap((byProduct) => byProduct[dense] ?? [])
  const nameWords = new Uint8Array(size)
  let totalWords = 0
  names.forEach((name, dense) => {
    // Words between spaces: near enough for a length, and a tenth of the cost of splitting as a search does.
    nameWords[dense] = Math.min(255, name.split(' ').length)
    totalWords += nameWords[dense]!
  })
  const words = buildTermIndex(size, (dense) => [
    { text: names[dense]!, weight: WEIGHT.name },
    ...otherNames(dense).map((text) => ({ text, weight: WEIGHT.name })),
    { text: skus[dense]!, weight: WEIGHT.sku },
    { text: source.products[dense]![11] ?? '', weight: WEIGHT.code },
  ])
  const modelWords = buildTermIndex(source.models.length, (model) => [{ text: source.models[model]![1], weight: WEIGHT.model }])
  const modelProducts = source.models.map(([categoryId]) => categories.get(categoryId) ?? new Int32Array(0))

  return {
    names,
    skus,
    storeNames,
    nameWords,
    averageNameWords: size ? totalWords / size : 1,
    words,
    modelWords,
    modelProducts,
    generation: source.generation,
    seq: source.seq,
    mark: source.mark,
    size,
    ids, denseOf, status, visibility, inStock, position, pricePence, specials, orderRank, byPosition, options, valueStart, valueOf, values, categories }
}

const finalPriceMemo = new WeakMap<CatalogueIndex, { day: string; prices: Int32Array }>()

/**
 * Every product's final price on `day` (YYYY-MM-DD): the special price while its window is open,
 * else the price, as `liveFinalPrice` has it in SQL. Kept for the last day asked.
 */
export function finalPrices(index: CatalogueIndex, day: string): Int32Array {
  const memo = finalPriceMemo.get(index)
  if (memo?.day === day) return memo.prices
  const prices = index.pricePence.slice()
  for (const { dense, pence, from, to } of index.specials) {
    if ((from === null || from.slice(0, 10) <= day) && (to === null || to.slice(0, 10) >= day)) prices[dense] = pence
  }
  finalPriceMemo.set(index, { day, prices })
  return prices
}
