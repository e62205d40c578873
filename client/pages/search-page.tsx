import { hasFilters } from '../../shared/rules/listing-url'
import { SEARCH_PATH } from '../../shared/constants/shop'
import type { MessageKey } from '../../shared/messages/translate'
import type { PageProps } from '../components/page-props'
import { ListingSection } from '../components/listing/listing-section'
import type { ListingView } from '../../shared/views/listing-view'
import { SearchForm } from '../components/search-form'

/** SPEC §2: what an empty search suggests. */
const SUGGESTIONS: readonly MessageKey[] = ['search.empty.spelling', 'search.empty.spaces', 'search.empty.fewerWords', 'search.empty.model']

/**
 * Search results (SPEC §2 "Search box and search"): the same cards, facets and sort as a category.
 * Nothing found (without filters) shows the spec's four suggestions and a search box.
 */
export function SearchPage({ store, t, term, listing }: PageProps & { term: string; listing: ListingView }) {
  const nothingAtAll = listing.total === 0 && !hasFilters(listing.state)
  return (
    <div className="space-y-6" data-page-kind="search">
      <h1 id="page-heading" className="text-3xl font-bold text-ink-900">
        {t('page.search', { term })}
      </h1>
      {nothingAtAll ? (
        <section aria-labelledby="search-empty" className="max-w-2xl space-y-4 rounded-lg bg-ink-100 p-6" data-search-empty="">
          <h2 id="search-empty" className="text-xl font-bold">
            {t('search.empty.heading', { term })}
          </h2>
          <ul className="list-disc space-y-1 pl-5 text-ink-700">
            {SUGGESTIONS.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
          <SearchForm store={store} t={t} id="search-again" region="search.again.region" />
        </section>
      ) : (
        <ListingSection store={store} t={t} heading={t('search.listName')} path={SEARCH_PATH} listing={listing} listName={t('search.listName')} keepTerm />
      )}
    </div>
  )
}
