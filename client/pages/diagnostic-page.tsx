import type { ReactNode } from 'react'
import type { PageProps } from '../components/page-props'

/** One probe's outcome, as `loadDiagnostics` measured it. */
export type ProbeView = { ok: true; milliseconds: number } | { ok: false; milliseconds: number; problem: string }

export type DiagnosticPageProps = PageProps & {
  facts: {
    store: { code: string; locale: string; currency: string; language: string }
    build: { client: string; environment: string }
    backend: { kind: 'embedded' | 'magento'; probe: ProbeView }
    kv: ProbeView
    location: string | null
    checkedAt: string
  }
}

/**
 * Issue 18 point 3, `/diagnostic`: what support asks a shopper to read out. Each probe says whether
 * it answered and how fast; the time is the shopper's own, in the store's language.
 */
export function DiagnosticPage({ store, t, facts }: DiagnosticPageProps) {
  const probe = (result: ProbeView) =>
    result.ok ? t('diagnostic.reachable', { ms: result.milliseconds }) : t('diagnostic.unreachable', { ms: result.milliseconds, problem: result.problem })
  const checkedAt = new Intl.DateTimeFormat(store.htmlLang, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }).format(new Date(facts.checkedAt))
  const rows: [string, ReactNode, string][] = [
    [t('diagnostic.store'), facts.store.code, 'store'],
    [t('diagnostic.language'), `${facts.store.locale} (${facts.store.language})`, 'language'],
    [t('diagnostic.currency'), facts.store.currency, 'currency'],
    [t('diagnostic.build'), facts.build.client, 'build'],
    [t('diagnostic.environment'), facts.build.environment, 'environment'],
    [t('diagnostic.backend'), `${t(facts.backend.kind === 'embedded' ? 'diagnostic.backend.embedded' : 'diagnostic.backend.magento')}: ${probe(facts.backend.probe)}`, 'backend'],
    [t('diagnostic.cache'), probe(facts.kv), 'kv'],
    [t('diagnostic.location'), facts.location ?? t('diagnostic.unknown'), 'location'],
    [t('diagnostic.pageCache'), t('diagnostic.pageCache.value'), 'page-cache'],
    [t('diagnostic.checkedAt'), <time dateTime={facts.checkedAt}>{checkedAt}</time>, 'checked-at'],
  ]
  return (
    <section className="max-w-3xl space-y-6" data-page-kind="diagnostic" aria-labelledby="page-heading">
      <h1 id="page-heading" className="text-3xl font-bold text-ink-900">
        {t('page.diagnostic')}
      </h1>
      <p className="text-ink-700">{t('diagnostic.lead')}</p>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value, key]) => (
          <div key={key} className="contents" data-diagnostic={key}>
            <dt className="font-semibold text-ink-900">{term}</dt>
            <dd className="text-ink-700">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
