import type { MessageParams } from '../../shared/messages/interpolate'
import type { MessageKey } from '../../shared/messages/translate'
import { storePath } from '../../shared/rules/store-from-path'
import type { PageProps } from '../components/page-props'

export type ErrorPageProps = PageProps & {
  status: number
  /** Shown so a shopper can quote it to customer services; logs carry the same id. */
  requestId: string
  /** What went wrong, when the shop knows (a form from another site, a form too large). */
  reason?: MessageKey | undefined
  /** Values for the reason's placeholders. */
  reasonParams?: MessageParams | undefined
}

/**
 * SPEC §2 and §8: any error other than 404 shows "An error occurred" with its status and a Back to
 * Home page button; an internal error adds "Something went wrong".
 */
export function ErrorPage({ store, t, status, requestId, reason, reasonParams }: ErrorPageProps) {
  return (
    <section className="max-w-2xl space-y-4" aria-labelledby="error-heading">
      <h1 id="error-heading" className="text-3xl font-bold text-ink-900">
        {t('error.title')}
      </h1>
      <p className="font-semibold text-ink-700">{t('error.status', { status })}</p>
      {reason && <p className="text-ink-700">{t(reason, reasonParams)}</p>}
      {status >= 500 && <p className="text-ink-700">{t('error.internal')}</p>}
      <p className="text-sm text-ink-600">{t('error.reference', { id: requestId })}</p>
      <a
        href={storePath(store, '/')}
        className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
      >
        {t('error.backHome')}
      </a>
    </section>
  )
}
