import { describe, expect, it } from 'vitest'
import { specialStockNote, type SpecialStock } from './special-stock-note'

/** As the seed writes it for an item sent from the manufacturer. */
const stock = (overrides: Partial<SpecialStock> = {}): SpecialStock => ({
  canShowEstimate: true,
  leadTimeFrom: 2,
  leadTimeTo: 4,
  deliveryText: 'Delivered direct from the manufacturer in 2 to 4 working days',
  isSpecialDelivery: true,
  ...overrides,
})

describe('SPEC §3 special_stock as a product page note', () => {
  it('gives the lead time when can_show_estimate allows it, before the text', () => {
    expect(specialStockNote(stock())).toEqual({ kind: 'leadTime', from: 2, to: 4 })
  })

  it('takes a lead time of one length, and puts a reversed one in order', () => {
    expect(specialStockNote(stock({ leadTimeFrom: 3, leadTimeTo: 3 }))).toEqual({ kind: 'leadTime', from: 3, to: 3 })
    expect(specialStockNote(stock({ leadTimeFrom: 5, leadTimeTo: 2 }))).toEqual({ kind: 'leadTime', from: 2, to: 5 })
  })

  it('falls back to delivery_text for a special delivery without an estimate to show', () => {
    expect(specialStockNote(stock({ canShowEstimate: false }))).toEqual({ kind: 'text', text: 'Delivered direct from the manufacturer in 2 to 4 working days' })
    expect(specialStockNote(stock({ leadTimeTo: null, deliveryText: '  Made to order  ' }))).toEqual({ kind: 'text', text: 'Made to order' })
  })

  it('ignores lead times that are not whole days of 0 or more', () => {
    for (const leadTimeFrom of [-1, 1.5, Number.NaN, null]) {
      expect(specialStockNote(stock({ leadTimeFrom, deliveryText: null }))).toBeNull()
    }
  })

  it('shows no text without is_special_delivery, or when the text is blank', () => {
    expect(specialStockNote(stock({ canShowEstimate: false, isSpecialDelivery: false }))).toBeNull()
    expect(specialStockNote(stock({ canShowEstimate: null, isSpecialDelivery: null }))).toBeNull()
    expect(specialStockNote(stock({ canShowEstimate: false, deliveryText: '   ' }))).toBeNull()
  })

  it('is null without special_stock: the ordinary dispatch message applies', () => {
    expect(specialStockNote(null)).toBeNull()
  })
})
