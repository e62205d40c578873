import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { interpolate } from '../../shared/messages/interpolate'
import type { Messages } from '../../shared/messages/pick-messages'
import { PRINTERS_SEGMENT } from '../../shared/constants/printers'
import {
  FINDER_BRANDS,
  finderStepPath,
  printerTypeLinks,
  type FinderBrand,
  type FinderLink,
  type FinderSeries,
  type PrinterFinderView,
} from '../../shared/rules/printer-finder'
import { storePath } from '../../shared/rules/store-from-path'
import { BrandStep, ModelStep, SeriesStep, type FinderStepText, type StepLink } from '../components/finder/finder-steps'
import type { ApiResult } from '../runtime/api'
import { loadFinderModels, loadFinderSeries } from '../stores/printer-finder'
import { useHydrated } from './use-hydrated'

export type PrinterFinderText = FinderStepText | 'finder.filter.label' | 'finder.filter.none' | 'finder.filter.count' | 'finder.loading'

export type PrinterFinderProps = {
  texts: Messages<PrinterFinderText>
  pathPrefix: string
  /** 2 on the finder's own page (under its h1), 3 inside the home page's finder section. */
  headingLevel: 2 | 3
  view: PrinterFinderView
}

/** Long model lists get a filter box (scripts only: without them the list is all there is). */
const FILTER_FROM_MODELS = 9

/** A click the browser should handle itself: a new tab or window, a download. */
const isModified = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey

const matches = (name: string, words: readonly string[]) => {
  const lower = name.toLowerCase()
  return words.every((word) => lower.includes(word))
}

/**
 * "Find cartridges for your printer": brand, then series, then model (SPEC §9 brand lists). Every
 * step is a list of links to the finder's own page at the next step, so it works without
 * JavaScript; once hydrated (on first interaction), choosing a brand or a series loads the next
 * list through a cacheable GET and shows it in place, with focus on its heading. The model links go
 * to the model's page. A list that cannot be loaded falls back to the link's page.
 */
export function PrinterFinder({ texts, pathPrefix, headingLevel, view: initial }: PrinterFinderProps) {
  const hydrated = useHydrated()
  const [view, setView] = useState(initial)
  const [loading, setLoading] = useState(false)
  const [filter, setFilter] = useState('')
  const [focusStep, setFocusStep] = useState<'series' | 'model' | null>(null)
  const latest = useRef(0)
  const seriesHeading = useRef<HTMLHeadingElement>(null)
  const modelHeading = useRef<HTMLHeadingElement>(null)
  const path = (p: string) => storePath({ pathPrefix }, p)

  useEffect(() => {
    if (focusStep) (focusStep === 'series' ? seriesHeading : modelHeading).current?.focus()
  }, [focusStep, view])

  async function load<Data>(event: MouseEvent<HTMLAnchorElement>, step: () => Promise<ApiResult<Data>>, show: (data: Data) => void) {
    if (isModified(event)) return
    event.preventDefault()
    const href = event.currentTarget.href
    const call = ++latest.current
    setLoading(true)
    const result = await step()
    if (call !== latest.current) return
    setLoading(false)
    if (!result.ok) return location.assign(href)
    show(result.data)
  }

  const chooseBrand = (brand: FinderBrand) => (event: MouseEvent<HTMLAnchorElement>) =>
    void load(event, () => loadFinderSeries(brand.slug), (data) => {
      setView({ brand: data.brand, groups: data.groups, series: null, models: [] })
      setFocusStep('series')
    })

  const chooseSeries = (brand: FinderBrand, series: FinderSeries) => (event: MouseEvent<HTMLAnchorElement>) =>
    void load(event, () => loadFinderModels(brand.slug, series.key), (data) => {
      setView((shown) => ({ ...shown, series, models: data.models }))
      setFilter('')
      setFocusStep('model')
    })

  const brandLink = (brand: FinderBrand): StepLink => ({
    key: brand.slug,
    name: brand.name,
    href: path(finderStepPath({ brand: brand.slug })),
    current: view.brand?.slug === brand.slug,
    onClick: chooseBrand(brand),
  })
  const typeLinks = printerTypeLinks().map((link: FinderLink): StepLink => ({ key: link.path, name: link.name, href: path(link.path), current: false }))

  const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean)
  const shownModels = words.length ? view.models.filter((m) => matches(m.name, words)) : view.models
  const filterBox =
    hydrated && view.models.length >= FILTER_FROM_MODELS ? (
      <div className="space-y-1">
        <label htmlFor="finder-model-filter" className="block text-sm font-semibold text-ink-700">
          {texts['finder.filter.label']}
        </label>
        <input
          id="finder-model-filter"
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          autoComplete="off"
          className="w-full max-w-sm rounded-md border border-ink-600 px-3 py-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        />
        <p aria-live="polite" className="text-sm text-ink-700">
          {shownModels.length === 0
            ? interpolate(texts['finder.filter.none'], { text: filter.trim() })
            : interpolate(texts['finder.filter.count'], { shown: shownModels.length, count: view.models.length })}
        </p>
      </div>
    ) : undefined

  const { brand, series } = view
  return (
    <div aria-busy={loading}>
      <p role="status" className="text-sm text-ink-700">
        {loading ? texts['finder.loading'] : ''}
      </p>
      <div className="space-y-6">
      <BrandStep
        texts={texts}
        headingLevel={headingLevel}
        popular={FINDER_BRANDS.popular.map(brandLink)}
        other={FINDER_BRANDS.other.map(brandLink)}
        types={typeLinks}
      />
      {brand && (
        <SeriesStep
          texts={texts}
          headingLevel={headingLevel}
          brand={brand}
          groups={view.groups}
          focusRef={seriesHeading}
          brandPrintersHref={path(`/${PRINTERS_SEGMENT}/${brand.slug}.html`)}
          seriesLink={(s) => ({
            key: s.key,
            name: s.name,
            href: path(finderStepPath({ brand: brand.slug, series: s.key })),
            current: series?.key === s.key,
            onClick: chooseSeries(brand, s),
          })}
        />
      )}
      {brand && series && (
        <ModelStep
          texts={texts}
          headingLevel={headingLevel}
          series={series}
          models={shownModels}
          modelHref={(model) => path(model.path)}
          filter={filterBox}
          focusRef={modelHeading}
        />
      )}
      </div>
    </div>
  )
}
