/**
 * @module
 * Suggestions as the shopper types in the search box (SPEC §2 "Search box and search"): what the
 * `searchSuggestions` operation answers, when a term is worth asking about, and which categories
 * and printer models make the short list.
 */
/** Fewer characters than this suggest nothing: one letter matches half the catalogue. */
export const SUGGEST_MIN_TERM_LENGTH = 2
/** Longer input is no search term anyone types: the operation refuses it, the box does not ask. */
export const SUGGEST_MAX_INPUT_LENGTH = 100
export const SUGGESTED_PRODUCTS_MAX = 6
export const SUGGESTED_CATEGORIES_MAX = 4
/** Of those, at most this many brand or section pages, so printer models are not crowded out. */
export const SUGGESTED_PLAIN_CATEGORIES_MAX = 2

/** Prices in minor units (pence, cents) of the store's currency, as the shop holds money. */
export type SuggestedPrice = { incl: number; excl: number }

export type ProductSuggestion = {
  name: string
  /** Store-prefixed path of the product page. */
  url: string
  image: { url: string; label: string } | null
  pricePence: SuggestedPrice | null
}

export type CategorySuggestion = {
  name: string
  /** Store-prefixed path of the category page. */
  url: string
  /** The top-level section it sits in ("Ink Cartridges"), telling apart brands of the same name. */
  section: string | null
  printerModel: boolean
}

export type SearchSuggestions = { products: ProductSuggestion[]; categories: CategorySuggestion[] }

export const NO_SUGGESTIONS: SearchSuggestions = { products: [], categories: [] }

/**
 * What the box sends as the shopper types: the input trimmed; null when it is too short to be worth
 * a request or too long to be a search term. The operation cleans it as the search does.
 * @example suggestionInput(' hp ') // 'hp'
 */
export function suggestionInput(raw: string): string | null {
  const input = raw.trim()
  return input.length >= SUGGEST_MIN_TERM_LENGTH && input.length <= SUGGEST_MAX_INPUT_LENGTH ? input : null
}

/**
 * The categories to show, in the back end's order within each kind: brand and section pages first
 * (at most `SUGGESTED_PLAIN_CATEGORIES_MAX`), then printer models; either kind fills the places
 * the other leaves empty.
 */
export function pickCategorySuggestions(found: readonly CategorySuggestion[], limit = SUGGESTED_CATEGORIES_MAX): CategorySuggestion[] {
  const plain = found.filter((category) => !category.printerModel)
  const models = found.filter((category) => category.printerModel)
  const plainShown = Math.max(Math.min(plain.length, SUGGESTED_PLAIN_CATEGORIES_MAX), limit - models.length)
  return [...plain.slice(0, plainShown), ...models].slice(0, limit)
}
