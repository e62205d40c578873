import { describe, expect, it } from 'vitest'
import { restockDateToShow } from './restock-date'

describe('restockDateToShow: a restock date in the past is not shown', () => {
  it.each([
    // [situation, due in, London today, shown]
    ['months ago', '2026-08-28', '2026-11-27', null],
    ['yesterday', '2026-11-26', '2026-11-27', null],
    ['last year, though later in the calendar', '2025-12-18', '2026-11-27', null],
    ['today', '2026-11-27', '2026-11-27', '2026-11-27'],
    ['tomorrow', '2026-11-28', '2026-11-27', '2026-11-28'],
    ['next year', '2027-01-08', '2026-12-31', '2027-01-08'],
    ['a Magento datetime ahead', '2026-12-04 00:00:00', '2026-11-27', '2026-12-04'],
    ['a Magento datetime gone', '2026-11-01 12:00:00', '2026-11-27', null],
    ['none', null, '2026-11-27', null],
    ['empty', '', '2026-11-27', null],
    ['not a calendar date', '2026-02-30', '2026-01-01', null],
    ['not a date at all', 'soon', '2026-11-27', null],
  ])('%s', (_situation, dueIn, today, shown) => {
    expect(restockDateToShow(dueIn, today)).toBe(shown)
  })
})
