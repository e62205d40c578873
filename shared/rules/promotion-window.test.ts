import { describe, expect, it } from 'vitest'
import { isPromotionActive } from './promotion-window'

const at = (iso: string) => Date.parse(iso)

describe('SPEC §5: the end date is valid when later than yesterday (London)', () => {
  it('is on through the whole of its end day', () => {
    expect(isPromotionActive({ startDate: '2026-01-01', endDate: '2026-06-30' }, at('2026-06-30T22:59:59Z'))).toBe(true)
  })

  it('is off from London midnight after the end day (BST: 23:00Z)', () => {
    expect(isPromotionActive({ startDate: '2026-01-01', endDate: '2026-06-30' }, at('2026-06-30T23:00:00Z'))).toBe(false)
  })

  it('ends at London midnight in winter too (GMT: 00:00Z)', () => {
    expect(isPromotionActive({ startDate: '2026-01-01', endDate: '2026-12-31' }, at('2026-12-31T23:59:59Z'))).toBe(true)
    expect(isPromotionActive({ startDate: '2026-01-01', endDate: '2026-12-31' }, at('2027-01-01T00:00:00Z'))).toBe(false)
  })

  it('reads the day of a Magento date-time end and not its time', () => {
    expect(isPromotionActive({ startDate: null, endDate: '2026-06-30 00:00:00' }, at('2026-06-30T12:00:00Z'))).toBe(true)
    expect(isPromotionActive({ startDate: null, endDate: '2026-06-30 09:00:00' }, at('2026-06-30T12:00:00Z'))).toBe(true)
  })

  it('is off without an end date, or with one that is not a date', () => {
    for (const endDate of [null, '', 'never', '2026-02-30', '30/06/2026', '2026-06-30 25:00:00']) {
      expect(isPromotionActive({ startDate: '2026-01-01', endDate }, at('2026-03-01T12:00:00Z'))).toBe(false)
    }
  })
})

describe('SPEC §5: a second date, the start, must be earlier than now', () => {
  it('is off before its start day begins in London, on once it has', () => {
    // 1 July 2026 begins at 23:00Z on 30 June (BST).
    expect(isPromotionActive({ startDate: '2026-07-01', endDate: '2026-07-31' }, at('2026-06-30T22:59:59Z'))).toBe(false)
    expect(isPromotionActive({ startDate: '2026-07-01', endDate: '2026-07-31' }, at('2026-06-30T23:00:01Z'))).toBe(true)
  })

  it('needs the start strictly earlier than now', () => {
    expect(isPromotionActive({ startDate: '2026-07-01', endDate: '2026-07-31' }, at('2026-06-30T23:00:00Z'))).toBe(false)
  })

  it('reads a start’s time as London time', () => {
    // 09:30 GMT in November.
    expect(isPromotionActive({ startDate: '2026-11-24 09:30:00', endDate: '2026-11-30' }, at('2026-11-24T09:29:00Z'))).toBe(false)
    expect(isPromotionActive({ startDate: '2026-11-24 09:30:00', endDate: '2026-11-30' }, at('2026-11-24T09:31:00Z'))).toBe(true)
    // 09:30 BST in June is 08:30Z.
    expect(isPromotionActive({ startDate: '2026-06-10 09:30', endDate: '2026-06-30' }, at('2026-06-10T08:31:00Z'))).toBe(true)
  })

  it('is on from the start when no start is given (the second date is optional)', () => {
    expect(isPromotionActive({ startDate: null, endDate: '2026-06-30' }, at('2026-03-01T12:00:00Z'))).toBe(true)
    expect(isPromotionActive({ startDate: '  ', endDate: '2026-06-30' }, at('2026-03-01T12:00:00Z'))).toBe(true)
  })

  it('is off with a start that is not a date, which might lie in the future', () => {
    expect(isPromotionActive({ startDate: 'soon', endDate: '2026-06-30' }, at('2026-03-01T12:00:00Z'))).toBe(false)
    expect(isPromotionActive({ startDate: '2026-02-30', endDate: '2026-06-30' }, at('2026-03-01T12:00:00Z'))).toBe(false)
  })

  it('is off for a window that has not begun and one long over (the seed’s past windows)', () => {
    expect(isPromotionActive({ startDate: '2025-01-01', endDate: '2025-06-30' }, at('2026-03-01T12:00:00Z'))).toBe(false)
    expect(isPromotionActive({ startDate: '2027-01-01', endDate: '2027-12-31' }, at('2026-03-01T12:00:00Z'))).toBe(false)
  })
})
