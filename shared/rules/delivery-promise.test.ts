import { describe, expect, it } from 'vitest'
import { deliveryPromise, isCalendarDate, type ChristmasDelivery } from './delivery-promise'

const christmas = (overrides: Partial<ChristmasDelivery> = {}): ChristmasDelivery => ({
  christmasEnabled: true,
  showChristmasDelivery: true,
  deliveryDateAfterChristmas: '2026-12-29',
  ...overrides,
})

describe('deliveryPromise', () => {
  it('shows the delivery_replacement_header block before anything else', () => {
    expect(deliveryPromise('Closed on Boxing Day', christmas())).toEqual({ kind: 'notice', text: 'Closed on Boxing Day' })
  })

  it('shows the Christmas message when there is no block and both Christmas switches are on', () => {
    expect(deliveryPromise(null, christmas())).toEqual({ kind: 'christmas', resumeDate: '2026-12-29' })
    expect(deliveryPromise('   ', christmas())).toEqual({ kind: 'christmas', resumeDate: '2026-12-29' })
  })

  it('promises free delivery when either Christmas switch is off', () => {
    expect(deliveryPromise(null, christmas({ showChristmasDelivery: false }))).toEqual({ kind: 'freeDelivery' })
    expect(deliveryPromise(null, christmas({ christmasEnabled: false }))).toEqual({ kind: 'freeDelivery' })
  })

  it('promises free delivery when the date deliveries resume is missing or not a date', () => {
    expect(deliveryPromise(null, christmas({ deliveryDateAfterChristmas: null }))).toEqual({ kind: 'freeDelivery' })
    expect(deliveryPromise(null, christmas({ deliveryDateAfterChristmas: '29/12/2026' }))).toEqual({ kind: 'freeDelivery' })
    expect(deliveryPromise(null, christmas({ deliveryDateAfterChristmas: '2026-02-30' }))).toEqual({ kind: 'freeDelivery' })
  })

  it('promises free delivery without any shipment config', () => {
    expect(deliveryPromise(undefined, undefined)).toEqual({ kind: 'freeDelivery' })
  })
})

describe('isCalendarDate', () => {
  it('accepts real YYYY-MM-DD dates only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true)
    expect(isCalendarDate('2027-02-29')).toBe(false)
    expect(isCalendarDate('2026-1-5')).toBe(false)
  })
})
