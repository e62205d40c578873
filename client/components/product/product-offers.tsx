import { BUY_TOGETHER_PATH } from '../../../shared/constants/shop-paths'
import { formatMoney } from '../../../shared/rules/format-money'
import { imageSource } from '../../../shared/rules/image-source'
import { HORIZONTAL_CARD_IMAGE } from '../../../shared/constants/image-sizes'
import { formatCalendarDate } from '../../../shared/rules/format-calendar-date'
import { serializeForScript } from '../../../shared/html/serialize-for-script'
import { storePath } from '../../../shared/rules/store-from-path'
import type { CardProduct } from '../../effects/add-to-cart'
import type { BuyTogetherOffer, BuyTogetherTexts } from '../../effects/product-offer-forms'
import type { PageProps } from '../page-props'
import { buttonClass } from '../listing/add-to-basket-form'
import type { BuyTogetherView, PromotionView } from '../../../shared/views/product-view'

const PANEL = 'space-y-2 rounded-lg border border-ink-300 p-4'

/** A promotion's headline in words, per kind (SPEC §3 cashback, trade-in, warranty extension). */
function promotionTitle({ store, t }: PageProps, promotion: PromotionView): string {
  const amount = promotion.amount !== null ? formatMoney(promotion.amount, store) : ''
  if (promotion.kind === 'cashback') return t('product.promotion.cashback', { amount })
  if (promotion.kind === 'tradeIn') return t('product.promotion.tradeIn', { amount })
  return t('product.promotion.warranty', { years: promotion.years ?? 1 })
}

/**
 * SPEC §2 cashback, trade-in and warranty-extension promotions, shown only inside their windows (the
 * loader decided). Each has its terms in sanitised HTML: a `<template>` the info modal reads, and a
 * `<details>` with the same terms for shoppers without scripts.
 */
export function ProductPromotions({ store, t, promotions, today }: PageProps & { promotions: readonly PromotionView[]; today: string }) {
  if (promotions.length === 0) return null
  return (
    <div className="grid gap-3 md:grid-cols-2" data-promotions="">
      {promotions.map((promotion) => {
        const title = promotionTitle({ store, t }, promotion)
        const templateId = `promotion-${promotion.kind}`
        return (
          <section key={promotion.kind} aria-label={title} className={`${PANEL} border-accent-400 bg-ink-100`} data-promotion={promotion.kind}>
            <p className="font-bold text-ink-900">{title}</p>
            {promotion.catchLine ? <p className="text-sm">{promotion.catchLine}</p> : null}
            {promotion.endDate && /^\d{4}-\d{2}-\d{2}/.test(promotion.endDate) ? (
              <p className="text-sm text-ink-700">{t('product.promotion.ends', { date: formatCalendarDate(promotion.endDate.slice(0, 10), store, today) })}</p>
            ) : null}
            {promotion.html ? (
              <>
                <template id={templateId} dangerouslySetInnerHTML={{ __html: promotion.html }} />
                <details>
                  <summary
                    className="cursor-pointer font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
                    data-modal-open="info"
                    data-modal-template={templateId}
                    data-modal-props={JSON.stringify({ title })}
                  >
                    {t('product.promotion.terms')}
                  </summary>
                  <div className="prose-shop pt-2 text-sm" dangerouslySetInnerHTML={{ __html: promotion.html }} />
                </details>
              </>
            ) : null}
          </section>
        )
      })}
    </div>
  )
}

/**
 * SPEC §1 and §5 "Buy together": the companion at the offer's discount (20%), added with this product
 * through `buyTogetherAndSave`. The form posts without scripts and lands on the basket; with them
 * `client/effects/product-offer-forms.ts` sends it in the background, reading `data-offer` and the
 * offer's texts.
 */
export function BuyTogether({ store, t, product, offer }: PageProps & { product: CardProduct; offer: BuyTogetherView }) {
  const { companion } = offer
  const image = companion.imageUrl ? imageSource(companion.imageUrl, HORIZONTAL_CARD_IMAGE) : null
  const data: BuyTogetherOffer = {
    product,
    companion: { sku: companion.sku, name: companion.name, url: storePath(store, companion.path), imageUrl: companion.imageUrl, priceIncl: offer.offerPrice.incl, listName: product.listName },
  }
  const texts: BuyTogetherTexts = { failed: t('notice.buyTogetherFailed'), companionUnavailable: t('notice.companionUnavailable') }
  return (
    <section aria-labelledby="buy-together-heading" className={PANEL} data-buy-together="">
      <h2 id="buy-together-heading" className="text-xl font-bold text-ink-900">
        {t('product.buyTogether.heading', { percent: offer.discountPercent })}
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        {image ? <img src={image.src} srcSet={image.srcSet} width={image.width} height={image.height} alt="" loading="lazy" decoding="async" className="h-[100px] w-[70px] object-contain" /> : null}
        <div className="flex-1 space-y-1">
          <a href={storePath(store, companion.path)} className="font-semibold text-ink-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
            {companion.name}
          </a>
          <p>
            <span className="ex-vat:hidden">
              <s className="text-ink-700">{formatMoney(offer.price.incl, store)}</s> <strong>{formatMoney(offer.offerPrice.incl, store)}</strong> {t('price.inclVat')}
            </span>
            <span className="hidden ex-vat:inline">
              <s className="text-ink-700">{formatMoney(offer.price.excl, store)}</s> <strong>{formatMoney(offer.offerPrice.excl, store)}</strong> {t('price.exclVat')}
            </span>
          </p>
        </div>
        <form method="post" action={storePath(store, BUY_TOGETHER_PATH)} data-buy-together-form="" data-offer={JSON.stringify(data)}>
          <input type="hidden" name="sku" value={product.sku} />
          <input type="hidden" name="companion" value={companion.sku} />
          <button type="submit" className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}>
            {t('product.buyTogether.add')}
          </button>
        </form>
      </div>
      <script type="application/json" data-buy-together-texts="" dangerouslySetInnerHTML={{ __html: serializeForScript(texts) }} />
    </section>
  )
}
