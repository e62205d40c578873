import type { PrinterFinderText } from './printer-finder'

/** Every catalogue text the printer finder island shows, for `pickMessages` on the server. */
export const PRINTER_FINDER_TEXTS: readonly PrinterFinderText[] = [
  'finder.step.brand',
  'finder.step.series',
  'finder.step.model',
  'finder.brands.popular',
  'finder.brands.other',
  'finder.types',
  'finder.group.ink',
  'finder.group.toner',
  'finder.noSeries',
  'finder.noSeries.link',
  'finder.noModels',
  'finder.filter.label',
  'finder.filter.none',
  'finder.filter.count',
  'finder.loading',
]
