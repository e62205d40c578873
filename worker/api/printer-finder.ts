/**
 * @module
 * The printer finder's named operations: with JavaScript, choosing a brand or a series loads the
 * next step's list through these instead of loading the finder page again. Anonymous and
 * cacheable GETs; they answer the same lists the finder page shows (`shared/rules/printer-finder`),
 * so the browser gets no Magento shapes.
 */
import { PRINTER_FINDER_MODELS, PRINTER_FINDER_SERIES } from '../../shared/graphql/documents/printer-finder'
import { brandSectionPaths, finderBrand, finderModels, seriesGroups, type FinderBrand } from '../../shared/rules/printer-finder'
import { runsDocument } from './define-operation'

/** The contract's schema let only listed brands through. */
const brandOf = (slug: string): FinderBrand => {
  const brand = finderBrand(slug)
  if (!brand) throw new RangeError(`no finder brand ${slug}`)
  return brand
}

export const printerFinderSeries = runsDocument('printerFinderSeries', {
  document: PRINTER_FINDER_SERIES,
  asCustomer: false,
  prepare: ({ input }) => ({ variables: { brandPaths: brandSectionPaths(brandOf(input.brand)) } }),
  answer: (data, { input }) => {
    const brand = brandOf(input.brand)
    return { brand, groups: seriesGroups(brand, data.categories?.items ?? []) }
  },
})

export const printerFinderModels = runsDocument('printerFinderModels', {
  document: PRINTER_FINDER_MODELS,
  asCustomer: false,
  prepare: ({ input }) => ({ variables: { seriesPath: input.series } }),
  answer: (data, { input }) => {
    const series = data.categories?.items?.[0]
    return { series: { name: series?.name ?? '', key: input.series }, models: series ? finderModels(series) : [] }
  },
})
