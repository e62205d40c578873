import { SEARCH_PATH } from '../../shared/constants/shop'
import { storePath } from '../../shared/rules/store-from-path'
import type { MessageKey } from '../../shared/messages/translate'
import type { PageProps } from './page-props'

/**
 * The search box (SPEC §2): a plain GET form to /search?q=…, so it works before and without
 * JavaScript. `required` stops an empty term from being sent. Once scripts run, focusing the box
 * adds the suggestion list under it (`client/effects/search-suggestions.ts`), positioned against
 * the form.
 */
export function SearchForm({ store, t, id, region }: PageProps & { id: string; region: MessageKey }) {
  return (
    <form role="search" aria-label={t(region)} action={storePath(store, SEARCH_PATH)} method="get" className="relative flex w-full max-w-xl">
      <label htmlFor={id} className="sr-only">
        {t('header.search.label')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        required
        autoComplete="off"
        placeholder={t('header.search.placeholder')}
        className="min-w-0 flex-1 rounded-l-md border border-ink-300 bg-white px-3 py-2 text-ink-900 placeholder:text-ink-600"
      />
      <button
        type="submit"
        className="rounded-r-md bg-accent-400 px-4 py-2 font-semibold text-ink-900 hover:bg-accent-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-900"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.5">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className="sr-only">{t('header.search.submit')}</span>
      </button>
    </form>
  )
}
