import type { PageProps } from '../components/page-props'

/** The home page. Its CMS content (home blocks) comes from the back end in a later issue. */
export function HomePage({ t }: PageProps) {
  return (
    <section className="space-y-3">
      <h1 className="text-3xl font-bold text-ink-900">{t('home.heading')}</h1>
      <p className="text-lg text-ink-700">{t('shop.tagline')}</p>
    </section>
  )
}
