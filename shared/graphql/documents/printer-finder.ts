/**
 * @module
 * The printer finder's reads (brand, then series, then model): categories by URL path with their
 * children. The documents are in `printer-finder/`; their types are generated.
 */
import type { PrinterFinderModelsQuery, PrinterFinderSeriesQuery } from '../generated'

export { PrinterFinderModelsDocument as PRINTER_FINDER_MODELS, PrinterFinderSeriesDocument as PRINTER_FINDER_SERIES } from '../generated'

/** A brand's ink or toner page with its series, as the back end answers it. */
export type FinderBrandSection = NonNullable<NonNullable<NonNullable<PrinterFinderSeriesQuery['categories']>['items']>[number]>
/** A series with its model pages, as the back end answers it. */
export type FinderSeriesCategory = NonNullable<NonNullable<NonNullable<PrinterFinderModelsQuery['categories']>['items']>[number]>
