/**
 * @module
 * How shopper text and catalogue text become words, the same on both sides: lower case, accents
 * off, split at anything that is not a letter or digit. The catalogue's words also carry the
 * forms a shopper types for codes: "TN-2420" is also "tn2420", "HP 305" also "hp305", and "305XL"
 * also "305" and "xl" (docs/backend.md "Search").
 */

/** Words of a text: lower case, accents removed, split at every other character. */
export function wordsOf(text: string): string[] {
  // Most catalogue text is ASCII: it has no accents to take off.
  const plain = /^[\x00-\x7f]*$/.test(text) ? text.toLowerCase() : text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase()
  return plain.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
}

const MIXED = /\p{L}\p{N}|\p{N}\p{L}/u
const STARTS_WITH_DIGIT = /^\p{N}/u
const ENDS_WITH_DIGIT = /\p{N}$/u

/**
 * The words a catalogue text is found by: each word (exact), the pairs a shopper writes as one
 * code (letters then digits, or digits then letters: "tn 2420", "305 xl"; exact), and the runs of
 * letters and digits inside a code ("305xl": 305, xl; not exact, so they rank below a real word).
 * Each is handed to `found` as it is met.
 */
export function indexWords(text: string, found: (word: string, exact: boolean) => void): void {
  const words = wordsOf(text)
  const mixed = words.map((word) => MIXED.test(word))
  words.forEach((word, i) => {
    found(word, true)
    const next = words[i + 1]
    if (next !== undefined && !mixed[i]) {
      const digits = ENDS_WITH_DIGIT.test(word)
      // Letters then a code ("hp 305xl"), or a number then letters ("305 xl").
      if (digits ? !mixed[i + 1] && !STARTS_WITH_DIGIT.test(next) : STARTS_WITH_DIGIT.test(next)) found(word + next, true)
    }
    if (mixed[i]) for (const run of word.match(/\p{L}+|\p{N}+/gu)!) found(run, false)
  })
}

/**
 * Other forms of a shopper's word that should find the same products: the singular of a plural
 * ("cartridges", "batteries", "boxes"), for words of four letters or more.
 */
export function singularForms(word: string): string[] {
  if (word.length < 4 || !word.endsWith('s') || word.endsWith('ss')) return []
  const forms = [word.slice(0, -1)]
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`)
  else if (/(?:x|ch|sh|ss|s)es$/.test(word)) forms.push(word.slice(0, -2))
  return forms
}

/** Whether `a` and `b` differ by one edit: a letter changed, added, dropped, or two neighbours swapped. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  if (long.length - short.length > 1) return false
  let i = 0
  while (i < short.length && short[i] === long[i]) i++
  if (short.length === long.length) {
    if (short.slice(i + 1) === long.slice(i + 1)) return true
    return short[i] === long[i + 1] && short[i + 1] === long[i] && short.slice(i + 2) === long.slice(i + 2)
  }
  return short.slice(i) === long.slice(i + 1)
}
