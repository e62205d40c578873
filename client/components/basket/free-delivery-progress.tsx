import { FREE_DELIVERY_OVER_PENCE } from '../../../shared/constants/shop'
import { formatMoney } from '../../../shared/rules/format-money'
import type { PageProps } from '../page-props'

/** SPEC §1 free next-day delivery from £30 of goods: how much more is needed, shown while under it. */
export function FreeDeliveryProgress({ store, t, goods }: PageProps & { goods: number }) {
  const remaining = FREE_DELIVERY_OVER_PENCE - goods
  if (remaining <= 0) return <p className="font-semibold text-ink-900">{t('basket.freeDelivery.reached')}</p>
  return (
    <div className="space-y-1" data-free-delivery="">
      <p className="font-semibold text-ink-900">{t('basket.freeDelivery.remaining', { amount: formatMoney(remaining, store) })}</p>
      <progress max={FREE_DELIVERY_OVER_PENCE} value={goods} aria-hidden="true" className="h-2 w-full" />
    </div>
  )
}
