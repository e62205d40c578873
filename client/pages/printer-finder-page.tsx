import type { PrinterFinderView } from '../../shared/rules/printer-finder'
import { SavedPrinterIsland } from '../components/category/saved-printer-island'
import { PrinterFinderIsland } from '../components/finder/printer-finder-island'
import type { PageProps } from '../components/page-props'

/** The printer finder's own page: every step works as plain links, so shoppers without JavaScript can use it. */
export function PrinterFinderPage({ store, t, view }: PageProps & { view: PrinterFinderView }) {
  return (
    <section className="max-w-5xl space-y-4" data-page-kind="printer-finder" aria-labelledby="page-heading">
      <h1 id="page-heading" className="text-3xl font-bold text-ink-900">
        {t('finder.heading')}
      </h1>
      <p className="text-ink-700">{t('finder.intro')}</p>
      {/* A signed-in shopper's saved printers, one click away (empty for everyone else). */}
      <SavedPrinterIsland store={store} t={t} />
      <PrinterFinderIsland store={store} t={t} view={view} headingLevel={2} />
    </section>
  )
}
