/**
 * @module
 * What a product page says about an item that does not ship from the shop's own stock (SPEC §3
 * Product stock `special_stock`: can_show_estimate, delivery_lead_times from and to,
 * delivery_text, is_special_delivery). No text of ours here: the page words a lead time with the
 * message catalogue ("Delivered in 2 to 4 working days") and shows the back end's text as it is.
 *
 * How the fields are read:
 * - `can_show_estimate` with a lead time of whole working days (`from` to `to`, 0 or more; given
 *   the wrong way round they are put in order) gives `{ kind: 'leadTime', from, to }`. It comes
 *   first because the page can word it in the store's language.
 * - Otherwise `is_special_delivery` with a non-blank `delivery_text` gives `{ kind: 'text', text }`.
 *   Without that flag the item ships like any other, so the text is not shown.
 * - Anything else, or no `special_stock`, gives null: the ordinary dispatch message applies.
 *   `is_christmas_time` is left to the shipment config's Christmas mode (`dispatch-message.ts`).
 */

/** The `special_stock` fields, as plain values. */
export type SpecialStock = {
  canShowEstimate: boolean | null
  leadTimeFrom: number | null
  leadTimeTo: number | null
  deliveryText: string | null
  isSpecialDelivery: boolean | null
}

/** A lead time in working days for the page to word, or the back end's own text. */
export type SpecialStockNote = { kind: 'leadTime'; from: number; to: number } | { kind: 'text'; text: string }

const wholeDays = (value: number | null): value is number => value !== null && Number.isInteger(value) && value >= 0

/**
 * The note a product page shows for `special_stock`, or null (see the module for the reading).
 * @example specialStockNote({ canShowEstimate: true, leadTimeFrom: 2, leadTimeTo: 4, deliveryText: null, isSpecialDelivery: true }) // { kind: 'leadTime', from: 2, to: 4 }
 */
export function specialStockNote(specialStock: SpecialStock | null): SpecialStockNote | null {
  if (!specialStock) return null
  const { leadTimeFrom: from, leadTimeTo: to } = specialStock
  if (specialStock.canShowEstimate && wholeDays(from) && wholeDays(to)) return { kind: 'leadTime', from: Math.min(from, to), to: Math.max(from, to) }
  const text = specialStock.deliveryText?.trim()
  if (specialStock.isSpecialDelivery && text) return { kind: 'text', text }
  return null
}
