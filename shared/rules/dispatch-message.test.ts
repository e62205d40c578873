import { describe, expect, it } from 'vitest'
import { dispatchMessage, secondsUntil, type DispatchMessage, type ShipmentRules } from './dispatch-message'

const at = (iso: string) => Date.parse(iso)

/** The seed's 2026 England and Wales bank holidays around the dates below. */
const BANK_HOLIDAYS = ['2026-04-03', '2026-04-06', '2026-05-25', '2026-08-31', '2026-12-25', '2026-12-28', '2027-01-01']

const shipment = (overrides: Partial<ShipmentRules> = {}): ShipmentRules => ({
  cutOffTime: '16:00',
  holidays: BANK_HOLIDAYS,
  christmasEnabled: false,
  showChristmasDelivery: false,
  deliveryDateAfterChristmas: null,
  ...overrides,
})

/** Kind, date and cut-off, for the cases where `changesAt` is not the point. */
const wording = (rules: ShipmentRules, now: number, productCutOff: string | null = null) => {
  const { changesAt: _changesAt, ...rest } = dispatchMessage(rules, productCutOff, now)
  return rest
}

type Case = { situation: string; now: string; rules?: Partial<ShipmentRules>; productCutOff?: string; expected: { kind: DispatchMessage['kind']; date: string; cutOff?: string }; changesAt?: string }

/**
 * SPEC §4 "Delivery message", one row per situation, each on a fixed clock. Instants are UTC; the
 * comments give London's wall clock (GMT in winter, BST from 29 March to 25 October 2026).
 */
