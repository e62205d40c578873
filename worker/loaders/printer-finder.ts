/**
 * @module
 * The printer finder's page at any step: the chosen brand's ink and toner series, and the chosen
 * series' printer models (SPEC §9 brand lists; the category tree's brand -> series -> model).
 */
import { PRINTER_FINDER_MODELS, PRINTER_FINDER_SERIES } from '../../shared/graphql/documents/printer-finder'
import {
  brandSectionPaths,
  finderBrand,
  finderModels,
  isSeriesOfBrand,
  seriesGroups,
  FINDER_FIRST_STEP,
  type FinderBrand,
  type FinderLink,
  type FinderSeriesGroup,
  type PrinterFinderView,
} from '../../shared/rules/printer-finder'
import type { LoaderContext, PageData } from './loader-context'

export type PrinterFinderChoice = { brand?: string | undefined; series?: string | undefined }

/** A brand's ink and toner series. */
export async function loadFinderSeries(ctx: LoaderContext, brand: FinderBrand): Promise<FinderSeriesGroup[]> {
  const data = await ctx.graphql.query(PRINTER_FINDER_SERIES, { brandPaths: brandSectionPaths(brand) })
  return seriesGroups(brand, data.categories?.items ?? [])
}

/** A series' printer models; empty when the back end has no such series. */
export async function loadFinderModels(ctx: LoaderContext, seriesKey: string): Promise<FinderLink[]> {
  const series = (await ctx.graphql.query(PRINTER_FINDER_MODELS, { seriesPath: seriesKey })).categories?.items?.[0]
  return series ? finderModels(series) : []
}

/**
 * Null for a brand outside SPEC §9's lists (the route answers 404). A series the brand does not
 * have (an old link, a typo) shows the brand's series again rather than failing.
 */
export async function loadPrinterFinder(ctx: LoaderContext, choice: PrinterFinderChoice): Promise<PageData<PrinterFinderView> | null> {
  if (choice.brand === undefined) return { critical: FINDER_FIRST_STEP, deferred: {} }
  const brand = finderBrand(choice.brand)
  if (!brand) return null
  const groups = await loadFinderSeries(ctx, brand)
  const series = choice.series !== undefined && isSeriesOfBrand(brand, choice.series) ? groups.flatMap((g) => g.series).find((s) => s.key === choice.series) : undefined
  const models = series ? await loadFinderModels(ctx, series.key) : []
  return { critical: { brand, groups, series: series ?? null, models }, deferred: {} }
}
