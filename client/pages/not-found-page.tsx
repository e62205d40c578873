import { CONTACT_PATH } from '../../shared/constants/shop'
import { storePath } from '../../shared/rules/store-from-path'
import type { PageProps } from '../components/page-props'
import { SearchForm } from '../components/search-form'

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800'

/** SPEC §2 "Not found": the apology, three suggestions and a search box. */
export function NotFoundPage({ store, t }: PageProps) {
  return (
    <section className="max-w-2xl space-y-4" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading" className="text-3xl font-bold text-ink-900">
        {t('notFound.heading')}
      </h1>
      <p className="text-ink-700">{t('notFound.intro')}</p>
      <ul className="list-disc space-y-2 pl-6 text-ink-700">
        <li>{t('notFound.search')}</li>
        <li>
          {t('notFound.browse')}{' '}
          <a className={LINK} href={storePath(store, '/')}>
            {t('notFound.browseLink')}
          </a>
          .
        </li>
        <li>
          {t('notFound.contact')}{' '}
          <a className={LINK} href={storePath(store, CONTACT_PATH)}>
            {t('notFound.contactLink')}
          </a>
          .
        </li>
      </ul>
      <SearchForm store={store} t={t} id="not-found-search" region="notFound.search.region" />
    </section>
  )
}