const CASES: Case[] = [
  // "Order now for dispatch tomorrow": an ordinary working day before the cut-off.
  { situation: 'a Tuesday morning (GMT)', now: '2026-11-24T10:00:00Z', expected: { kind: 'tomorrow', date: '2026-11-25' }, changesAt: '2026-11-24T16:00:00Z' },
  { situation: 'a Tuesday one minute before the cut-off (GMT)', now: '2026-11-24T15:59:00Z', expected: { kind: 'tomorrow', date: '2026-11-25' } },
  { situation: 'a Thursday morning (BST)', now: '2026-07-02T08:00:00Z', expected: { kind: 'tomorrow', date: '2026-07-03' }, changesAt: '2026-07-02T15:00:00Z' },
  { situation: 'just after London midnight on 1 July (23:30Z on 30 June, BST)', now: '2026-06-30T23:30:00Z', expected: { kind: 'tomorrow', date: '2026-07-02' }, changesAt: '2026-07-01T15:00:00Z' },

  // "... when you order before {time}": past the cut-off.
  { situation: 'a Tuesday at the cut-off itself (GMT)', now: '2026-11-24T16:00:00Z', expected: { kind: 'before', date: '2026-11-26', cutOff: '16:00' }, changesAt: '2026-11-25T00:00:00Z' },
  { situation: 'a Tuesday evening (GMT)', now: '2026-11-24T18:30:00Z', expected: { kind: 'before', date: '2026-11-26', cutOff: '16:00' } },
  { situation: 'a Thursday at 15:30 BST (14:30Z)', now: '2026-07-02T14:30:00Z', rules: { cutOffTime: '15:00' }, expected: { kind: 'before', date: '2026-07-06', cutOff: '15:00' } },
  { situation: 'a Thursday evening, Friday then the weekend to skip', now: '2026-11-26T17:00:00Z', expected: { kind: 'before', date: '2026-11-30', cutOff: '16:00' } },

  // "... when you order before {time}": tomorrow is a holiday (a weekend day or a bank holiday).
  { situation: 'a Friday before the cut-off: Monday', now: '2026-11-27T15:59:00Z', expected: { kind: 'before', date: '2026-11-30', cutOff: '16:00' }, changesAt: '2026-11-27T16:00:00Z' },
  { situation: 'a Friday past the cut-off: taken in on Monday, dispatched Tuesday', now: '2026-11-27T17:00:00Z', expected: { kind: 'before', date: '2026-12-01', cutOff: '16:00' }, changesAt: '2026-11-28T00:00:00Z' },
  { situation: 'the Thursday before Good Friday, before the cut-off (BST)', now: '2026-04-02T09:00:00Z', expected: { kind: 'before', date: '2026-04-07', cutOff: '16:00' } },
  { situation: 'Christmas Eve before the cut-off: Christmas, the weekend and the Boxing Day substitute skipped', now: '2026-12-24T11:00:00Z', expected: { kind: 'before', date: '2026-12-29', cutOff: '16:00' } },
  { situation: 'Christmas Eve past the cut-off', now: '2026-12-24T16:30:00Z', expected: { kind: 'before', date: '2026-12-30', cutOff: '16:00' } },
  { situation: 'the eve of a mid-week closure', now: '2026-11-24T10:00:00Z', rules: { holidays: ['2026-11-25'] }, expected: { kind: 'before', date: '2026-11-26', cutOff: '16:00' } },
  { situation: 'New Year’s Eve: the date is in the next year', now: '2026-12-31T10:00:00Z', expected: { kind: 'before', date: '2027-01-04', cutOff: '16:00' } },

  // "Order now for dispatch on {date}": today is a holiday.
  { situation: 'a Saturday morning: taken in on Monday', now: '2026-11-28T09:00:00Z', expected: { kind: 'on', date: '2026-12-01' }, changesAt: '2026-11-29T00:00:00Z' },
  { situation: 'a Saturday evening', now: '2026-11-28T20:00:00Z', expected: { kind: 'on', date: '2026-12-01' } },
  { situation: 'a Sunday', now: '2026-11-29T09:00:00Z', expected: { kind: 'on', date: '2026-12-01' }, changesAt: '2026-11-30T00:00:00Z' },
  { situation: 'the spring bank holiday, before the cut-off (BST)', now: '2026-05-25T09:00:00Z', expected: { kind: 'on', date: '2026-05-27' } },
  { situation: 'Good Friday: Easter Monday skipped too', now: '2026-04-03T09:00:00Z', expected: { kind: 'on', date: '2026-04-08' } },
  { situation: 'Christmas Day', now: '2026-12-25T10:00:00Z', expected: { kind: 'on', date: '2026-12-30' } },

  // The clock changes: 15:00 London is 15:00Z in GMT and 14:00Z in BST.
  { situation: 'Friday 27 March (GMT) at 14:30Z, before a 15:00 cut-off', now: '2026-03-27T14:30:00Z', rules: { cutOffTime: '15:00' }, expected: { kind: 'before', date: '2026-03-30', cutOff: '15:00' }, changesAt: '2026-03-27T15:00:00Z' },
  { situation: 'Sunday 29 March, the day BST starts: midnight is 23:00Z', now: '2026-03-29T12:00:00Z', rules: { cutOffTime: '15:00' }, expected: { kind: 'on', date: '2026-03-31' }, changesAt: '2026-03-29T23:00:00Z' },
  { situation: 'Monday 30 March (BST) at 13:30Z, before a 15:00 cut-off', now: '2026-03-30T13:30:00Z', rules: { cutOffTime: '15:00' }, expected: { kind: 'tomorrow', date: '2026-03-31' }, changesAt: '2026-03-30T14:00:00Z' },
  { situation: 'Monday 30 March (BST) at 14:30Z, past a 15:00 cut-off', now: '2026-03-30T14:30:00Z', rules: { cutOffTime: '15:00' }, expected: { kind: 'before', date: '2026-04-01', cutOff: '15:00' }, changesAt: '2026-03-30T23:00:00Z' },
  { situation: 'Friday 23 October (BST) at 14:30Z, past a 15:00 cut-off', now: '2026-10-23T14:30:00Z', rules: { cutOffTime: '15:00' }, expected: { kind: 'before', date: '2026-10-27', cutOff: '15:00' }, changesAt: '2026-10-23T23:00:00Z' },
  { situation: 'Sunday 25 October, the day GMT returns: midnight is 00:00Z', now: '2026-10-25T12:00:00Z', rules: { cutOffTime: '15:00' }, expected: { kind: 'on', date: '2026-10-27' }, changesAt: '2026-10-26T00:00:00Z' },
  { situation: 'Monday 26 October (GMT) at 14:30Z, before a 15:00 cut-off', now: '2026-10-26T14:30:00Z', rules: { cutOffTime: '15:00' }, expected: { kind: 'tomorrow', date: '2026-10-27' }, changesAt: '2026-10-26T15:00:00Z' },

  // The product's delivery_cut_off replaces the store's.
  { situation: 'an earlier product cut-off has passed', now: '2026-11-24T14:30:00Z', productCutOff: '14:00', expected: { kind: 'before', date: '2026-11-26', cutOff: '14:00' } },
  { situation: 'a later product cut-off has not', now: '2026-11-24T16:30:00Z', productCutOff: '17:30', expected: { kind: 'tomorrow', date: '2026-11-25' }, changesAt: '2026-11-24T17:30:00Z' },
  { situation: 'a malformed product cut-off gives way to the store’s', now: '2026-11-24T15:00:00Z', productCutOff: '2pm', expected: { kind: 'tomorrow', date: '2026-11-25' } },
  { situation: 'a product cut-off is named on a Friday', now: '2026-11-27T10:00:00Z', productCutOff: '12:30', expected: { kind: 'before', date: '2026-11-30', cutOff: '12:30' } },
]

