import { SWITCH_SAVE_PATH } from '../../../shared/constants/shop-paths'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import type { SwitchAndSaveOfferView } from '../../../shared/views/printer-views'
import { SwitchAndSaveOffer, type SwitchOfferMode } from './switch-and-save-offer'

/** Offers shown at once; the rest wait behind a disclosure so the listing stays near the top (a phone shows one offer a screen). */
const SHOWN_OFFERS = 2

type OffersProps = PageProps & {
  offers: readonly SwitchAndSaveOfferView[]
  mode?: SwitchOfferMode | undefined
  /** The category the offers are shown in (a printer model), for the switch-and-sell modal. */
  categoryName?: string | undefined
}

function OfferList({ store, t, offers, firstPosition, mode, categoryName }: OffersProps & { firstPosition: number }) {
  return (
    <ul className="space-y-3">
      {offers.map((offer, index) => (
        <li key={offer.original.sku}>
          <SwitchAndSaveOffer store={store} t={t} offer={offer} position={firstPosition + index} mode={mode} categoryName={categoryName} />
        </li>
      ))}
    </ul>
  )
}

/**
 * A printer model page's switch-and-save offers (SPEC §4, §5), above its listing: for each genuine
 * cartridge on this page of the listing that has an alternative, the two side by side with the
 * saving and a form that adds the alternative. "Why switch?" opens the switch-and-sell modal
 * (SPEC §2 Modals, §1 claims); without scripts it is a link to the switch-and-save page. On the
 * genuine cartridge's own page (`mode` "switch") the forms switch the basket's line instead.
 */
export function SwitchAndSavePanel({ store, t, offers, mode, categoryName }: OffersProps) {
  if (offers.length === 0) return null
  const more = offers.slice(SHOWN_OFFERS)
  return (
    <section aria-labelledby="switch-and-save-heading" className="space-y-3 rounded-lg border-2 border-stock-700 p-4" data-switch-and-save="">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="switch-and-save-heading" className="text-xl font-bold text-ink-900">
          {t('modelOffers.heading')}
        </h2>
        <a
          href={storePath(store, SWITCH_SAVE_PATH)}
          data-modal-open="switchAndSell"
          className="font-semibold text-brand-700 underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {t('modelOffers.why')}
        </a>
      </div>
      <p className="text-ink-700">{t('modelOffers.intro')}</p>
      <OfferList store={store} t={t} offers={offers.slice(0, SHOWN_OFFERS)} firstPosition={1} mode={mode} categoryName={categoryName} />
      {more.length > 0 ? (
        <details className="faq-item">
          <summary className="cursor-pointer rounded-md py-2 font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700">
            {more.length === 1 ? t('modelOffers.more.one') : t('modelOffers.more', { count: more.length })}
          </summary>
          <OfferList store={store} t={t} offers={more} firstPosition={SHOWN_OFFERS + 1} mode={mode} categoryName={categoryName} />
        </details>
      ) : null}
    </section>
  )
}
