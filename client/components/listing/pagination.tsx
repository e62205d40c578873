import { listingUrl, withPage, type ListingState } from '../../../shared/rules/listing-url'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'

/** The page numbers to show: the first, the last, and two either side of the current one; null marks a gap. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages: (number | null)[] = []
  for (let page = 1; page <= last; page++) {
    if (page === 1 || page === last || Math.abs(page - current) <= 2) pages.push(page)
    else if (pages[pages.length - 1] !== null) pages.push(null)
  }
  return pages
}

const cell = 'inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-700'

/** Page links (SPEC §2: page 1 omits `p`); plain links, so crawlers and shoppers without scripts page through. */
export function Pagination({ store, t, path, state, totalPages }: PageProps & { path: string; state: ListingState; totalPages: number }) {
  if (totalPages <= 1) return null
  const href = (page: number) => storePath(store, listingUrl(path, withPage(state, page)))
  const current = state.page
  return (
    <nav aria-label={t('listing.pagination')} className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {current > 1 ? (
          <li>
            <a href={href(current - 1)} rel="prev" className={`${cell} border-ink-600 hover:bg-ink-100`}>
              {t('listing.previous')}
            </a>
          </li>
        ) : null}
        {pageWindow(current, totalPages).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-700">
              …
            </li>
          ) : (
            <li key={page}>
              <a
                href={href(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('listing.page', { page })}
                className={`${cell} ${page === current ? 'border-brand-700 bg-brand-700 text-white' : 'border-ink-600 hover:bg-ink-100'}`}
              >
                {page}
              </a>
            </li>
          ),
        )}
        {current < totalPages ? (
          <li>
            <a href={href(current + 1)} rel="next" className={`${cell} border-ink-600 hover:bg-ink-100`}>
              {t('listing.next')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
