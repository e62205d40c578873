import { CART_COUPON_PATH } from '../../../shared/constants/shop-paths'
import { storePath } from '../../../shared/rules/store-from-path'
import { buttonClass } from '../listing/add-to-basket-form'
import type { PageProps } from '../page-props'

/** SPEC §4 "Coupon": apply a code, or take the applied one off again (the same form without a code). */
export function CouponForm({ store, t, coupon }: PageProps & { coupon: string | null }) {
  const action = storePath(store, CART_COUPON_PATH)
  return (
    <section aria-labelledby="coupon-heading" className="space-y-2 rounded-lg border border-ink-300 p-4">
      <h2 id="coupon-heading" className="font-semibold text-ink-900">
        {t('basket.coupon.heading')}
      </h2>
      {coupon ? (
        <form method="post" action={action} className="flex flex-wrap items-center gap-2" data-coupon-form="" data-soft-post="">
          <p data-applied-coupon={coupon}>{t('basket.coupon.applied', { code: coupon })}</p>
          <button type="submit" className="rounded-md px-2 py-2 text-sm font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-700">
            {t('basket.coupon.remove')}
          </button>
        </form>
      ) : (
        <form method="post" action={action} className="flex flex-wrap items-end gap-2" data-coupon-form="" data-soft-post="">
          <div className="flex flex-col text-sm">
            <label htmlFor="coupon-code">{t('basket.coupon.label')}</label>
            <input id="coupon-code" name="code" required maxLength={255} autoComplete="off" className="rounded-md border border-ink-700 px-2 py-2 focus-visible:outline-2 focus-visible:outline-brand-700" />
          </div>
          <button type="submit" className={`${buttonClass} w-auto bg-brand-700 text-white hover:bg-brand-800`}>
            {t('basket.coupon.apply')}
          </button>
        </form>
      )}
    </section>
  )
}
