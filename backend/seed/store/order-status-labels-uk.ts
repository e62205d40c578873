import type { OrderStatusLabelRow } from '../common/rows'

/**
 * The UK store view's own order status labels, as a British shop sets them in Magento (Stores >
 * Order Status): British spelling where Magento's default label is American. Other statuses keep
 * Magento's labels (migration 0028).
 */
const UK_ORDER_STATUSES: Readonly<Record<string, string>> = {
  canceled: 'Cancelled',
  paypal_canceled_reversal: 'PayPal Cancelled Reversal',
}

export function ukOrderStatusLabels(storeId: number): OrderStatusLabelRow[] {
  return Object.entries(UK_ORDER_STATUSES).map(([status, label]) => ({ status, store_id: storeId, label }))
}
