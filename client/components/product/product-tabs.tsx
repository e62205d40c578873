import type { ReactNode } from 'react'
import type { PageProps } from '../page-props'

export type TabSection = { id: string; title: string; content: ReactNode }

/**
 * SPEC §2 product page tabs. The server sends every section, each under its heading, and a list of
 * links to them: without scripts the links jump to the sections, and crawlers read them all. With
 * scripts `client/effects/product-tabs.ts` makes the list the ARIA tabs pattern (arrow keys, Home,
 * End; one panel shown), keeping the section ids so a link to `#reviews` still opens its tab.
 */
export function ProductTabs({ t, sections }: Pick<PageProps, 't'> & { sections: readonly TabSection[] }) {
  if (sections.length === 0) return null
  return (
    <div className="scroll-mt-24 space-y-4" data-product-tabs="">
      <nav aria-label={t('product.tabs.label')}>
        <ul className="flex flex-wrap gap-1 border-b border-ink-300" data-tab-list="">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="block rounded-t-md border border-b-0 border-transparent px-4 py-2 font-semibold text-brand-700 hover:bg-ink-100 aria-selected:border-ink-300 aria-selected:bg-white aria-selected:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-700"
                data-tab-for={section.id}
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24 space-y-3 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700" data-tab-panel="">
          <h2 id={`${section.id}-heading`} className="text-xl font-bold text-ink-900">
            {section.title}
          </h2>
          {section.content}
        </section>
      ))}
    </div>
  )
}
