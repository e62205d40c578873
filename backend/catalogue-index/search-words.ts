/**
 * @module
 * How shopper text and catalogue text become words, the same on both sides: lower case, accents
 * off, split at anything that is not a letter or digit. The catalogue's words also carry the
 * forms a shopper types for codes: "TN-2420" is also "tn2420", "HP 305" also "hp305", and "305XL"
 * also "305" and "xl" (README "Search").
 */

/** Words of a text: lower case, accents removed, split at every other character. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

const LETTERS = /^\p{L}+$/u
const DIGITS = /^\p{N}+$/u

/** A word's runs of letters and of digits ("3ym61ae" gives 3, ym, 61, ae); none for a plain word. */
function runsOf(word: string): string[] {
  const runs = word.match(/\p{L}+|\p{N}+/gu) ?? []
  return runs.length > 1 ? runs : []
}

export type IndexedWord = { word: string; exact: boolean }

/**
 * The words a catalogue text is found by: each word (exact), the pairs a shopper writes as one
 * code (letters then digits, or digits then letters: "tn 2420", "305 xl"; exact), and the runs of
 * letters and digits inside a code ("305xl": 305, xl; not exact, so they rank below a real word).
 */
export function indexWords(text: string): IndexedWord[] {
  const words = wordsOf(text)
  const found: IndexedWord[] = []
  words.forEach((word, i) => {
    found.push({ word, exact: true })
    const next = words[i + 1]
    if (next !== undefined && ((LETTERS.test(word) && /^\p{N}/u.test(next)) || (DIGITS.test(word) && LETTERS.test(next)))) found.push({ word: word + next, exact: true })
    for (const run of runsOf(word)) found.push({ word: run, exact: false })
  })
  return found
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
