import type { ReactNode } from 'react'
import { Footer } from './footer'
import { Header } from './header'
import type { PageProps } from './page-props'

/** The shell every page sits in: skip link, header, main area, footer. */
export function PageFrame({ store, t, year, children }: PageProps & { year: number; children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 focus:text-ink-900"
      >
        {t('a11y.skipToContent')}
      </a>
      <Header store={store} t={t} />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
        {children}
      </main>
      <Footer store={store} t={t} year={year} />
    </>
  )
}
