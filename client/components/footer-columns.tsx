import { FOOTER_COLUMNS, type ShellLink } from '../../shared/constants/shell-links'
import { storePath } from '../../shared/rules/store-from-path'
import type { PageProps } from './page-props'

const hrefOf = (store: PageProps['store'], link: ShellLink) => ('url' in link ? link.url : storePath(store, link.path))

/**
 * The footer's four link columns (SPEC §2 Shell "Footer"). Each is a `<details>` rendered open, so
 * wide screens and browsers without JavaScript show every link; `client/effects/footer-columns.ts`
 * collapses them under 768 px and keeps them open from 768 px. Internal links carry the store
 * prefix; external ones (help centre, resources, business account) are constants.
 */
export function FooterColumns({ store, t }: PageProps) {
  return (
    <div className="md:grid md:grid-cols-4 md:gap-8">
      {FOOTER_COLUMNS.map((column) => (
        <details key={column.id} data-footer-column={column.id} open className="group border-b border-ink-700 md:border-0">
          <summary className="flex cursor-pointer list-none items-center justify-between py-3 focus-visible:outline-2 focus-visible:outline-white md:cursor-default md:py-0 [&::-webkit-details-marker]:hidden">
            <h2 className="text-base font-semibold text-white">{t(column.heading)}</h2>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 transition-transform group-open:rotate-180 md:hidden" fill="currentColor">
              <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
            </svg>
          </summary>
          <ul className="space-y-1 pb-4 md:pt-3">
            {column.links.map((link) => (
              <li key={link.label}>
                <a href={hrefOf(store, link)} className="inline-block py-1 text-ink-100 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white">
                  {t(link.label)}
                </a>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  )
}
