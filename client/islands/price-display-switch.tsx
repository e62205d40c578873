import { useEffect } from 'react'
import { useSnapshot } from 'valtio/react'
import type { Messages } from '../../shared/messages/pick-messages'
import { priceDisplay, readPriceDisplay, setPriceDisplay } from '../stores/price-display'
import { useHydrated } from './use-hydrated'

export type PriceDisplaySwitchProps = {
  texts: Messages<'header.vat.label' | 'header.vat.including' | 'header.vat.excluding'>
}

/**
 * The header's "Show prices" switch (SPEC §2 Shell). Which side looks active is pure CSS keyed on
 * the class the head script set, so the server HTML is right before this hydrates; once hydrated
 * it also keeps aria-checked and the cookie in step.
 */
export function PriceDisplaySwitch({ texts }: PriceDisplaySwitchProps) {
  const snapshot = useSnapshot(priceDisplay)
  const includingVat = useHydrated() ? snapshot.includingVat : true
  useEffect(() => {
    priceDisplay.includingVat = readPriceDisplay()
  }, [])
  return (
    <div className="flex items-center gap-2 text-sm">
      {/* On a phone the switch alone says it (inc. VAT / ex. VAT), keeping the logo row to one line. */}
      <span id="vat-switch-label" className="max-sm:sr-only">{texts['header.vat.label']}</span>
      <button
        type="button"
        role="switch"
        aria-checked={includingVat}
        aria-labelledby="vat-switch-label"
        aria-describedby="vat-switch-state"
        onClick={() => setPriceDisplay(!includingVat)}
        className="relative inline-flex h-7 items-center rounded-full border border-white/70 bg-brand-700 p-0.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <span className="rounded-full bg-accent-400 px-2 py-0.5 font-semibold text-ink-900 ex-vat:bg-transparent ex-vat:font-normal ex-vat:text-white">
          {texts['header.vat.including']}
        </span>
        <span className="rounded-full px-2 py-0.5 text-white ex-vat:bg-accent-400 ex-vat:font-semibold ex-vat:text-ink-900">
          {texts['header.vat.excluding']}
        </span>
      </button>
      <span id="vat-switch-state" className="sr-only" aria-live="polite">
        {includingVat ? texts['header.vat.including'] : texts['header.vat.excluding']}
      </span>
    </div>
  )
}
