import { PRICE_DISPLAY } from '../../shared/constants/cookies'
import { PRICE_DISPLAY_PATH } from '../../shared/constants/shop-paths'
import { storePath } from '../../shared/rules/store-from-path'
import type { PageProps } from './page-props'

export type PriceDisplayChoice = {
  /** The page to come back to, store-relative with its query. */
  returnPath: string
  includingVat: boolean
}

const choiceClass =
  'rounded-full px-2 py-0.5 text-white aria-pressed:bg-accent-400 aria-pressed:font-semibold aria-pressed:text-ink-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

/**
 * The header's "Show prices" switch without JavaScript (issue 25 point 7; SPEC §2 Shell, §4 "Price
 * display"): two buttons in a form that posts the choice and comes back to this page. The worker
 * renders the chosen side pressed and the prices to match; with scripts the switch's island
 * replaces this form.
 */
export function PriceDisplayForm({ store, t, returnPath, includingVat }: Pick<PageProps, 'store' | 't'> & PriceDisplayChoice) {
  return (
    <form method="post" action={storePath(store, PRICE_DISPLAY_PATH)} className="flex items-center gap-2 text-sm">
      <input type="hidden" name="path" value={returnPath} />
      <span id="vat-form-label">{t('header.vat.label')}</span>
      <div role="group" aria-labelledby="vat-form-label" className="inline-flex items-center gap-0.5 rounded-full border border-white/70 bg-brand-700 p-0.5">
        <button type="submit" name="display" value={PRICE_DISPLAY.includingVat} aria-pressed={includingVat} className={choiceClass}>
          {t('header.vat.including')}
        </button>
        <button type="submit" name="display" value={PRICE_DISPLAY.excludingVat} aria-pressed={!includingVat} className={choiceClass}>
          {t('header.vat.excluding')}
        </button>
      </div>
    </form>
  )
}
