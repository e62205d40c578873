/**
 * @module
 * A shopper's search over the index's words (docs/backend.md "Search"). Each word of the search finds the
 * products with a catalogue word starting with it, or with its singular, or (for a word of five
 * letters or more that finds nothing) one letter away from it. A product's score adds, for each
 * search word, the weight of the best place it was found (name, SKU, code, printer model) times
 * how well (the whole word, a word it starts, a typo), times how rare the word is, and a shorter
 * name scores higher. Near-equal scores are ranked by the listing's own order.
 */
import type { TextSearch } from '../db/product-query'
import type { CatalogueIndex } from './catalogue-index'
import { singularForms, wordsOf } from './search-words'
import { prefixRange, termsOneEditFrom, type TermIndex } from './term-index'

/** At most this many words of a search count, as a search box's text rarely has more. */
export const MAX_SEARCH_WORDS = 12

/** The search of a shopper's text; null when no word is left. */
export function textSearch(text: string, mode: 'all' | 'any' = 'all'): TextSearch | null {
  const words = [...new Set(wordsOf(text))].slice(0, MAX_SEARCH_WORDS)
  return words.length ? { words, mode } : null
}

/** Products found (dense numbers) and, when asked, each one's rank: lower is better, as bm25's. */
export type TextMatches = { dense: readonly number[]; rank: Float64Array | null }

/** Scores are compared in steps of ten per cent. */
const LOG_STEP = Math.log(1.1)

const HOW_WELL = { whole: 1, singular: 0.9, start: 0.6, typo: 0.5 } as const

/** Terms of one index a word finds, each with how well it matches. */
function termsFor(index: TermIndex, word: string): { term: number; factor: number }[] {
  const found = new Map<number, number>()
  const add = (term: number, factor: number) => {
    if ((found.get(term) ?? 0) < factor) found.set(term, factor)
  }
  const startsWith = (prefix: string, whole: number) => {
    const [from, to] = prefixRange(index, prefix)
    for (let t = from; t < to; t++) add(t, index.terms[t] === prefix ? whole : HOW_WELL.start)
  }
  startsWith(word, HOW_WELL.whole)
  for (const form of singularForms(word)) startsWith(form, HOW_WELL.singular)
  return [...found].map(([term, factor]) => ({ term, factor }))
}

function typoTerms(index: TermIndex, word: string): { term: number; factor: number }[] {
  return word.length < 5 ? [] : termsOneEditFrom(index, word).map((term) => ({ term, factor: HOW_WELL.typo }))
}

/** Scratch arrays, reused: matching runs to its end without yielding, so no two overlap. */
let scratch: { size: number; best: Float32Array; score: Float64Array; hits: Uint8Array } | null = null

export function matchText(index: CatalogueIndex, search: TextSearch, ranked: boolean): TextMatches {
  if (scratch?.size !== index.size) scratch = { size: index.size, best: new Float32Array(index.size), score: new Float64Array(index.size), hits: new Uint8Array(index.size) }
  const { best, score, hits } = scratch
  const seen: number[] = []
  for (const word of search.words) {
    let own = termsFor(index.words, word)
    let models = termsFor(index.modelWords, word)
    if (!own.length && !models.length) {
      own = typoTerms(index.words, word)
      models = typoTerms(index.modelWords, word)
    }
    const touched: number[] = []
    const credit = (dense: number, value: number) => {
      if (best[dense] === 0) touched.push(dense)
      if (best[dense]! < value) best[dense] = value
    }
    for (const { term, factor } of own) {
      for (let p = index.words.start[term]!; p < index.words.start[term + 1]!; p++) credit(index.words.docs[p]!, index.words.weights[p]! * factor)
    }
    for (const { term, factor } of models) {
      for (let p = index.modelWords.start[term]!; p < index.modelWords.start[term + 1]!; p++) {
        const value = index.modelWords.weights[p]! * factor
        for (const dense of index.modelProducts[index.modelWords.docs[p]!]!) credit(dense, value)
      }
    }
    // Rarer words say more about what the shopper wants.
    const rarity = Math.log(1 + index.size / Math.max(1, touched.length))
    for (const dense of touched) {
      if (hits[dense] === 0) seen.push(dense)
      hits[dense] = hits[dense]! + 1
      score[dense] = score[dense]! + rarity * best[dense]!
      best[dense] = 0
    }
  }
  const needed = search.mode === 'all' ? search.words.length : 1
  const dense: number[] = []
  const rank = ranked ? new Float64Array(index.size) : null
  for (const d of seen) {
    if (hits[d]! >= needed) {
      dense.push(d)
      if (rank) {
        // Scores within a tenth of each other count as equal, so the listing's order (best sellers
        // first) decides between near-equal matches rather than a word more or less in a name.
        const relevance = score[d]! / (0.75 + (0.25 * index.nameWords[d]!) / index.averageNameWords)
        rank[d] = -Math.round(Math.log(relevance) / LOG_STEP)
      }
    }
    hits[d] = 0
    score[d] = 0
  }
  return { dense, rank }
}
