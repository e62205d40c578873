import { HORIZONTAL_CARD_IMAGE } from '../../../shared/constants/image-sizes'
import { CART_ADD_PATH, SWITCH_SAVE_PATH, SWITCH_TO_ALTERNATIVE_PATH } from '../../../shared/constants/shop-paths'
import type { StoreView } from '../../../shared/constants/stores'
import { formatMoney } from '../../../shared/rules/format-money'
import { imageSource } from '../../../shared/rules/image-source'
import { storePath } from '../../../shared/rules/store-from-path'
import type { Translate } from '../../../shared/messages/translate'
import type { PageProps } from '../page-props'
import { ProductPrice } from '../listing/product-price'
import type { SwitchAndSaveOfferView } from '../../../shared/views/printer-views'

const LINK = 'font-semibold text-ink-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700'
const SMALL_PRINT = 'text-sm text-ink-700'
const LABEL = 'text-xs font-bold uppercase tracking-wide'

function count(value: number, lang: string): string {
  return new Intl.NumberFormat(lang).format(value)
}

/**
 * "Save £10.50 (44% less per page)", both VAT ways like every price; per page only when the
 * cartridge itself costs no less; the amount alone when the yields give no per-page figure.
 */
function Saving({ store, t, offer }: { store: StoreView; t: Translate; offer: SwitchAndSaveOfferView }) {
  const { saving, savingsPercent: percent } = offer
  if (saving.incl <= 0) return percent !== null ? <p className="font-bold text-stock-700">{t('modelOffers.lessPerPage', { percent })}</p> : null
  const text = (amount: number) => (percent !== null ? t('modelOffers.save', { amount: formatMoney(amount, store), percent }) : t('modelOffers.saveAmount', { amount: formatMoney(amount, store) }))
  return (
    <p className="font-bold text-stock-700" data-saving="">
      <span className="ex-vat:hidden">{text(saving.incl)}</span>
      <span className="hidden ex-vat:inline">{text(saving.excl)}</span>
    </p>
  )
}

function YieldDifference({ store, t, difference }: { store: StoreView; t: Translate; difference: number | null }) {
  if (difference === null) return null
  if (difference === 0) return <p className={SMALL_PRINT}>{t('modelOffers.samePages')}</p>
  const key = difference > 0 ? 'modelOffers.morePages' : 'modelOffers.fewerPages'
  return <p className="text-sm font-semibold text-ink-900">{t(key, { count: count(Math.abs(difference), store.htmlLang) })}</p>
}

/**
 * What the offer's form does: add the alternative (printer model pages, sent in the background by
 * `client/effects/add-to-cart.ts`), or switch the original for it in the basket (the original's own
 * page, SPEC §4 "Switch and save": sent by `client/effects/product-offer-forms.ts`), or switch a
 * basket line's whole quantity for it (the basket page, sent in place by soft navigation).
 */
export type SwitchOfferMode = 'add' | 'switch' | 'basket'

const FORM_MARKS: Record<SwitchOfferMode, Record<string, string>> = {
  add: { 'data-add-to-cart': '' },
  switch: { 'data-switch-form': '' },
  basket: { 'data-soft-post': '' },
}

/**
 * One genuine cartridge and its own-brand alternative: the alternative's picture, name and both VAT
 * prices, the saving (SPEC §4 savings percent), the yield difference, the SPEC §4 info type in words,
 * and the form that adds the alternative or switches to it (`mode`).
 */