describe('SPEC §4 delivery message, per situation', () => {
  it.each(CASES)('$situation', ({ now, rules, productCutOff, expected, changesAt }) => {
    const message = dispatchMessage(shipment(rules), productCutOff ?? null, at(now))
    const { changesAt: actualChangesAt, ...rest } = message
    expect(rest).toEqual(expected)
    if (changesAt) expect(actualChangesAt).toBe(at(changesAt))
  })
})

describe('SPEC §4 Christmas mode uses delivery_date_after_christmas', () => {
  const christmas = shipment({ christmasEnabled: true, showChristmasDelivery: true, deliveryDateAfterChristmas: '2026-12-29' })

  it('with both switches on and the date ahead: dispatch on that date, until midnight', () => {
    expect(dispatchMessage(christmas, null, at('2026-12-21T10:00:00Z'))).toEqual({ kind: 'christmas', date: '2026-12-29', changesAt: at('2026-12-22T00:00:00Z') })
  })

  it('still on the date itself, as it is not yet past', () => {
    expect(wording(christmas, at('2026-12-29T20:00:00Z'))).toEqual({ kind: 'christmas', date: '2026-12-29' })
  })

  it('not once the date is past: the ordinary rules again', () => {
    expect(wording(christmas, at('2026-12-30T10:00:00Z'))).toEqual({ kind: 'tomorrow', date: '2026-12-31' })
  })

  it('not when either switch is off', () => {
    expect(wording({ ...christmas, christmasEnabled: false }, at('2026-12-21T10:00:00Z'))).toEqual({ kind: 'tomorrow', date: '2026-12-22' })
    expect(wording({ ...christmas, showChristmasDelivery: false }, at('2026-12-21T10:00:00Z'))).toEqual({ kind: 'tomorrow', date: '2026-12-22' })
  })

  it('not with a date that is missing or not a calendar date', () => {
    for (const deliveryDateAfterChristmas of [null, '', '2026-02-30', '29/12/2026', 'soon']) {
      expect(wording({ ...christmas, deliveryDateAfterChristmas }, at('2026-12-21T10:00:00Z'))).toEqual({ kind: 'tomorrow', date: '2026-12-22' })
    }
  })
})

