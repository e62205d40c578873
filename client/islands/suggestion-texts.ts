/**
 * @module
 * The texts of the search box's suggestion list. The header renders them once per page, as JSON in
 * a script element with this id, so every search box (the header's, the mobile Search tab's, the
 * not-found page's) finds them without carrying them in its own markup or props.
 */
import type { Messages } from '../../shared/messages/pick-messages'

export const SUGGESTION_TEXTS_ID = 'search-suggestion-texts'

export const SUGGESTION_TEXTS = [
  'search.suggest.label',
  'search.suggest.products',
  'search.suggest.categories',
  'search.suggest.printerModel',
  'search.suggest.count',
  'search.suggest.one',
  'search.suggest.none',
  'header.vat.including',
  'header.vat.excluding',
] as const

export type SuggestionTexts = Messages<(typeof SUGGESTION_TEXTS)[number]>
