import type { ReactNode } from 'react'
import { ADMIN_TEXTS } from './admin-texts'

export const ADMIN_PATHS = {
  cms: '/__admin/blocks',
  cmsEdit: '/__admin/blocks/edit',
  cmsSave: '/__admin/blocks/save',
  cmsPreview: '/__admin/blocks/preview',
  cmsRestore: '/__admin/blocks/restore',
  cmsPurge: '/__admin/blocks/purge',
  stock: '/__admin/stock',
  reviews: '/__admin/reviews',
} as const

type Section = 'cms' | 'stock' | 'reviews'

/** Skip link, the area's name, its sections, and the main landmark. */
export function AdminFrame({ current, children }: { current: Section; children: ReactNode }) {
  const link = (section: Section, href: string, label: string) => (
    <li>
      <a href={href} aria-current={current === section ? 'page' : undefined}>
        {label}
      </a>
    </li>
  )
  return (
    <>
      <a className="skip-link" href="#main">
        {ADMIN_TEXTS.skipToContent}
      </a>
      <header className="admin-header">
        <p className="admin-name">{ADMIN_TEXTS.areaName}</p>
        <nav aria-label={ADMIN_TEXTS.navLabel}>
          <ul>
            {link('cms', ADMIN_PATHS.cms, ADMIN_TEXTS.navCms)}
            {link('stock', ADMIN_PATHS.stock, ADMIN_TEXTS.navStock)}
            {link('reviews', ADMIN_PATHS.reviews, ADMIN_TEXTS.navReviews)}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  )
}

/** A one-line outcome, read out when it appears. */
export function StatusNotice({ text }: { text: string | undefined }) {
  return text ? (
    <p className="notice" role="status">
      {text}
    </p>
  ) : null
}

/** The summary above a refused form, which names the problem before the fields do. */
export function ErrorSummary({ errors }: { errors: Partial<Record<string, string>> }) {
  return Object.keys(errors).length > 0 ? (
    <p className="error-summary" role="alert">
      {ADMIN_TEXTS.errorSummary}
    </p>
  ) : null
}
