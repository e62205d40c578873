import { CART_REMOVE_PATH } from '../../../shared/constants/shop-paths'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import type { BasketLineView } from './basket-view'

/** SPEC §4 "Remove" without JavaScript; `data-basket-remove` is where the later confirm modal hooks in. */
export function LineRemoveForm({ store, t, line }: PageProps & { line: BasketLineView }) {
  return (
    <form method="post" action={storePath(store, CART_REMOVE_PATH)} data-basket-remove="" data-name={line.name}>
      <input type="hidden" name="uid" value={line.uid} />
      <button
        type="submit"
        aria-label={t('basket.removeNamed', { name: line.name })}
        className="rounded-md px-2 py-2 text-sm font-semibold text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {t('basket.remove')}
      </button>
    </form>
  )
}