describe('malformed shipment config values are ignored safely', () => {
  it('without a valid cut-off nothing is taken in today and no time is named', () => {
    for (const cutOffTime of [null, '', '25:00', '16.00', '4pm', '16:60', '16:00:99']) {
      expect(wording(shipment({ cutOffTime }), at('2026-11-24T08:00:00Z'))).toEqual({ kind: 'on', date: '2026-11-26' })
    }
  })

  it('reads H:MM and HH:MM:SS cut-offs and shows them as HH:MM', () => {
    expect(dispatchMessage(shipment({ cutOffTime: '9:30' }), null, at('2026-11-24T10:00:00Z'))).toMatchObject({ kind: 'before', cutOff: '09:30' })
    expect(dispatchMessage(shipment({ cutOffTime: '9:30' }), null, at('2026-11-24T08:00:00Z'))).toMatchObject({ kind: 'tomorrow', changesAt: at('2026-11-24T09:30:00Z') })
    expect(dispatchMessage(shipment({ cutOffTime: ' 16:00:00 ' }), null, at('2026-11-27T08:00:00Z'))).toMatchObject({ kind: 'before', cutOff: '16:00' })
  })

  it('skips holidays that are not calendar dates, and never throws', () => {
    const holidays = ['2026-11-25', 'bad', '2026-13-01', '', null, ' 2026-11-26 ']
    expect(wording(shipment({ holidays }), at('2026-11-24T17:00:00Z'))).toEqual({ kind: 'before', date: '2026-11-30', cutOff: '16:00' })
    expect(() => dispatchMessage(shipment({ cutOffTime: '::', holidays: ['x'], deliveryDateAfterChristmas: '9999-99-99', christmasEnabled: true, showChristmasDelivery: true }), 'y', at('2026-11-24T17:00:00Z'))).not.toThrow()
  })
})

describe('changesAt: the answer holds until then', () => {
  it('gives the same message at every half hour before changesAt, over a fortnight with a clock change', () => {
    const rules = shipment({ cutOffTime: '15:00', holidays: ['2026-03-31'] })
    for (let now = at('2026-03-20T00:10:00Z'); now < at('2026-04-03T00:00:00Z'); now += 30 * 60_000) {
      const message = dispatchMessage(rules, null, now)
      expect(message.changesAt, new Date(now).toISOString()).toBeGreaterThan(now)
      const { changesAt: _a, ...before } = message
      const { changesAt: _b, ...justBefore } = dispatchMessage(rules, null, message.changesAt - 1)
      expect(justBefore, new Date(now).toISOString()).toEqual(before)
    }
  })

  it('changes at changesAt when the cut-off passes', () => {
    const message = dispatchMessage(shipment(), null, at('2026-11-24T10:00:00Z'))
    expect(dispatchMessage(shipment(), null, message.changesAt).kind).toBe('before')
  })
})

describe('secondsUntil: a cache lifetime that ends no later than the change', () => {
  it('counts whole seconds down, never past the change', () => {
    expect(secondsUntil(at('2026-11-24T16:00:00Z'), at('2026-11-24T15:58:00.500Z'), 300)).toBe(119)
  })

  it('is capped', () => {
    expect(secondsUntil(at('2026-11-25T00:00:00Z'), at('2026-11-24T18:00:00Z'), 300)).toBe(300)
  })

  it('is 0 at or after the change, or for a value that is not a time', () => {
    expect(secondsUntil(at('2026-11-24T16:00:00Z'), at('2026-11-24T16:00:00Z'), 300)).toBe(0)
    expect(secondsUntil(at('2026-11-24T16:00:00Z'), at('2026-11-24T16:00:05Z'), 300)).toBe(0)
    expect(secondsUntil(Number.NaN, at('2026-11-24T16:00:05Z'), 300)).toBe(0)
  })
})
