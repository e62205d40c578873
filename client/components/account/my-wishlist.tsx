import { ACCOUNT_PAGE_PATHS } from '../../../shared/constants/shop-paths'
import { PRODUCT_CARD_IMAGE } from '../../../shared/constants/image-sizes'
import { imageSource } from '../../../shared/rules/image-source'
import { storePath } from '../../../shared/rules/store-from-path'
import type { ProductCardView } from '../listing/listing-view'
import { ProductPrice } from '../listing/product-price'
import type { PageProps } from '../page-props'
import { FORM_BUTTON, FORM_LINK } from './entry-frame'

export type WishlistItemView = { id: string; quantity: number; product: ProductCardView }
export type MyWishlistView = { wishlistId: string | null; items: readonly WishlistItemView[] }

/**
 * Issue 17 my-wishlist: each kept product with its picture, price in both VAT modes and stock, a
 * form that moves it to the basket (SPEC §4: it then leaves the list) and one that removes it.
 */
export function MyWishlist({ store, t, view }: PageProps & { view: MyWishlistView }) {
  if (view.items.length === 0) return <p>{t('account.wishlist.none')}</p>
  const action = (what: 'move' | 'remove') => storePath(store, `${ACCOUNT_PAGE_PATHS.wishlist}/${what}`)
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('page.account.wishlist')}>
      {view.items.map(({ id, product }) => {
        const image = product.image ? imageSource(product.image.url, PRODUCT_CARD_IMAGE) : null
        return (
          <li key={id} className="flex flex-col gap-3 rounded-lg border border-ink-300 p-4" data-wishlist-item={id}>
            {image && <img src={image.src} srcSet={image.srcSet} width={image.width} height={image.height} alt="" loading="lazy" className="mx-auto h-[268px] w-[216px] object-contain" />}
            <a href={storePath(store, product.path)} className={FORM_LINK}>
              {product.name}
            </a>
            <ProductPrice store={store} t={t} incl={product.price.incl} excl={product.price.excl} wasIncl={product.wasIncl} />
            <p className={product.inStock ? 'text-stock-700' : 'text-danger-700'}>{t(product.inStock ? 'stock.in' : 'stock.out')}</p>
            <div className="mt-auto flex flex-wrap items-center gap-4">
              <form method="post" action={action('move')}>
                <input type="hidden" name="item" value={id} />
                <button type="submit" aria-label={t('account.wishlist.moveNamed', { name: product.name })} className={FORM_BUTTON}>
                  {t('account.wishlist.move')}
                </button>
              </form>
              <form method="post" action={action('remove')}>
                <input type="hidden" name="item" value={id} />
                <button type="submit" aria-label={t('account.wishlist.removeNamed', { name: product.name })} className={FORM_LINK}>
                  {t('account.wishlist.remove')}
                </button>
              </form>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
