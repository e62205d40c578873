import { formatMoney } from '../../../shared/rules/format-money'
import { formatRating, ratingOutOfFive } from '../../../shared/rules/format-rating'
import type { PageProps } from '../page-props'
import { ProductPrice } from '../listing/product-price'
import { RatingStars } from '../listing/rating-stars'
import { ManufacturerName } from './manufacturer-name'
import { StockLine } from './stock-line'
import type { ProductPageView } from '../../../shared/views/product-view'

const SMALL = 'text-sm text-ink-700'
const BADGE = 'inline-block rounded bg-brand-700 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white'

/** Per page in the store's smallest unit with one decimal ("0.9p"), as listing cards show it. */
function perPage(amount: number, lang: string): string {
  return new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(amount)
}

/** SPEC §9 "rating shown to 2 decimals": the average out of 5, written the store's way (4.15, 4,15). */
function Rating({ store, t, rating }: PageProps & { rating: NonNullable<ProductPageView['rating']> }) {
  const average = formatRating(ratingOutOfFive(rating.percent), store)
  return (
    <a href="#reviews" className="flex items-center gap-2 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
      <RatingStars store={store} t={t} percent={rating.percent} count={rating.count} />
      <span aria-hidden="true">{t('product.rating', { rating: average })}</span>
    </a>
  )
}

function Yields({ store, t, product }: PageProps & { product: ProductPageView }) {
  const withPages = product.yields.filter((entry) => entry.text || entry.pages)
  if (withPages.length === 0 && product.capacity.length === 0) return null
  const number = new Intl.NumberFormat(store.htmlLang)
  return (
    <div className="space-y-1">
      {product.capacity.length > 0 ? <p className={SMALL}>{t('product.capacity', { capacity: product.capacity.join(', ') })}</p> : null}
      {withPages.length > 0 ? (
        <>
          <ul className="space-y-1">
            {withPages.map((entry, index) => (
              <li key={index} className="flex items-center gap-2 text-sm text-ink-900">
                {entry.swatches.map((swatch) => (
                  <svg key={swatch} width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
                    <circle cx="7" cy="7" r="6" fill={swatch} stroke="#6b7280" />
                  </svg>
                ))}
                <span>
                  {entry.colour ? `${entry.colour}: ` : ''}
                  {entry.text ?? t('product.pages', { count: number.format(entry.pages ?? 0) })}
                </span>
              </li>
            ))}
          </ul>
          <p className="text-xs text-ink-700">{t('product.yieldBasis')}</p>
        </>
      ) : null}
    </div>
  )
}

/**
 * SPEC §2 product page header, in two parts so a phone shows the name above the pictures: first the
 * badges, name, brand and manufacturer code, and rating; then (`ProductSummary`) capacity and yield
 * (with the 5% A4 coverage basis of SPEC §1), price per page, both VAT prices (the shopper's choice
 * shows, docs/architecture.md "VAT display"), the regular price struck through under a special price, tier prices,
 * stock, conformity marks and the warranty.
 */
export function ProductHeading({ store, t, product }: PageProps & { product: ProductPageView }) {
  return (
    <div className="space-y-3">
      {product.newToMarket || product.headline ? (
        <p className="flex flex-wrap gap-2">
          {product.newToMarket ? <span className={BADGE}>{t('product.newToMarket')}</span> : null}
          {product.headline ? <span className="inline-block rounded bg-accent-400 px-2 py-0.5 text-xs font-bold text-ink-900">{product.headline}</span> : null}
        </p>
      ) : null}
      <h1 className="text-2xl font-bold text-ink-900 md:text-3xl">{product.name}</h1>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
        {product.brand ? (
          <div className="flex gap-1">
            <dt>{t('product.brand')}</dt>
            <dd className="font-semibold text-ink-900">
              <ManufacturerName t={t} product={product} />
            </dd>
          </div>
        ) : null}
        {product.manufacturerCode ? (
          <div className="flex gap-1">
            <dt>{t('product.manufacturerCode')}</dt>
            <dd className="font-semibold text-ink-900">{product.manufacturerCode}</dd>
          </div>
        ) : null}
        <div className="flex gap-1">
          <dt>{t('product.sku')}</dt>
          <dd className="font-semibold text-ink-900">{product.sku}</dd>
        </div>
      </dl>
      {product.rating ? <Rating store={store} t={t} rating={product.rating} /> : null}
    </div>
  )
}

/** What the shopper weighs before buying: yield, prices, stock, warranty and marks. */
export function ProductSummary({ store, t, product }: PageProps & { product: ProductPageView }) {
  return (
    <div className="space-y-3">
      <Yields store={store} t={t} product={product} />
      <div aria-live="polite" data-product-price="">
        <ProductPrice store={store} t={t} incl={product.price.incl} excl={product.price.excl} wasIncl={product.was?.incl ?? null} />
      </div>
      {product.perPageMinor !== null ? <p className={SMALL}>{t('card.perPage', { amount: perPage(product.perPageMinor, store.htmlLang) })}</p> : null}
      {product.tierPrices.length > 0 ? (
        <ul className="space-y-0.5 text-sm text-ink-900">
          {product.tierPrices.map((tier) => (
            <li key={tier.quantity}>
              <span className="ex-vat:hidden">{t('product.tierPrice', { quantity: tier.quantity, amount: formatMoney(tier.price.incl, store) })}</span>
              <span className="hidden ex-vat:inline">{t('product.tierPrice', { quantity: tier.quantity, amount: formatMoney(tier.price.excl, store) })}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <StockLine store={store} t={t} stock={product} />
      {product.warranty ? <p className="text-sm font-semibold text-ink-900">{t(product.warranty === 'ownBrand' ? 'product.warranty.ownBrand' : 'product.warranty.refurbished')}</p> : null}
      {product.conformityMarks.length > 0 ? (
        <p className="flex flex-wrap gap-2" aria-label={t('product.conformity')}>
          {product.conformityMarks.map((mark) => (
            <span key={mark} className="rounded border border-ink-700 px-1.5 py-0.5 text-xs font-bold text-ink-900">
              {mark}
            </span>
          ))}
        </p>
      ) : null}
    </div>
  )
}
