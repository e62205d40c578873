import { CART_ADD_PATH } from '../../../shared/constants/shop-paths'
import { storePath } from '../../../shared/rules/store-from-path'
import type { CardProduct } from '../../effects/add-to-cart'
import type { PageProps } from '../page-props'
import type { ProductCardView } from '../../../shared/views/listing-view'

/** The look of a card's button or button-like link (full width, visible focus). */
export const buttonClass =
  'inline-flex w-full items-center justify-center rounded-md px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-900'

/**
 * Add one of a product that needs no choice to the basket (SPEC §4 "From listing cards, simple and
 * alternative products are added directly"). The form posts without JavaScript and lands on the
 * basket; `client/effects/add-to-cart.ts` sends it in the background when scripts run, reading
 * `data-product`. A page with these forms also renders `CartTexts` once.
 */
export function AddToBasketForm({ store, t, product, path, listName, className }: PageProps & { product: ProductCardView; path: string; listName: string; className: string }) {
  const data: CardProduct = { sku: product.sku, name: product.name, url: path, imageUrl: product.image?.url ?? null, priceIncl: product.price.incl, listName }
  return (
    <form method="post" action={storePath(store, CART_ADD_PATH)} data-add-to-cart="" data-product={JSON.stringify(data)}>
      <input type="hidden" name="sku" value={product.sku} />
      <input type="hidden" name="quantity" value="1" />
      <button type="submit" className={className}>
        {t('card.addToCart')}
        <span className="sr-only">: {product.name}</span>
      </button>
    </form>
  )
}
