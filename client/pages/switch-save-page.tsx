import {
  OWN_BRAND_RATING,
  OWN_BRAND_WARRANTY_YEARS,
  SWITCH_SAVE_MAX_SAVING_PERCENT,
  YIELD_COVERAGE_PERCENT,
} from '../../shared/constants/switch-save'
import { Breadcrumbs } from '../components/listing/breadcrumbs'
import { CartTexts } from '../components/listing/cart-texts'
import type { PageProps } from '../components/page-props'
import { SwitchPair } from '../components/switch-save/switch-pair'
import type { SwitchSaveView } from '../../shared/views/switch-save-view'

/**
 * The switch-and-save page (SPEC §2 /switch-save, §1 claims): why our own-brand cartridges are
 * worth the switch, then popular genuine cartridges beside their alternatives. Plain HTML: the
 * add-to-basket forms post without scripts and go in the background with them.
 */
export function SwitchSavePage({ store, t, view }: PageProps & { view: SwitchSaveView }) {
  const number = new Intl.NumberFormat(store.htmlLang)
  const promises = [
    t('switchSave.promise.saving', { percent: SWITCH_SAVE_MAX_SAVING_PERCENT }),
    t('switchSave.promise.rating', {
      score: new Intl.NumberFormat(store.htmlLang, { minimumFractionDigits: 1 }).format(OWN_BRAND_RATING.score),
      outOf: OWN_BRAND_RATING.outOf,
      count: number.format(OWN_BRAND_RATING.reviews),
    }),
    t('switchSave.promise.warranty', { years: OWN_BRAND_WARRANTY_YEARS }),
    t('switchSave.promise.yield', { coverage: YIELD_COVERAGE_PERCENT }),
  ]
  return (
    <div className="space-y-8" data-page-kind="switch-save">
      <Breadcrumbs store={store} t={t} trail={[]} current={t('page.switchSave')} />
      <header className="max-w-3xl space-y-3">
        <h1 id="page-heading" className="text-3xl font-bold text-ink-900">
          {t('page.switchSave')}
        </h1>
        <p className="text-lg text-ink-700">{t('switchSave.intro', { percent: SWITCH_SAVE_MAX_SAVING_PERCENT })}</p>
      </header>
      <section aria-labelledby="switch-save-promises">
        <h2 id="switch-save-promises" className="sr-only">
          {t('switchSave.promises')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {promises.map((text) => (
            <li key={text} className="rounded-lg border-l-4 border-brand-700 bg-ink-100 px-4 py-3 font-semibold text-ink-900">
              {text}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="switch-save-pairs" className="space-y-4">
        <div className="space-y-1">
          <h2 id="switch-save-pairs" className="text-2xl font-bold">
            {t('switchSave.pairs.heading')}
          </h2>
          <p className="text-ink-700">{t('switchSave.pairs.intro')}</p>
        </div>
        {view.pairs.length === 0 ? (
          <p className="rounded-lg bg-ink-100 p-6 text-ink-700">{t('switchSave.pairs.empty')}</p>
        ) : (
          <>
            <ol className="space-y-4" data-switch-pairs="">
              {view.pairs.map((pair, index) => (
                <li key={pair.original.sku}>
                  <SwitchPair store={store} t={t} pair={pair} position={index + 1} />
                </li>
              ))}
            </ol>
            <CartTexts t={t} />
            <p className="text-sm text-ink-700">{t('switchSave.yieldNote', { coverage: YIELD_COVERAGE_PERCENT })}</p>
          </>
        )}
      </section>
    </div>
  )
}
