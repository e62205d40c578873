import type { StoreView } from '../../../shared/constants/stores'
import { formatMoney } from '../../../shared/rules/format-money'

/** "£10 – £20" for a price option's `from_to` value (amounts in the store's currency); other labels as they come. */
export function facetOptionLabel(code: string, value: string, label: string, store: StoreView): string {
  if (code !== 'price') return label
  const [from, to] = value.split('_')
  const money = (amount: string | undefined) => (amount && /^\d+(\.\d+)?$/.test(amount) ? formatMoney(Math.round(Number(amount) * 100), store, { dropZeroPence: true }) : '')
  const low = money(from)
  const high = money(to)
  if (low && high) return `${low} – ${high}`
  if (low) return `${low} +`
  return high ? `– ${high}` : label
}
