import type { PageProps } from '../page-props'
import { ListingResults } from './listing-results'
import type { ListingView } from '../../../shared/views/listing-view'

type ListingSectionProps = PageProps & {
  /** The section's heading; shown, or for screen readers only when the page heading says it already. */
  heading: string
  headingShown?: boolean
  /** Store-relative path of the listing. */
  path: string
  listing: ListingView
  listName: string
  keepTerm: boolean
}

/** A page's listing under its own heading, with the one message every listing gives when filters leave nothing. */
export function ListingSection({ store, t, heading, headingShown = false, path, listing, listName, keepTerm }: ListingSectionProps) {
  return (
    <section aria-labelledby="listing-heading" className="space-y-4">
      <h2 id="listing-heading" className={headingShown ? 'text-xl font-bold' : 'sr-only'}>
        {heading}
      </h2>
      <ListingResults
        store={store}
        t={t}
        path={path}
        listing={listing}
        listName={listName}
        keepTerm={keepTerm}
        empty={<p className="rounded-lg bg-ink-100 p-6 text-ink-700">{t('listing.noMatches')}</p>}
      />
    </section>
  )
}
