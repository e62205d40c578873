/**
 * @module
 * The printer finder's steps ("Find cartridges for your printer"): brand (SPEC §9 brand lists),
 * then printer series, then printer model, whose page lists the cartridges that fit. Cut from the
 * back end's category tree (section -> brand -> series -> model) to what a link needs, so the page,
 * the island and its endpoint all show the same lists.
 */
import {
  OTHER_PRINTER_BRANDS,
  POPULAR_PRINTER_BRANDS,
  PRINTER_FINDER_PATH,
  PRINTER_FINDER_SECTIONS,
  PRINTER_TYPES,
  PRINTERS_SEGMENT,
  printerSlug,
  type PrinterFinderKind,
} from '../constants/printers'
import type { FinderBrandSection, FinderSeriesCategory } from '../graphql/documents/printer-finder'
import { categoryPath } from './menu'

/** A link of a step; `path` is inside the store view (the caller adds the store prefix). */
export type FinderLink = { name: string; path: string }
export type FinderBrand = { slug: string; name: string }
/** A series is named in URLs by its category's URL path (`ink-cartridges/hp/officejet-pro`). */
export type FinderSeries = { name: string; key: string }
/** A brand's series of one kind; the finder shows ink and toner series as separate groups. */
export type FinderSeriesGroup = { kind: PrinterFinderKind; series: FinderSeries[] }

/** The second step's answer: the brand and its series, ink first. */
export type FinderSeriesList = { brand: FinderBrand; groups: FinderSeriesGroup[] }
/** The third step's answer: the series and its printer model pages. */
export type FinderModelList = { series: FinderSeries; models: FinderLink[] }

/** What the finder shows: each later step only once the one before it is chosen. */
export type PrinterFinderView = { brand: FinderBrand | null; groups: FinderSeriesGroup[]; series: FinderSeries | null; models: FinderLink[] }

/** The finder before anything is chosen. */
export const FINDER_FIRST_STEP: PrinterFinderView = { brand: null, groups: [], series: null, models: [] }

const toBrand = (name: string): FinderBrand => ({ slug: printerSlug(name), name })

/** SPEC §9 "Printer brand lists": popular and other brands, each a step into the finder. */
export const FINDER_BRANDS = {
  popular: POPULAR_PRINTER_BRANDS.map(toBrand),
  other: OTHER_PRINTER_BRANDS.map(toBrand),
} as const

const BRANDS_BY_SLUG: ReadonlyMap<string, FinderBrand> = new Map([...FINDER_BRANDS.popular, ...FINDER_BRANDS.other].map((b) => [b.slug, b]))

/** Every brand's slug, for validating a query. */
export const FINDER_BRAND_SLUGS: readonly string[] = [...BRANDS_BY_SLUG.keys()]

/** The brand with this slug, or null for one not in SPEC §9's lists. A Map, as the slug comes from a URL. */
export function finderBrand(slug: string): FinderBrand | null {
  return BRANDS_BY_SLUG.get(slug) ?? null
}

/**
 * SPEC §9 printer types: they lead to the printers type pages, not into the finder.
 * @example printerTypeLinks()[0] // { name: 'Dot matrix', path: '/printers/dot-matrix.html' }
 */
export function printerTypeLinks(): FinderLink[] {
  return PRINTER_TYPES.map((name) => ({ name, path: `/${PRINTERS_SEGMENT}/${printerSlug(name)}.html` }))
}

/** The brand's ink and toner pages, as URL paths (`ink-cartridges/hp`, `toner-cartridges/hp`). */
export function brandSectionPaths(brand: FinderBrand): string[] {
  return PRINTER_FINDER_SECTIONS.map((section) => `${section.urlPath}/${brand.slug}`)
}

const SERIES_SEGMENT = /^[a-z0-9][a-z0-9-]{0,99}$/

/** Whether a series key names a series of this brand (one segment below its ink or toner page). */
export function isSeriesOfBrand(brand: FinderBrand, key: string): boolean {
  return brandSectionPaths(brand).some((section) => key.startsWith(`${section}/`) && SERIES_SEGMENT.test(key.slice(section.length + 1)))
}

/** The brand's series from its ink and toner pages; an empty group is left out (Epson has no toner here). */
export function seriesGroups(brand: FinderBrand, sections: readonly (FinderBrandSection | null)[]): FinderSeriesGroup[] {
  return PRINTER_FINDER_SECTIONS.flatMap((section) => {
    const page = sections.find((s) => s?.url_path === `${section.urlPath}/${brand.slug}`)
    const series = (page?.children ?? []).flatMap((child) => {
      const name = child?.name?.trim()
      const key = child?.url_path?.trim()
      return name && key && isSeriesOfBrand(brand, key) ? [{ name, key }] : []
    })
    return series.length > 0 ? [{ kind: section.kind, series }] : []
  })
}

const byModelName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

/** A series' printer model pages, by name in natural order ("9010" before "9012", "M15" before "M110"). */
export function finderModels(series: FinderSeriesCategory): FinderLink[] {
  return (series.children ?? [])
    .flatMap((child) => {
      const name = child?.name?.trim()
      const urlPath = child?.url_path?.trim()
      return name && urlPath ? [{ name, path: categoryPath(urlPath) }] : []
    })
    .sort((a, b) => byModelName.compare(a.name, b.name))
}

/**
 * The finder's own page at a step, for links that work without JavaScript.
 * @example finderStepPath({ brand: 'hp' }) // '/printer-finder?brand=hp'
 */
export function finderStepPath(step: { brand?: string; series?: string } = {}): string {
  const query = new URLSearchParams()
  if (step.brand) query.set('brand', step.brand)
  if (step.series) query.set('series', step.series)
  const search = query.toString()
  return search ? `${PRINTER_FINDER_PATH}?${search}` : PRINTER_FINDER_PATH
}
