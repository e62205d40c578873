import type { MessageKey } from '../../../shared/messages/translate'
import type { PageProps } from '../page-props'
import { FORM_BUTTON } from './entry-frame'

type CancelOrderFormProps = PageProps & {
  /** Where the form posts: the customer's order, or the guest's request. */
  action: string
  reasons: readonly string[]
  submit: MessageKey
  /** What the post must carry besides the reason (a guest's order token). */
  hidden?: Readonly<Record<string, string>>
}

/**
 * Cancelling an order the back end says may be cancelled (Magento's `cancelOrder`, or a guest's
 * request): one of the store's reasons, then the button. A plain form; the answer comes back with a notice.
 */
export function CancelOrderForm({ t, action, reasons, submit, hidden = {} }: CancelOrderFormProps) {
  return (
    <form method="post" action={action} id="cancel" className="space-y-3 rounded-md border border-ink-300 p-4" data-cancel-order="">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
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
        {t(submit)}
      </button>
    </form>
  )
}