export function SwitchAndSaveOffer({
  store,
  t,
  offer,
  position,
  mode = 'add',
  categoryName,
}: PageProps & { offer: SwitchAndSaveOfferView; position: number; mode?: SwitchOfferMode | undefined; categoryName?: string | undefined }) {
  const { original, alternative } = offer
  const originalPath = storePath(store, original.path)
  const alternativePath = storePath(store, alternative.path)
  const image = alternative.image ? imageSource(alternative.image.url, HORIZONTAL_CARD_IMAGE) : null
  const titleId = `switch-${original.sku}`
  const listName = t('modelOffers.listName')
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-3 rounded-lg bg-ink-100 p-3 md:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)_16rem] lg:items-center"
      data-switch-offer={original.sku}
      data-alternative={alternative.sku}
    >
      <h3 id={titleId} className="sr-only">
        {t('modelOffers.offer', { original: original.name, alternative: alternative.name })}
      </h3>
      <div className="space-y-1">
        <p className={`${LABEL} text-ink-700`}>{t('modelOffers.genuine')}</p>
        <p>
          <a href={originalPath} className={LINK}>
            {original.name}
          </a>
        </p>
        {original.pages !== null ? <p className={SMALL_PRINT}>{t('modelOffers.pages', { count: count(original.pages, store.htmlLang) })}</p> : null}
        <ProductPrice store={store} t={t} incl={original.price.incl} excl={original.price.excl} />
      </div>
      <div className="flex gap-3 rounded-md border border-stock-700 bg-white p-3">
        {image ? (
          <a href={alternativePath} className="shrink-0" tabIndex={-1} aria-hidden="true">
            <img src={image.src} srcSet={image.srcSet} width={image.width} height={image.height} alt="" loading="lazy" decoding="async" className="h-[100px] w-[70px] object-contain" />
          </a>
        ) : null}
        <div className="space-y-1">
          <p className={`${LABEL} text-stock-700`}>{t('modelOffers.ours')}</p>
          <p>
            <a href={alternativePath} className={LINK} data-item-position={position} data-item-list={listName}>
              {alternative.name}
            </a>
          </p>
          {alternative.pages !== null ? <p className={SMALL_PRINT}>{t('modelOffers.pages', { count: count(alternative.pages, store.htmlLang) })}</p> : null}
          <ProductPrice store={store} t={t} incl={alternative.price.incl} excl={alternative.price.excl} />
        </div>
      </div>
      <div className="space-y-1 md:col-span-2 lg:col-span-1">
        <Saving store={store} t={t} offer={offer} />
        <YieldDifference store={store} t={t} difference={offer.yieldsDifference} />
        {offer.infoType !== null ? <p className={SMALL_PRINT}>{t(`modelOffers.info.${offer.infoType}`)}</p> : null}
        {mode === 'add' ? (
          // SPEC §3 switch-and-sell props: this offer's product, quantity and the category it sits in.
          <a
            href={storePath(store, SWITCH_SAVE_PATH)}
            data-modal-open="switchAndSell"
            data-modal-props={JSON.stringify({
              product: { sku: alternative.sku, name: alternative.name, url: alternativePath, imageUrl: alternative.image?.url ?? null, priceIncl: alternative.price.incl },
              quantity: offer.quantity ?? 1,
              ...(categoryName ? { categoryName } : {}),
            })}
            aria-label={t('modelOffers.whyNamed', { name: alternative.name })}
            className="inline-block text-sm font-semibold text-brand-700 underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {t('modelOffers.why')}
          </a>
        ) : null}
        <form
          method="post"
          action={storePath(store, mode === 'add' ? CART_ADD_PATH : SWITCH_TO_ALTERNATIVE_PATH)}
          {...FORM_MARKS[mode]}
          data-product={JSON.stringify({ sku: alternative.sku, name: alternative.name, url: alternativePath, imageUrl: alternative.image?.url ?? null, priceIncl: alternative.price.incl, listName })}
        >
          {mode === 'add' ? null : <input type="hidden" name="original" value={original.sku} />}
          <input type="hidden" name="sku" value={alternative.sku} />
          <input type="hidden" name="quantity" value={offer.quantity ?? 1} />
          <button
            type="submit"
            className="mt-1 inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-900 disabled:opacity-60"
          >
            {t(mode === 'basket' ? 'modelOffers.switchLine' : 'modelOffers.add')}
            <span className="sr-only">: {alternative.name}</span>
          </button>
        </form>
      </div>
    </article>
  )
}
