/**
 * @module
 * What the paper and labels finder's page is rendered from: the answered steps, the sizes the
 * chosen type comes in (the back end's `paper_size` options), and the listing of what matches.
 */
import type { PaperFinderSteps } from '../rules/paper-finder'
import type { ListingView } from './listing-view'

export type PaperSizeChoice = { slug: string; label: string; count: number }

export type PaperFinderView = {
  steps: PaperFinderSteps
  /** The chosen size as the back end names it (A4, 6x4), when one is chosen. */
  sizeLabel: string | null
  /** The chosen type's sizes, once a type is chosen; empty before. */
  sizes: readonly PaperSizeChoice[]
  listing: ListingView
}
