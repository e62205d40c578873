import { pickMessages } from '../../../shared/messages/pick-messages'
import type { PrinterFinderView } from '../../../shared/rules/printer-finder'
import { Island } from '../../islands/island'
import { ISLAND_TEXT_KEYS } from '../../islands/island-texts'
import type { PageProps } from '../page-props'

/**
 * The printer finder as a page shows it: its steps are plain links until the shopper first
 * reaches them, when the island hydrates (`hydrate="interaction"`), so its chunk is no part of the
 * page's first load.
 */
export function PrinterFinderIsland({ store, t, view, headingLevel }: PageProps & { view: PrinterFinderView; headingLevel: 2 | 3 }) {
  return (
    <Island name="printer-finder" hydrate="interaction" props={{ texts: pickMessages(t, ISLAND_TEXT_KEYS['printer-finder']), pathPrefix: store.pathPrefix, headingLevel, view }} />
  )
}
