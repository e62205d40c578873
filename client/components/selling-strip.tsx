import { FREE_DELIVERY_OVER_PENCE, TRUST_RATING, TRUST_RATING_SCALE } from '../../shared/constants/shop'
import { formatMoney } from '../../shared/rules/format-money'
import type { PageProps, ShellContent } from './page-props'

/**
 * The shop's promises under the header (SPEC §2 Shell, §1). A `delivery_replacement_header` block,
 * when marketing enables one, replaces the delivery promise.
 */
export function SellingStrip({ store, t, deliveryNotice }: PageProps & ShellContent) {
  return (
    <ul aria-label={t('strip.label')} className="flex flex-wrap justify-center gap-x-8 gap-y-1 bg-ink-100 px-4 py-2 text-sm text-ink-900">
      <li>{deliveryNotice || t('strip.freeDelivery', { amount: formatMoney(FREE_DELIVERY_OVER_PENCE, store, { dropZeroPence: true }) })}</li>
      <li>
        {t('strip.trust', {
          rating: TRUST_RATING.toLocaleString(store.htmlLang, { minimumFractionDigits: 1 }),
          scale: TRUST_RATING_SCALE,
        })}
      </li>
      <li>{t('strip.lowestPrice')}</li>
    </ul>
  )
}
