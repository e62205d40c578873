import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import type { BreadcrumbView } from '../../../shared/views/listing-view'

/** Home, the ancestors, then the page itself (not a link). Its JSON-LD twin is `breadcrumbListJsonLd`. */
export function Breadcrumbs({ store, t, trail, current }: PageProps & { trail: readonly BreadcrumbView[]; current: string }) {
  return (
    <nav aria-label={t('breadcrumbs.label')} className="text-sm text-ink-700">
      {/* One line on a phone, scrolling sideways, so the page's own content starts higher (issue 25). */}
      <ol className="flex items-center gap-1 overflow-x-auto whitespace-nowrap [scrollbar-width:none] sm:flex-wrap sm:whitespace-normal">
        <li>
          <a href={storePath(store, '/')} className="text-brand-700 underline-offset-2 hover:underline">
            {t('breadcrumbs.home')}
          </a>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.path} className="flex items-center gap-1">
            <span aria-hidden="true">/</span>
            <a href={storePath(store, crumb.path)} className="text-brand-700 underline-offset-2 hover:underline">
              {crumb.name}
            </a>
          </li>
        ))}
        <li className="flex items-center gap-1">
          <span aria-hidden="true">/</span>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  )
}
