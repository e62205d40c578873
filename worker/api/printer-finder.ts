/**
 * @module
 * The printer finder's named operations: with JavaScript, choosing a brand or a series loads the
 * next step's list through these instead of loading the finder page again. Anonymous and
 * cacheable GETs; they answer the same lists the finder page shows (`shared/rules/printer-finder`),
 * so the browser gets no Magento shapes.
 */
import { z } from 'zod'
import { PRINTER_FINDER_MODELS, PRINTER_FINDER_SERIES } from '../../shared/graphql/documents/printer-finder'
import {
  brandSectionPaths,
  finderBrand,
  finderModels,
  isSeriesOfBrand,
  seriesGroups,
  FINDER_BRAND_SLUGS,
  type FinderBrand,
  type FinderModelList,
  type FinderSeriesList,
} from '../../shared/rules/printer-finder'
import { defineOperation } from './define-operation'

const brandSlug = z.string().refine((slug) => FINDER_BRAND_SLUGS.includes(slug), 'not a printer brand of the finder')

/** The schema let only listed brands through. */
const brandOf = (slug: string): FinderBrand => {
  const brand = finderBrand(slug)
  if (!brand) throw new RangeError(`no finder brand ${slug}`)
  return brand
}

export const printerFinderSeries = defineOperation({
  document: PRINTER_FINDER_SERIES,
  kind: 'query',
  asCustomer: false,
  variables: z.object({ brand: brandSlug }).strict(),
  prepare: ({ input }) => ({ variables: { brandPaths: brandSectionPaths(brandOf(input.brand)) } }),
  after: (data, { input }): FinderSeriesList => {
    const brand = brandOf(input.brand)
    return { brand, groups: seriesGroups(brand, data.categories?.items ?? []) }
  },
})

export const printerFinderModels = defineOperation({
  document: PRINTER_FINDER_MODELS,
  kind: 'query',
  asCustomer: false,
  variables: z
    .object({ brand: brandSlug, series: z.string().max(250) })
    .strict()
    .refine((input) => FINDER_BRAND_SLUGS.includes(input.brand) && isSeriesOfBrand(brandOf(input.brand), input.series), {
      message: 'not a printer series of the brand',
      path: ['series'],
    }),
  prepare: ({ input }) => ({ variables: { seriesPath: input.series } }),
  after: (data, { input }): FinderModelList => {
    const series = data.categories?.items?.[0]
    return { series: { name: series?.name ?? '', key: input.series }, models: series ? finderModels(series) : [] }
  },
})
