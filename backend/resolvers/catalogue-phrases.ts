/**
 * @module
 * The few catalogue labels Magento takes from its own phrases rather than from an attribute's
 * store label: the category facet, the price facet and the sort orders. Magento's language packs
 * translate them for a store view's locale; these are the German ones. A locale without its own
 * phrases gets the English phrase.
 */

const ENGLISH = ['Category', 'Price', 'Relevance', 'Position', 'Product Name'] as const

export type CataloguePhrase = (typeof ENGLISH)[number]

const BY_LOCALE: ReadonlyMap<string, Readonly<Record<CataloguePhrase, string>>> = new Map([
  ['de_DE', { Category: 'Kategorie', Price: 'Preis', Relevance: 'Relevanz', Position: 'Position', 'Product Name': 'Produktname' }],
])

/** The phrase in the store view's language. */
export function cataloguePhrase(phrase: CataloguePhrase, locale: string): string {
  return BY_LOCALE.get(locale)?.[phrase] ?? phrase
}
