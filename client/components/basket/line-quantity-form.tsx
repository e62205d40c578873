import { CART_UPDATE_PATH } from '../../../shared/constants/shop-paths'
import { storePath } from '../../../shared/rules/store-from-path'
import { buttonClass } from '../listing/add-to-basket-form'
import type { PageProps } from '../page-props'
import type { BasketLineView } from '../../../shared/views/basket-view'

/**
 * SPEC §4 "Update quantity" without JavaScript: a plain form per line (only positive quantities).
 * With scripts the quantity is sent by itself 1000 ms after the last change (SPEC §9), one
 * request per burst of changes (client/effects/basket-behaviours.ts).
 */
export function LineQuantityForm({ store, t, line }: PageProps & { line: BasketLineView }) {
  const id = `quantity-${line.uid}`
  return (
    <form method="post" action={storePath(store, CART_UPDATE_PATH)} className="flex items-end gap-2" data-basket-quantity="" data-soft-post="">
      <input type="hidden" name="uid" value={line.uid} />
      <div className="flex flex-col text-sm">
        <label htmlFor={id}>{t('basket.quantity')}</label>
        <input
          id={id}
          type="number"
          name="quantity"
          min={1}
          max={10000}
          step={1}
          required
          defaultValue={line.quantity}
          aria-label={t('basket.quantityFor', { name: line.name })}
          className="w-20 rounded-md border border-ink-700 px-2 py-2 text-center focus-visible:outline-2 focus-visible:outline-brand-700"
        />
      </div>
      <button type="submit" className={`${buttonClass} border border-brand-700 text-brand-700 w-auto hover:underline`}>
        {t('basket.update')}
      </button>
    </form>
  )
}
