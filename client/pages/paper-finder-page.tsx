import type { MessageKey, Translate } from '../../shared/messages/translate'
import { PRINTER_TECHNOLOGIES, paperFinderPath, paperTypesFor, PAPER_FINDER_START, type PaperType, type PrinterTechnology } from '../../shared/rules/paper-finder'
import { storePath } from '../../shared/rules/store-from-path'
import { ChoiceList } from '../components/finder/finder-steps'
import { Breadcrumbs } from '../components/listing/breadcrumbs'
import { ListingSection } from '../components/listing/listing-section'
import type { BreadcrumbView } from '../../shared/views/listing-view'
import type { PageProps } from '../components/page-props'
import type { PaperFinderView } from '../../shared/views/paper-finder-view'

const TECHNOLOGY_NAME: Record<PrinterTechnology, MessageKey> = { inkjet: 'paperFinder.technology.inkjet', laser: 'paperFinder.technology.laser' }
const PRINTERS_NAME: Record<PrinterTechnology, MessageKey> = { inkjet: 'paperFinder.printers.inkjet', laser: 'paperFinder.printers.laser' }
const TYPE_NAME: Record<PaperType, MessageKey> = {
  'printer-paper': 'paperFinder.type.printer-paper',
  'photo-paper': 'paperFinder.type.photo-paper',
  labels: 'paperFinder.type.labels',
}

/** SPEC §9 category URL suffix: the Paper category's page, above the finder in the trail. */
const PAPER_CATEGORY_PATH = '/paper.html'

/** The page's heading (and title): what the answers so far ask for. */
export function paperFinderHeading(t: Translate, view: Pick<PaperFinderView, 'steps' | 'sizeLabel'>): string {
  const { technology, type } = view.steps
  if (technology === null) return t('page.paperFinder')
  const printers = t(PRINTERS_NAME[technology])
  if (type === null) return t('paperFinder.title.technology', { printers })
  if (view.sizeLabel === null) return t('paperFinder.title.type', { type: t(TYPE_NAME[type]), printers })
  return t('paperFinder.title.size', { type: t(TYPE_NAME[type]), size: view.sizeLabel, printers })
}

/** The Paper category, then each answered step above the current one (store-relative paths). */
export function paperFinderTrail(t: Translate, view: Pick<PaperFinderView, 'steps'>): BreadcrumbView[] {
  const { technology, type, size } = view.steps
  const trail: BreadcrumbView[] = [{ name: t('paperFinder.paper'), path: PAPER_CATEGORY_PATH }]
  if (technology === null) return trail
  trail.push({ name: t('page.paperFinder'), path: paperFinderPath(PAPER_FINDER_START) })
  if (type === null) return trail
  trail.push({ name: t(TECHNOLOGY_NAME[technology]), path: paperFinderPath({ technology, type: null, size: null }) })
  if (size === null) return trail
  trail.push({ name: t(TYPE_NAME[type]), path: paperFinderPath({ technology, type, size: null }) })
  return trail
}

/**
 * The paper and labels finder (SPEC §2): three questions answered by plain links (soft navigation
 * makes them instant; without scripts they are ordinary pages), and below them the products that
 * match so far, with the same cards, filters, sort and paging as a category.
 */
export function PaperFinderPage({ store, t, view }: PageProps & { view: PaperFinderView }) {
  const { technology, type, size } = view.steps
  const heading = paperFinderHeading(t, view)
  const link = (key: string, name: string, steps: PaperFinderView['steps'], current: boolean) => ({ key, name, href: storePath(store, paperFinderPath(steps)), current })
  return (
    <div className="space-y-6" data-page-kind="paper-finder">
      <Breadcrumbs store={store} t={t} trail={paperFinderTrail(t, view)} current={heading} />
      <header className="max-w-3xl space-y-3">
        <h1 id="page-heading" className="text-3xl font-bold text-ink-900">
          {heading}
        </h1>
        <p className="text-ink-700">{t('paperFinder.intro')}</p>
      </header>
      <section aria-labelledby="paper-finder-steps" className="max-w-5xl space-y-4 rounded-lg border border-ink-300 p-4">
        <h2 id="paper-finder-steps" className="text-xl font-bold">
          {t('paperFinder.steps')}
        </h2>
        <ChoiceList
          id="paper-step-technology"
          label={t('paperFinder.step.technology')}
          links={PRINTER_TECHNOLOGIES.map((choice) => link(choice, t(TECHNOLOGY_NAME[choice]), { technology: choice, type: null, size: null }, choice === technology))}
        />
        {technology !== null ? (
          <ChoiceList
            id="paper-step-type"
            label={t('paperFinder.step.type')}
            links={paperTypesFor(technology).map((choice) => link(choice, t(TYPE_NAME[choice]), { technology, type: choice, size: null }, choice === type))}
          />
        ) : null}
        {technology !== null && type !== null && view.sizes.length > 0 ? (
          <ChoiceList
            id="paper-step-size"
            label={t('paperFinder.step.size')}
            links={view.sizes.map((choice) => link(choice.slug, choice.label, { technology, type, size: choice.slug }, choice.slug === size))}
          />
        ) : null}
        {technology !== null ? (
          <p>
            <a href={storePath(store, paperFinderPath(PAPER_FINDER_START))} className="font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-700">
              {t('paperFinder.startAgain')}
            </a>
          </p>
        ) : null}
      </section>
      <ListingSection store={store} t={t} heading={t('paperFinder.matches')} headingShown path={paperFinderPath(view.steps)} listing={view.listing} listName={heading} keepTerm={false} />
    </div>
  )
}
