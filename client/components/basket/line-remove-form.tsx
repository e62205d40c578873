import { CART_REMOVE_PATH } from '../../../shared/constants/shop-paths'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import type { BasketLineView } from '../../../shared/views/basket-view'

/**
 * SPEC §4 "Remove": without JavaScript the form removes the line at once; with it the button opens
 * the remove-item confirmation (the modal openers take the click before the form is sent).
 */
export function LineRemoveForm({ store, t, line }: PageProps & { line: BasketLineView }) {
  return (
    <form method="post" action={storePath(store, CART_REMOVE_PATH)} data-basket-remove="" data-soft-post="">
      <input type="hidden" name="uid" value={line.uid} />
      <button
        type="submit"
        data-modal-open="removeItem"
        data-modal-props={JSON.stringify({ itemUid: line.uid, productName: line.name, item: { sku: line.sku, name: line.name, pricePence: line.unitPrice.incl, quantity: line.quantity } })}
        aria-label={t('basket.removeNamed', { name: line.name })}
        className="rounded-md px-2 py-2 text-sm font-semibold text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {t('basket.remove')}
      </button>
    </form>
  )
}
