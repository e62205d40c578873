import { PRODUCT_CARD_IMAGE, PRODUCT_CARD_IMAGE_NARROW, PRODUCT_CARD_IMAGE_SIZES } from '../../../shared/constants/image-sizes'
import { responsiveImageSource } from '../../../shared/rules/image-source'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import { AddToBasketForm, buttonClass } from './add-to-basket-form'
import type { ProductCardView } from '../../../shared/views/listing-view'
import { ProductPrice } from './product-price'
import { RatingStars } from './rating-stars'

type ProductCardProps = PageProps & {
  product: ProductCardView
  /** The list the card is in, for analytics (`item_list_name`). */
  listName: string
  /** Position in that list, from 1. */
  position: number
  /**
   * How the picture loads: `lazy` below the fold; `eager` for the first cards, above it; `first` for
   * the very first card of the page's first list, whose picture is likely the page's largest
   * element (LCP), so it is also fetched ahead of other pictures.
   */
  picture?: CardPicture
}

export type CardPicture = 'first' | 'eager' | 'lazy'

const SMALL_PRINT = 'text-sm text-ink-700'

/**
 * A listing card (issue "Catalogue pages" item 2): picture at 216x268, name, yield, price per page,
 * both VAT prices, stock, rating, and add to basket for products that need no choice (SPEC §4);
 * the others lead to their page to choose options. The add form posts without JavaScript;
 * `client/effects/add-to-cart.ts` sends it in the background when scripts run.
 */
export function ProductCard({ store, t, product, listName, position, picture = 'lazy' }: ProductCardProps) {
  const path = storePath(store, product.path)
  const image = product.image ? responsiveImageSource(product.image.url, PRODUCT_CARD_IMAGE, [PRODUCT_CARD_IMAGE_NARROW, PRODUCT_CARD_IMAGE], PRODUCT_CARD_IMAGE_SIZES) : null
  const nameId = `card-${product.sku}-${position}`
  return (
    <article className="flex h-full flex-col gap-2 rounded-lg border border-ink-300 bg-white p-3 listing-list:flex-row listing-list:gap-4" aria-labelledby={nameId} data-product-card={product.sku}>
      <a href={path} className="block shrink-0 self-center" tabIndex={-1} aria-hidden="true" data-prefetch-image={image?.src}>
        {image ? (
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.sizes}
            width={image.width}
            height={image.height}
            alt=""
            loading={picture === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={picture === 'first' ? 'high' : undefined}
            decoding="async"
            className="h-[268px] w-[216px] object-contain max-md:h-[188px] max-md:w-[151px] listing-list:h-[200px] listing-list:w-[140px]"
          />
        ) : (
          <span className="block h-[188px] w-[151px] rounded bg-ink-100 md:h-[268px] md:w-[216px]" />
        )}
      </a>
      <div className="flex flex-1 flex-col gap-2">
        <h3 id={nameId} className="font-semibold text-ink-900">
          <a href={path} className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-700" data-item-position={position} data-item-list={listName}>
            {product.name}
          </a>
        </h3>
        {product.rating ? <RatingStars store={store} t={t} percent={product.rating.percent} count={product.rating.count} showRating /> : null}
        {product.yieldText ? <p className={SMALL_PRINT}>{product.yieldText}</p> : null}
        <div className="mt-auto flex flex-col gap-2">
          <ProductPrice store={store} t={t} incl={product.price.incl} excl={product.price.excl} wasIncl={product.wasIncl} />
          {product.perPageMinor !== null ? <p className={SMALL_PRINT}>{t('card.perPage', { amount: perPageAmount(product.perPageMinor, store.htmlLang) })}</p> : null}
          <StockLine t={t} product={product} />
          <CardAction store={store} t={t} product={product} path={path} listName={listName} />
        </div>
      </div>
    </article>
  )
}

function perPageAmount(minor: number, lang: string): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(minor)
}

function StockLine({ t, product }: Pick<PageProps, 't'> & { product: ProductCardView }) {
  if (!product.inStock) return <p className="text-sm font-semibold text-danger-700">{t('stock.out')}</p>
  if (product.onlyLeft !== null) return <p className="text-sm font-semibold text-danger-700">{t('stock.onlyLeft', { count: product.onlyLeft })}</p>
  return <p className="text-sm font-semibold text-stock-700">{t('stock.in')}</p>
}

function CardAction({ store, t, product, path, listName }: PageProps & { product: ProductCardView; path: string; listName: string }) {
  if (product.addToCart === 'choose-options') {
    return (
      <a href={path} className={`${buttonClass} border border-brand-700 text-brand-700 hover:bg-ink-100`}>
        {t('card.chooseOptions')}
        <span className="sr-only">: {product.name}</span>
      </a>
    )
  }
  if (!product.inStock) {
    return (
      <a href={path} className={`${buttonClass} border border-ink-600 text-ink-900 hover:bg-ink-100`}>
        {t('card.viewProduct')}
        <span className="sr-only">: {product.name}</span>
      </a>
    )
  }
  return <AddToBasketForm store={store} t={t} product={product} path={path} listName={listName} className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-60`} />
}
