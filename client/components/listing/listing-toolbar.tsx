import { ITEMS_PER_PAGE_CHOICES, LISTING_FILTER_KEYS, type ListingState } from '../../../shared/rules/listing-url'
import { storePath } from '../../../shared/rules/store-from-path'
import type { MessageKey } from '../../../shared/messages/translate'
import type { PageProps } from '../page-props'
import { LayoutIcon } from './layout-icon'

const SORT_LABELS: readonly { value: ListingState['sort']; label: MessageKey }[] = [
  { value: '', label: 'listing.sort.relevance' },
  { value: 'price_ASC', label: 'listing.sort.priceAsc' },
  { value: 'price_DESC', label: 'listing.sort.priceDesc' },
]

const selectClass = 'rounded-md border border-ink-600 bg-white px-2 py-1.5 text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-700'

/**
 * Count, sort (SPEC §2: exactly "Sort: Relevance", "Price: low to high", "Price: high to low"),
 * items per page and the grid/list switch. Sort and page size are one GET form carrying the rest of
 * the state in hidden fields; without JavaScript its button applies them, with it a change submits
 * (`client/effects/listing.ts`) and soft navigation loads the result. Either goes back to page 1, as
 * the form sends no `p`.
 */
export function ListingToolbar({ store, t, path, state, total }: PageProps & { path: string; state: ListingState; total: number }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-ink-300 pb-3">
      <p className="text-ink-700" role="status" data-listing-count="">
        {t(total === 1 ? 'listing.count.one' : 'listing.count', { count: total })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <form method="get" action={storePath(store, path)} className="flex flex-wrap items-center gap-3" data-listing-options="">
          {state.term ? <input type="hidden" name="q" value={state.term} /> : null}
          {LISTING_FILTER_KEYS.flatMap((key) => {
            const values = state.filters[key]
            return values ? [<input key={key} type="hidden" name={key} value={values.join(',')} />] : []
          })}
          <label className="flex items-center gap-2">
            <span className="sr-only">{t('listing.sort.label')}</span>
            <select name="sort" defaultValue={state.sort} className={selectClass}>
              {SORT_LABELS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(option.label)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2 text-sm text-ink-700">
            {t('listing.perPage')}
            <select name="itemsPerPage" defaultValue={String(state.itemsPerPage)} className={selectClass}>
              {ITEMS_PER_PAGE_CHOICES.map((count) => (
                <option key={count} value={String(count)}>
                  {count}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="rounded-md border border-brand-700 px-3 py-1.5 font-semibold text-brand-700 hover:bg-ink-100 js:hidden">
            {t('listing.apply')}
          </button>
        </form>
        <div role="group" aria-label={t('listing.layout')} className="hidden gap-1 js:flex">
          <LayoutButton layout="grid" label={t('listing.layout.grid')} />
          <LayoutButton layout="list" label={t('listing.layout.list')} />
        </div>
      </div>
    </div>
  )
}

function LayoutButton({ layout, label }: { layout: 'grid' | 'list'; label: string }) {
  return (
    <button
      type="button"
      data-listing-layout-choice={layout}
      aria-pressed={layout === 'grid'}
      className="rounded-md border border-ink-600 p-1.5 text-ink-900 hover:bg-ink-100 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <span className="sr-only">{label}</span>
      <LayoutIcon layout={layout} />
    </button>
  )
}
