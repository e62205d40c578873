import { SWITCH_SAVE_PATH } from '../../../shared/constants/shop-paths'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import type { SwitchAndSaveOfferView } from './printer-views'
import { SwitchAndSaveOffer } from './switch-and-save-offer'

/**
 * A printer model page's switch-and-save offers (SPEC §4, §5), above its listing: for each genuine
 * cartridge on this page of the listing that has an alternative, the two side by side with the
 * saving and a form that adds the alternative. "Why switch?" opens the switch-and-sell modal
 * (SPEC §2 Modals, §1 claims); without scripts it is a link to the switch-and-save page.
 */
export function SwitchAndSavePanel({ store, t, offers }: PageProps & { offers: readonly SwitchAndSaveOfferView[] }) {
  if (offers.length === 0) return null
  return (
    <section aria-labelledby="switch-and-save-heading" className="space-y-3 rounded-lg border-2 border-stock-700 p-4" data-switch-and-save="">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="switch-and-save-heading" className="text-xl font-bold text-ink-900">
          {t('switchSave.heading')}
        </h2>
        <a
          href={storePath(store, SWITCH_SAVE_PATH)}
          data-modal-open="switchAndSell"
          className="font-semibold text-brand-700 underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {t('switchSave.why')}
        </a>
      </div>
      <p className="text-ink-700">{t('switchSave.intro')}</p>
      <ul className="grid gap-4 xl:grid-cols-2">
        {offers.map((offer, index) => (
          <li key={offer.original.sku}>
            <SwitchAndSaveOffer store={store} t={t} offer={offer} position={index + 1} />
          </li>
        ))}
      </ul>
    </section>
  )
}
