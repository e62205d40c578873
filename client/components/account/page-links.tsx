import type { MessageKey } from '../../../shared/messages/translate'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import { FORM_LINK } from './entry-frame'

type PageLinksProps = PageProps & {
  /** The list's path; page 1 has no `p`, later pages `?p=2`. */
  path: string
  page: number
  totalPages: number
  labels: { nav: MessageKey; newer: MessageKey; older: MessageKey }
}

/** An account list's pages, newest first: the way to newer and older entries, and where the shopper is. */
export function PageLinks({ store, t, path, page, totalPages, labels }: PageLinksProps) {
  if (totalPages <= 1) return null
  const pagePath = (to: number) => storePath(store, to > 1 ? `${path}?p=${to}` : path)
  return (
    <nav aria-label={t(labels.nav)} className="flex flex-wrap items-center gap-4">
      {page > 1 && (
        <a href={pagePath(page - 1)} className={FORM_LINK}>
          {t(labels.newer)}
        </a>
      )}
      <span>{t('account.orders.pageOf', { page, pages: totalPages })}</span>
      {page < totalPages && (
        <a href={pagePath(page + 1)} className={FORM_LINK}>
          {t(labels.older)}
        </a>
      )}
    </nav>
  )
}
