import { TRUST_REVIEWS_URL } from '../../shared/constants/external-links'
import { FREE_DELIVERY_OVER_PENCE, TRUST_RATING, TRUST_RATING_SCALE } from '../../shared/constants/shop'
import { LOWEST_PRICE_PATH } from '../../shared/constants/shell-links'
import { deliveryPromise } from '../../shared/rules/delivery-promise'
import { formatCalendarDate } from '../../shared/rules/format-calendar-date'
import { formatMoney } from '../../shared/rules/format-money'
import { storePath } from '../../shared/rules/store-from-path'
import type { PageProps, ShellContent } from './page-props'

const linkClass =
  'underline decoration-ink-300 underline-offset-2 hover:decoration-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

/** The strip's first promise, chosen by `deliveryPromise` (SPEC §2: block > Christmas > free delivery). */
function deliveryText({ store, t, deliveryNotice, christmas, today }: PageProps & Pick<ShellContent, 'deliveryNotice' | 'christmas' | 'today'>): string {
  const promise = deliveryPromise(deliveryNotice, christmas)
  switch (promise.kind) {
    case 'notice':
      return promise.text
    case 'christmas':
      return t('strip.christmas', { date: formatCalendarDate(promise.resumeDate, store, today ?? null) })
    case 'freeDelivery':
      return t('strip.freeDelivery', { amount: formatMoney(FREE_DELIVERY_OVER_PENCE, store, { dropZeroPence: true }) })
  }
}

/**
 * The shop's promises under the header (SPEC §1, §2 Shell): the delivery promise, the trust rating
 * linking to the review site and the lowest price guarantee linking to its page. The review site is
 * an ordinary link (same tab), as the spec asks nothing more.
 */
export function SellingStrip({ store, t, deliveryNotice, christmas, today }: PageProps & Pick<ShellContent, 'deliveryNotice' | 'christmas' | 'today'>) {
  return (
    // On phones the three promises share one line that scrolls sideways, so the header stays short
    // enough for the page's own content to start in the first screen (issue 25).
    <ul
      aria-label={t('strip.label')}
      className="flex justify-start gap-x-6 overflow-x-auto bg-ink-100 px-4 py-1.5 text-xs whitespace-nowrap text-ink-900 [scrollbar-width:none] sm:flex-wrap sm:justify-center sm:gap-x-8 sm:gap-y-1 sm:overflow-visible sm:py-2 sm:text-sm sm:whitespace-normal"
    >
      <li>{deliveryText({ store, t, deliveryNotice, christmas, today })}</li>
      <li>
        <a href={TRUST_REVIEWS_URL} className={linkClass}>
          {t('strip.trust', {
            rating: TRUST_RATING.toLocaleString(store.htmlLang, { minimumFractionDigits: 1 }),
            scale: TRUST_RATING_SCALE,
          })}
        </a>
      </li>
      <li>
        <a href={storePath(store, LOWEST_PRICE_PATH)} className={linkClass}>
          {t('strip.lowestPrice')}
        </a>
      </li>
    </ul>
  )
}
