import type { MouseEvent, ReactNode, Ref } from 'react'
import { interpolate } from '../../../shared/messages/interpolate'
import type { Messages } from '../../../shared/messages/pick-messages'
import type { FinderBrand, FinderLink, FinderSeries, FinderSeriesGroup } from '../../../shared/rules/printer-finder'

export type FinderStepText =
  | 'finder.step.brand'
  | 'finder.step.series'
  | 'finder.step.model'
  | 'finder.brands.popular'
  | 'finder.brands.other'
  | 'finder.types'
  | 'finder.group.ink'
  | 'finder.group.toner'
  | 'finder.noSeries'
  | 'finder.noSeries.link'
  | 'finder.noModels'

/** A step's link: the finder's own page (or the model's), which a script may answer in place. */
export type StepLink = { key: string; name: string; href: string; current: boolean; onClick?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined }

type StepProps = { texts: Messages<FinderStepText>; headingLevel: 2 | 3 }

const choiceClass =
  'block rounded-md border px-3 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'
const idleClass = 'border-ink-300 bg-white text-brand-700 hover:border-brand-700 hover:bg-ink-100'
const currentClass = 'border-brand-800 bg-brand-800 text-white'

function StepHeading({ level, id, children, focusRef }: { level: 2 | 3; id: string; children: ReactNode; focusRef?: Ref<HTMLHeadingElement> | undefined }) {
  const Tag = level === 2 ? 'h2' : 'h3'
  // Focusable from script only: after a step loads in place, focus moves here so it is announced.
  return (
    <Tag id={id} ref={focusRef} tabIndex={-1} className="text-lg font-bold text-ink-900 focus:outline-none">
      {children}
    </Tag>
  )
}

/** One labelled list of choices (a brand group, a kind of series, the models). */
export function ChoiceList({ id, label, links, wide = false }: { id: string; label: string; links: readonly StepLink[]; wide?: boolean }) {
  return (
    <div className="space-y-2">
      <p id={id} className="text-sm font-semibold text-ink-700">
        {label}
      </p>
      <ul aria-labelledby={id} className={`grid gap-2 ${wide ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-2 sm:grid-cols-4'}`}>
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.href} aria-current={link.current ? 'true' : undefined} onClick={link.onClick} className={`${choiceClass} ${link.current ? currentClass : idleClass}`}>
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** SPEC §9: popular and other brands into the finder, and the printer types to their pages. */
export function BrandStep({ texts, headingLevel, popular, other, types }: StepProps & { popular: StepLink[]; other: StepLink[]; types: StepLink[] }) {
  return (
    <div className="space-y-3">
      <StepHeading level={headingLevel} id="finder-brand">
        {texts['finder.step.brand']}
      </StepHeading>
      <ChoiceList id="finder-brands-popular" label={texts['finder.brands.popular']} links={popular} />
      <ChoiceList id="finder-brands-other" label={texts['finder.brands.other']} links={other} />
      <ChoiceList id="finder-types" label={texts['finder.types']} links={types} />
    </div>
  )
}

type SeriesStepProps = StepProps & {
  brand: FinderBrand
  groups: readonly FinderSeriesGroup[]
  seriesLink: (series: FinderSeries) => StepLink
  brandPrintersHref: string
  focusRef?: Ref<HTMLHeadingElement> | undefined
}

/** A brand's ink and toner series as two groups (or the brand's printers page when it has none). */
export function SeriesStep({ texts, headingLevel, brand, groups, seriesLink, brandPrintersHref, focusRef }: SeriesStepProps) {
  return (
    <div className="space-y-3">
      <StepHeading level={headingLevel} id="finder-series" focusRef={focusRef}>
        {interpolate(texts['finder.step.series'], { brand: brand.name })}
      </StepHeading>
      {groups.length === 0 ? (
        <p className="text-ink-700">
          {interpolate(texts['finder.noSeries'], { brand: brand.name })}{' '}
          <a href={brandPrintersHref} className="font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-700">
            {interpolate(texts['finder.noSeries.link'], { brand: brand.name })}
          </a>
        </p>
      ) : (
        groups.map((group) => (
          <ChoiceList
            key={group.kind}
            id={`finder-series-${group.kind}`}
            label={texts[group.kind === 'ink' ? 'finder.group.ink' : 'finder.group.toner']}
            links={group.series.map(seriesLink)}
            wide
          />
        ))
      )}
    </div>
  )
}

type ModelStepProps = StepProps & {
  series: FinderSeries
  models: readonly FinderLink[]
  modelHref: (model: FinderLink) => string
  /** The filter box and its count, when the list is long and scripts run. */
  filter?: ReactNode
  focusRef?: Ref<HTMLHeadingElement> | undefined
}

/** A series' printer models; each links to the model's page, which lists the cartridges that fit. */
export function ModelStep({ texts, headingLevel, series, models, modelHref, filter, focusRef }: ModelStepProps) {
  const label = interpolate(texts['finder.step.model'], { series: series.name })
  return (
    <div className="space-y-3">
      <StepHeading level={headingLevel} id="finder-model" focusRef={focusRef}>
        {label}
      </StepHeading>
      {filter}
      {models.length === 0 && !filter ? (
        <p className="text-ink-700">{texts['finder.noModels']}</p>
      ) : (
        <ul aria-labelledby="finder-model" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {models.map((model) => (
            <li key={model.path}>
              <a href={modelHref(model)} className={`${choiceClass} ${idleClass}`}>
                {model.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
