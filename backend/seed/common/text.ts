/**
 * @module
 * Small text helpers for seed content: URL keys, number formatting and HTML snippets.
 */

/** Lowercase-hyphen URL key: 'HP 963XL Black (3JA30AE)' -> 'hp-963xl-black-3ja30ae'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** '2000' -> '2,000', as British copy writes page counts. */
export function thousands(value: number): string {
  return Math.round(value).toLocaleString('en-GB')
}

export function paragraphs(...texts: string[]): string {
  return texts.map((t) => `<p>${t}</p>`).join('\n')
}

export function bulletList(items: readonly string[]): string {
  return `<ul>\n${items.map((i) => `  <li>${i}</li>`).join('\n')}\n</ul>`
}

/** The item at an index that the caller knows exists (the lists are our own constants). */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index]
  if (item === undefined) throw new RangeError(`seed: no item at ${index}`)
  return item
}

/** Joins names the way a sentence lists them: 'A, B and C'. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}
