import type { ReactNode } from 'react'
import { HORIZONTAL_CARD_IMAGE } from '../../../shared/constants/image-sizes'
import type { MessageKey } from '../../../shared/messages/translate'
import { formatMoney } from '../../../shared/rules/format-money'
import { imageSource } from '../../../shared/rules/image-source'
import { storePath } from '../../../shared/rules/store-from-path'
import { AddToBasketForm, buttonClass } from '../listing/add-to-basket-form'
import { ProductPrice } from '../listing/product-price'
import { RatingStars } from '../listing/rating-stars'
import type { PageProps } from '../page-props'
import type { SwitchPairView, SwitchProductView } from '../../../shared/views/switch-save-view'

const INFO_TEXT: Record<NonNullable<SwitchPairView['infoType']>, MessageKey> = {
  1: 'switchSave.info.1',
  2: 'switchSave.info.2',
  3: 'switchSave.info.3',
  4: 'switchSave.info.4',
}

type SideProps = PageProps & { product: SwitchProductView; label: string; headingId: string }

/** One side of a pair: its label, picture and name (both links to its page), price and yield. */
function PairSide({ store, t, product, label, headingId, children }: SideProps & { children?: ReactNode }) {
  const path = storePath(store, product.path)
  const image = product.image ? imageSource(product.image.url, HORIZONTAL_CARD_IMAGE) : null
  return (
    <div className="flex gap-3">
      <a href={path} className="shrink-0" tabIndex={-1} aria-hidden="true">
        {image ? (
          <img src={image.src} srcSet={image.srcSet} width={image.width} height={image.height} alt="" loading="lazy" decoding="async" className="h-[150px] w-[105px] object-contain" />
        ) : (
          <span className="block h-[150px] w-[105px] rounded bg-ink-100" />
        )}
      </a>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-ink-700">{label}</p>
        <h3 id={headingId} className="font-semibold text-ink-900">
          <a href={path} className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
            {product.name}
          </a>
        </h3>
        {product.rating ? <RatingStars store={store} t={t} percent={product.rating.percent} count={product.rating.count} showRating /> : null}
        {product.yieldText ? <p className="text-sm text-ink-700">{product.yieldText}</p> : null}
        <ProductPrice store={store} t={t} incl={product.price.incl} excl={product.price.excl} wasIncl={product.wasIncl} />
        {children}
      </div>
    </div>
  )
}

/** "Save £x" or "Costs £x more", in the shopper's VAT display (docs/architecture.md "VAT display"). */
function PriceDifference({ store, t, difference }: PageProps & { difference: SwitchPairView['priceDifference'] }) {
  const key: MessageKey = difference.incl >= 0 ? 'switchSave.save' : 'switchSave.costsMore'
  const amount = (minor: number, vat: MessageKey) => t(vat, { amount: formatMoney(Math.abs(minor), store) })
  return (
    <li className="font-bold text-stock-700" data-price-difference="">
      <span className="ex-vat:hidden">{t(key, { amount: amount(difference.incl, 'price.inclVatAmount') })}</span>
      <span className="hidden ex-vat:inline">{t(key, { amount: amount(difference.excl, 'price.exclVatAmount') })}</span>
    </li>
  )
}

function pagesText(t: PageProps['t'], difference: number, lang: string): string {
  const count = new Intl.NumberFormat(lang).format(Math.abs(difference))
  if (difference > 0) return t('switchSave.morePages', { count })
  if (difference < 0) return t('switchSave.fewerPages', { count })
  return t('switchSave.samePages')
}

/**
 * A genuine cartridge beside our alternative (SPEC §1 switch and save, §4 info type and savings
 * percent): both link to their pages; the alternative has an add-to-basket form (SPEC §4: added
 * directly), and the comparison says what switching saves.
 */
export function SwitchPair({ store, t, pair, position }: PageProps & { pair: SwitchPairView; position: number }) {
  const { original, alternative } = pair
  const id = `switch-${position}`
  return (
    <article
      aria-labelledby={`${id}-original ${id}-alternative`}
      className="grid gap-4 rounded-lg border border-ink-300 bg-white p-4 md:grid-cols-2 xl:grid-cols-[1fr_1fr_16rem]"
      data-switch-pair={original.sku}
      data-alternative={alternative.sku}
    >
      <PairSide store={store} t={t} product={original} label={t('switchSave.genuine')} headingId={`${id}-original`} />
      <PairSide store={store} t={t} product={alternative} label={t('switchSave.alternative')} headingId={`${id}-alternative`}>
        <AddToBasketForm
          store={store}
          t={t}
          product={alternative}
          path={storePath(store, alternative.path)}
          listName={t('page.switchSave')}
          className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto`}
        />
      </PairSide>
      <div className="rounded-md bg-ink-100 p-3 md:col-span-2 xl:col-span-1">
        <h4 className="sr-only">
          {t('switchSave.comparison')}
        </h4>
        {pair.infoType ? <p className="mb-2 font-semibold text-ink-900">{t(INFO_TEXT[pair.infoType])}</p> : null}
        <ul className="space-y-1 text-ink-900">
          <PriceDifference store={store} t={t} difference={pair.priceDifference} />
          {pair.yieldsDifference !== null ? <li data-yields-difference="">{pagesText(t, pair.yieldsDifference, store.htmlLang)}</li> : null}
          {pair.savingsPercent !== null ? <li data-savings-percent="">{t('switchSave.perPageSaving', { percent: pair.savingsPercent })}</li> : null}
        </ul>
      </div>
    </article>
  )
}
