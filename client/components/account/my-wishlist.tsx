import type { ListingLayout } from '../../../shared/constants/listing-layout'
import { ACCOUNT_PAGE_PATHS } from '../../../shared/constants/shop-paths'
import { PRODUCT_CARD_IMAGE } from '../../../shared/constants/image-sizes'
import { imageSource } from '../../../shared/rules/image-source'
import { storePath } from '../../../shared/rules/store-from-path'
import type { MyWishlistView } from '../../../shared/views/wishlist-view'
import { LayoutLinks } from '../listing/layout-links'
import { ProductPrice } from '../listing/product-price'
import type { PageProps } from '../page-props'
import { FORM_BUTTON, FORM_LINK } from './entry-frame'


/**
 * Issue 17 my-wishlist: each kept product with its picture, price in both VAT modes and stock, a
 * form that moves it to the basket (SPEC §4: it then leaves the list) and one that removes it.
 * SPEC §2 "Category and wishlist can be shown as grid or list": the layout is the address's
 * (`?view=list`), switched by links, so it works without JavaScript; the forms carry it back.
 */
export function MyWishlist({ store, t, view, layout }: PageProps & { view: MyWishlistView; layout: ListingLayout }) {
  if (view.items.length === 0) return <p>{t('account.wishlist.none')}</p>
  const page = storePath(store, ACCOUNT_PAGE_PATHS.wishlist)
  const action = (what: 'move' | 'remove') => `${page}/${what}`
  const list = layout === 'list'
  return (
    <div className="space-y-4" data-wishlist-layout={layout}>
      <div className="flex justify-end">
        <LayoutLinks t={t} current={layout} hrefFor={(choice) => wishlistLayoutHref(page, choice)} />
      </div>
      <ul className={list ? 'grid grid-cols-1 gap-4' : 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3'} aria-label={t('page.account.wishlist')}>
        {view.items.map(({ id, product }) => {
          const image = product.image ? imageSource(product.image.url, PRODUCT_CARD_IMAGE) : null
          const viewField = list ? <input type="hidden" name="view" value="list" /> : null
          return (
            <li key={id} className={`flex gap-4 rounded-lg border border-ink-300 p-4 ${list ? 'flex-row' : 'flex-col'}`} data-wishlist-item={id}>
              {image && (
                <img
                  src={image.src}
                  srcSet={image.srcSet}
                  width={image.width}
                  height={image.height}
                  alt=""
                  loading="lazy"
                  className={list ? 'h-[200px] w-[140px] shrink-0 object-contain max-sm:h-[140px] max-sm:w-[98px]' : 'mx-auto h-[268px] w-[216px] object-contain'}
                />
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-3">
                <a href={storePath(store, product.path)} className={FORM_LINK}>
                  {product.name}
                </a>
                <ProductPrice store={store} t={t} incl={product.price.incl} excl={product.price.excl} wasIncl={product.wasIncl} />
                <p className={product.inStock ? 'text-stock-700' : 'text-danger-700'}>{t(product.inStock ? 'stock.in' : 'stock.out')}</p>
                <div className="mt-auto flex flex-wrap items-center gap-4">
                  <form method="post" action={action('move')}>
                    <input type="hidden" name="item" value={id} />
                    {viewField}
                    <button type="submit" aria-label={t('account.wishlist.moveNamed', { name: product.name })} className={FORM_BUTTON}>
                      {t('account.wishlist.move')}
                    </button>
                  </form>
                  <form method="post" action={action('remove')}>
                    <input type="hidden" name="item" value={id} />
                    {viewField}
                    <button type="submit" aria-label={t('account.wishlist.removeNamed', { name: product.name })} className={FORM_LINK}>
                      {t('account.wishlist.remove')}
                    </button>
                  </form>
                </div>
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** The wish list's address in a layout; grid, the default, needs no parameter. */
export const wishlistLayoutHref = (page: string, layout: ListingLayout): string => (layout === 'list' ? `${page}?view=list` : page)
