import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import { FORM_BUTTON } from './entry-frame'
import { orderPath } from './order-history'

/**
 * Cancelling an order the back end says may be cancelled (Magento's `cancelOrder`): one of the
 * store's reasons, then the button. A plain form; the answer comes back to the order with a notice.
 */
export function CancelOrderForm({ store, t, number, reasons }: PageProps & { number: string; reasons: readonly string[] }) {
  return (
    <form method="post" action={storePath(store, `${orderPath(number)}/cancel`)} id="cancel" className="space-y-3 rounded-md border border-ink-300 p-4" data-cancel-order="">
      <fieldset className="space-y-2">
        <legend className="font-semibold">{t('account.orders.cancelReason')}</legend>
        {reasons.map((reason, index) => (
          <label key={reason} className="flex items-center gap-2">
            <input type="radio" name="reason" value={reason} required defaultChecked={index === 0} className="h-4 w-4 accent-brand-700" />
            {reason}
          </label>
        ))}
      </fieldset>
      <button type="submit" className={FORM_BUTTON}>
        {t('account.orders.cancelSubmit')}
      </button>
    </form>
  )
}
