import { PRINTER_FINDER_PATH } from '../../../shared/constants/printers'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'

const LINK = 'font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-700'

/** SPEC §2 /cart with nothing in it: the message and where to go next. */
export function BasketEmpty({ store, t }: PageProps) {
  return (
    <div className="space-y-2" data-basket-empty="">
      <p className="text-lg text-ink-900">{t('basket.empty')}</p>
      <p className="text-ink-700">{t('basket.emptyHint')}</p>
      <ul className="flex flex-wrap gap-4">
        <li>
          <a href={storePath(store, PRINTER_FINDER_PATH)} className={LINK}>
            {t('basket.emptyFinder')}
          </a>
        </li>
        <li>
          <a href={storePath(store, '/')} className={LINK}>
            {t('basket.emptyHome')}
          </a>
        </li>
      </ul>
    </div>
  )
}
