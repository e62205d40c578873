import { isSelected, listingUrl, withFilterToggled, withFiltersCleared, hasFilters, type ListingState } from '../../../shared/rules/listing-url'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import { facetOptionLabel } from './facet-label'
import type { FacetView } from '../../../shared/views/listing-view'

type FacetPanelProps = PageProps & {
  /** Store-relative path of the listing the links change. */
  path: string
  state: ListingState
  facets: readonly FacetView[]
  /** SPEC §2 "Clearing filters keeps q when asked": search pages keep their term. */
  keepTerm: boolean
}

const linkClass = 'flex items-center gap-2 rounded px-1 py-1 text-ink-900 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-700'

/**
 * The filter sidebar (issue "Catalogue pages" item 4): each option is a plain link to the listing
 * with that value toggled (page reset to 1), so it works without JavaScript and soft navigation
 * makes it instant. A selected option keeps the other options of its facet, with their counts, so
 * several can be chosen. A `<details>` that `client/effects/listing.ts` keeps open on wide screens
 * and collapsed on narrow ones; it is rendered open so that without scripts everything shows.
 */
export function FacetPanel({ store, t, path, state, facets, keepTerm }: FacetPanelProps) {
  const href = (next: ListingState) => storePath(store, listingUrl(path, next))
  const chips = facets.flatMap((facet) =>
    facet.options.filter((option) => isSelected(state, facet.code, option.value)).map((option) => ({ facet, option })),
  )
  const inStockOnly = isSelected(state, 'hide_out_of_stock', '1')
  const selectedCount = chips.length + (inStockOnly ? 1 : 0)
  return (
    <details open data-filter-panel="" className="group rounded-lg border border-ink-300 bg-white lg:border-0">
      <summary className="flex cursor-pointer items-center justify-between px-4 py-3 font-semibold lg:cursor-default lg:px-0 lg:pt-0 [&::-webkit-details-marker]:hidden">
        <span id="filters-heading">{t('listing.filters')}</span>
        {selectedCount > 0 ? <span className="rounded-full bg-brand-700 px-2 text-sm text-white">{selectedCount}</span> : null}
      </summary>
      <nav aria-labelledby="filters-heading" className="space-y-5 px-4 pb-4 lg:px-0">
        {hasFilters(state) ? (
          <section aria-labelledby="filters-selected">
            <h3 id="filters-selected" className="mb-2 text-sm font-semibold text-ink-700">
              {t('listing.selectedFilters')}
            </h3>
            <ul className="flex flex-wrap gap-2">
              {chips.map(({ facet, option }) => (
                <li key={`${facet.code}-${option.value}`}>
                  <a href={href(withFilterToggled(state, facet.code, option.value))} rel="nofollow" className="inline-flex items-center gap-1 rounded-full border border-brand-700 px-3 py-1 text-sm text-brand-700 hover:bg-ink-100">
                    {facet.label}: {facetOptionLabel(facet.code, option.value, option.label, store)}
                    <span aria-hidden="true">×</span>
                    <span className="sr-only">{t('listing.removeFilter')}</span>
                  </a>
                </li>
              ))}
              <li>
                <a href={href(withFiltersCleared(state, { keepTerm }))} className="inline-flex rounded-full px-3 py-1 text-sm font-semibold text-brand-700 underline" data-clear-filters="">
                  {t('listing.clearAll')}
                </a>
              </li>
            </ul>
          </section>
        ) : null}
        <a href={href(withFilterToggled(state, 'hide_out_of_stock', '1'))} rel="nofollow" className={linkClass} aria-current={inStockOnly ? 'true' : undefined}>
          <Box checked={inStockOnly} />
          {t('listing.inStockOnly')}
        </a>
        {facets.map((facet) => (
          <section key={facet.code} aria-labelledby={`facet-${facet.code}`}>
            <h3 id={`facet-${facet.code}`} className="mb-1 font-semibold">
              {facet.label}
            </h3>
            <ul>
              {facet.options.map((option) => {
                const selected = isSelected(state, facet.code, option.value)
                return (
                  <li key={option.value}>
                    <a href={href(withFilterToggled(state, facet.code, option.value))} rel="nofollow" className={linkClass} aria-current={selected ? 'true' : undefined} data-facet={facet.code} data-facet-value={option.value}>
                      <Box checked={selected} />
                      <span className="flex-1">{facetOptionLabel(facet.code, option.value, option.label, store)}</span>
                      <span className="text-sm text-ink-700">
                        <span className="sr-only">{t('listing.optionCount')} </span>({option.count})
                      </span>
                    </a>
                  </li>
                )
              })}
            </ul>
          </section>
        ))}
      </nav>
    </details>
  )
}

/** A checkbox's look for a link: the link's `aria-current` tells assistive technology it is chosen. */
function Box({ checked }: { checked: boolean }) {
  return (
    <span aria-hidden="true" className={`inline-flex size-4 shrink-0 items-center justify-center rounded-sm border ${checked ? 'border-brand-700 bg-brand-700 text-white' : 'border-ink-600 bg-white'}`}>
      {checked ? (
        <svg viewBox="0 0 16 16" className="size-3" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="m3 8 3.5 3.5L13 5" />
        </svg>
      ) : null}
    </span>
  )
}
