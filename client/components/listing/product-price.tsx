import type { StoreView } from '../../../shared/constants/stores'
import { formatMoney } from '../../../shared/rules/format-money'
import type { Translate } from '../../../shared/messages/translate'

type ProductPriceProps = { store: StoreView; t: Translate; incl: number; excl: number; wasIncl?: number | null | undefined }

/**
 * Both prices, one shown by the shopper's VAT choice (docs/architecture.md "VAT display": the `ex-vat` class on
 * `<html>`), the other beside it in small print, so cached HTML suits everyone (SPEC §2 "Show prices").
 */
export function ProductPrice({ store, t, incl, excl, wasIncl }: ProductPriceProps) {
  return (
    <div className="leading-tight">
      <p className="text-xl font-bold text-ink-900">
        <span className="ex-vat:hidden">
          {formatMoney(incl, store)} <span className="text-sm font-normal">{t('price.inclVat')}</span>
        </span>
        <span className="hidden ex-vat:inline">
          {formatMoney(excl, store)} <span className="text-sm font-normal">{t('price.exclVat')}</span>
        </span>
      </p>
      <p className="text-sm text-ink-700">
        <span className="ex-vat:hidden">{t('price.exclVatAmount', { amount: formatMoney(excl, store) })}</span>
        <span className="hidden ex-vat:inline">{t('price.inclVatAmount', { amount: formatMoney(incl, store) })}</span>
      </p>
      {wasIncl ? (
        <p className="text-sm text-ink-700">
          <span className="sr-only">{t('price.was')} </span>
          <s>{formatMoney(wasIncl, store)}</s>
        </p>
      ) : null}
    </div>
  )
}
