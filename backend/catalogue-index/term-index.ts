/**
 * @module
 * An inverted index of words: for each distinct word (sorted, so a prefix is a range), the
 * documents that hold it, ascending, each with the weight of the best place it was found. Built
 * in one pass over documents in ascending order, into typed arrays.
 */
import { indexWords, oneEditApart } from './search-words'

export type TermIndex = {
  /** Distinct words, ascending. */
  terms: readonly string[]
  /** Postings of term t: docs[start[t] .. start[t + 1]), weights alongside. */
  start: Int32Array
  docs: Int32Array
  weights: Uint8Array
}

/** A growable Int32Array/Uint8Array pair. */
class Pairs {
  terms = new Int32Array(1 << 16)
  weights = new Uint8Array(1 << 16)
  docs = new Int32Array(1 << 16)
  length = 0
  push(term: number, doc: number, weight: number) {
    if (this.length === this.terms.length) {
      const grow = <A extends Int32Array | Uint8Array>(a: A): A => {
        const bigger = new (a.constructor as new (n: number) => A)(a.length * 2)
        bigger.set(a)
        return bigger
      }
      this.terms = grow(this.terms)
      this.weights = grow(this.weights)
      this.docs = grow(this.docs)
    }
    this.terms[this.length] = term
    this.docs[this.length] = doc
    this.weights[this.length] = weight
    this.length++
  }
}

/** A text of a document and the weight of a word found in it (a code's inner runs get half). */
export type WeightedText = { text: string; weight: number }

/**
 * Builds the index over documents 0..count-1; `textsOf(doc)` gives each document's texts. A word
 * found in several places of one document keeps its best weight.
 */
export function buildTermIndex(count: number, textsOf: (doc: number) => readonly WeightedText[]): TermIndex {
  const ids = new Map<string, number>()
  const words: string[] = []
  const pairs = new Pairs()
  // The document's words so far and their best weight: a word met again in the same document
  // (its last document is this one) only raises its weight.
  let lastDoc = new Int32Array(1024).fill(-1)
  let bestWeight = new Uint8Array(1024)
  const inDoc: number[] = []
  for (let doc = 0; doc < count; doc++) {
    inDoc.length = 0
    for (const { text, weight } of textsOf(doc)) {
      indexWords(text, (word, exact) => {
        let id = ids.get(word)
        if (id === undefined) {
          id = words.length
          ids.set(word, id)
          words.push(word)
          if (id === lastDoc.length) {
            const more = new Int32Array(id * 2).fill(-1)
            more.set(lastDoc)
            lastDoc = more
            const heavier = new Uint8Array(id * 2)
            heavier.set(bestWeight)
            bestWeight = heavier
          }
        }
        const w = exact ? weight : weight >> 1
        if (lastDoc[id] !== doc) {
          lastDoc[id] = doc
          bestWeight[id] = w
          inDoc.push(id)
        } else if (bestWeight[id]! < w) bestWeight[id] = w
      })
    }
    for (const id of inDoc) pairs.push(id, doc, bestWeight[id]!)
  }
  // Sorted order of the words, and each pair's place in it (a counting sort: docs stay ascending).
  const order = words.map((_, i) => i).sort((a, b) => (words[a]! < words[b]! ? -1 : words[a]! > words[b]! ? 1 : 0))
  const rankOf = new Int32Array(words.length)
  order.forEach((id, rank) => (rankOf[id] = rank))
  const start = new Int32Array(words.length + 1)
  for (let i = 0; i < pairs.length; i++) {
    const t = rankOf[pairs.terms[i]!]! + 1
    start[t] = start[t]! + 1
  }
  for (let t = 0; t < words.length; t++) start[t + 1] = start[t + 1]! + start[t]!
  const fill = start.slice(0, words.length)
  const docs = new Int32Array(pairs.length)
  const weights = new Uint8Array(pairs.length)
  for (let i = 0; i < pairs.length; i++) {
    const t = rankOf[pairs.terms[i]!]!
    const at = fill[t]!
    docs[at] = pairs.docs[i]!
    weights[at] = pairs.weights[i]!
    fill[t] = at + 1
  }
  return { terms: order.map((id) => words[id]!), start, docs, weights }
}

/** The first term not below `word`. */
function lowerBound(terms: readonly string[], word: string): number {
  let lo = 0
  let hi = terms.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (terms[mid]! < word) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Terms starting with `prefix`, as a range [from, to) of the sorted terms. */
export function prefixRange(index: TermIndex, prefix: string): [number, number] {
  const from = lowerBound(index.terms, prefix)
  let to = from
  while (to < index.terms.length && index.terms[to]!.startsWith(prefix)) to++
  return [from, to]
}

/** The term equal to `word`, or -1. */
export function termOf(index: TermIndex, word: string): number {
  const at = lowerBound(index.terms, word)
  return index.terms[at] === word ? at : -1
}

/** Terms one edit from `word` (a typo of one letter), with the same first letter: typos rarely start a word. */
export function termsOneEditFrom(index: TermIndex, word: string): number[] {
  const found: number[] = []
  index.terms.forEach((term, t) => {
    if (Math.abs(term.length - word.length) <= 1 && term[0] === word[0] && oneEditApart(term, word)) found.push(t)
  })
  return found
}
