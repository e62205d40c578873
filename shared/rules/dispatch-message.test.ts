import { describe, expect, it } from 'vitest'
import { dispatchMessage, secondsUntil, type ShipmentRules } from './dispatch-message'

const at = (iso: string) => Date.parse(iso)

/** The seed's 2026 England and Wales bank holidays around the dates below. */
const BANK_HOLIDAYS = ['2026-05-25', '2026-08-31', '2026-12-25', '2026-12-28']

const shipment = (overrides: Partial<ShipmentRules> = {}): ShipmentRules => ({
  cutOffTime: '16:00',
  holidays: BANK_HOLIDAYS,
  christmasEnabled: false,
  showChristmasDelivery: false,
  deliveryDateAfterChristmas: null,
  ...overrides,
})

/** Kind and date only, for the cases where `changesAt` is not the point. */
const wording = (rules: ShipmentRules, now: number, productCutOff: string | null = null) => {
  const { changesAt: _changesAt, ...rest } = dispatchMessage(rules, productCutOff, now)
  return rest
}

describe('SPEC §4 delivery message on a working day', () => {
  it('before the cut-off: dispatch today, "order before {time}"', () => {
    // Tuesday 24 November 2026, 10:00 GMT.
    expect(dispatchMessage(shipment(), null, at('2026-11-24T10:00:00Z'))).toEqual({ kind: 'today', date: '2026-11-24', cutOff: '16:00', changesAt: at('2026-11-24T16:00:00Z') })
  })

  it('at the cut-off itself it has passed: dispatch tomorrow', () => {
    expect(wording(shipment(), at('2026-11-24T16:00:00Z'))).toEqual({ kind: 'tomorrow', date: '2026-11-25' })
  })

  it('past the cut-off with a working day tomorrow: "Order now for dispatch tomorrow" until midnight', () => {
    expect(dispatchMessage(shipment(), null, at('2026-11-24T18:30:00Z'))).toEqual({ kind: 'tomorrow', date: '2026-11-25', changesAt: at('2026-11-25T00:00:00Z') })
  })

  it('a Friday before the cut-off still dispatches today', () => {
    expect(wording(shipment(), at('2026-11-27T15:59:00Z'))).toEqual({ kind: 'today', date: '2026-11-27', cutOff: '16:00' })
  })

  it('a Friday past the cut-off skips the weekend: dispatch on Monday', () => {
    expect(dispatchMessage(shipment(), null, at('2026-11-27T17:00:00Z'))).toEqual({ kind: 'on', date: '2026-11-30', changesAt: at('2026-11-28T00:00:00Z') })
  })
})

describe('SPEC §4 delivery message on a day without dispatch', () => {
  it('on a Saturday: dispatch on Monday, whatever the time', () => {
    expect(wording(shipment(), at('2026-11-28T09:00:00Z'))).toEqual({ kind: 'on', date: '2026-11-30' })
    expect(wording(shipment(), at('2026-11-28T20:00:00Z'))).toEqual({ kind: 'on', date: '2026-11-30' })
  })

  it('on a Sunday: "Order now for dispatch on {date}" (today is not a working day), not "tomorrow"', () => {
    expect(dispatchMessage(shipment(), null, at('2026-11-29T09:00:00Z'))).toEqual({ kind: 'on', date: '2026-11-30', changesAt: at('2026-11-30T00:00:00Z') })
  })

  it('on a bank holiday: dispatch on the next working day, even before the cut-off', () => {
    // Spring bank holiday, Monday 25 May 2026, 10:00 BST.
    expect(wording(shipment(), at('2026-05-25T09:00:00Z'))).toEqual({ kind: 'on', date: '2026-05-26' })
  })
})

describe('SPEC §4 delivery message when tomorrow is a holiday', () => {
  it('before the cut-off the cut-off is what matters: dispatch today', () => {
    // Thursday 24 December 2026: Christmas Day and the Boxing Day substitute follow.
    expect(wording(shipment(), at('2026-12-24T11:00:00Z'))).toEqual({ kind: 'today', date: '2026-12-24', cutOff: '16:00' })
  })

  it('past the cut-off: dispatch on the next working day, skipping holidays and the weekend between them', () => {
    expect(wording(shipment(), at('2026-12-24T16:30:00Z'))).toEqual({ kind: 'on', date: '2026-12-29' })
  })

  it('past the cut-off before a mid-week closure: dispatch on the day after it', () => {
    expect(wording(shipment({ holidays: ['2026-11-25'] }), at('2026-11-24T17:00:00Z'))).toEqual({ kind: 'on', date: '2026-11-26' })
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
    expect(wording(christmas, at('2026-12-30T10:00:00Z'))).toEqual({ kind: 'today', date: '2026-12-30', cutOff: '16:00' })
  })

  it('not when either switch is off', () => {
    expect(wording({ ...christmas, christmasEnabled: false }, at('2026-12-21T10:00:00Z'))).toEqual({ kind: 'today', date: '2026-12-21', cutOff: '16:00' })
    expect(wording({ ...christmas, showChristmasDelivery: false }, at('2026-12-21T10:00:00Z'))).toEqual({ kind: 'today', date: '2026-12-21', cutOff: '16:00' })
  })

  it('not with a date that is missing or not a calendar date', () => {
    for (const deliveryDateAfterChristmas of [null, '', '2026-02-30', '29/12/2026', 'soon']) {
      expect(wording({ ...christmas, deliveryDateAfterChristmas }, at('2026-12-21T10:00:00Z'))).toEqual({ kind: 'today', date: '2026-12-21', cutOff: '16:00' })
    }
  })
})

describe('the product’s delivery_cut_off overrides the store’s', () => {
  it('an earlier product cut-off ends same-day dispatch earlier', () => {
    expect(wording(shipment(), at('2026-11-24T14:30:00Z'), '14:00')).toEqual({ kind: 'tomorrow', date: '2026-11-25' })
  })

  it('a later product cut-off keeps same-day dispatch open longer', () => {
    expect(dispatchMessage(shipment(), '17:30', at('2026-11-24T16:30:00Z'))).toEqual({ kind: 'today', date: '2026-11-24', cutOff: '17:30', changesAt: at('2026-11-24T17:30:00Z') })
  })

  it('a malformed product cut-off is ignored in favour of the store’s', () => {
    expect(wording(shipment(), at('2026-11-24T15:00:00Z'), '2pm')).toEqual({ kind: 'today', date: '2026-11-24', cutOff: '16:00' })
  })
})

describe('London time across the clock changes (15:00 London is 15:00Z in winter, 14:00Z in summer)', () => {
  const threePm = shipment({ cutOffTime: '15:00' })

  it('late March, before the change (GMT): the cut-off is 15:00Z', () => {
    expect(dispatchMessage(threePm, null, at('2026-03-27T14:30:00Z'))).toEqual({ kind: 'today', date: '2026-03-27', cutOff: '15:00', changesAt: at('2026-03-27T15:00:00Z') })
  })

  it('late March, after the change (BST): the cut-off is 14:00Z, so 14:30Z is past it', () => {
    expect(dispatchMessage(threePm, null, at('2026-03-30T13:30:00Z'))).toEqual({ kind: 'today', date: '2026-03-30', cutOff: '15:00', changesAt: at('2026-03-30T14:00:00Z') })
    expect(wording(threePm, at('2026-03-30T14:30:00Z'))).toEqual({ kind: 'tomorrow', date: '2026-03-31' })
  })

  it('late October, before the change (BST): 14:30Z on the Friday is past the cut-off', () => {
    expect(wording(threePm, at('2026-10-23T14:30:00Z'))).toEqual({ kind: 'on', date: '2026-10-26' })
  })

  it('late October, after the change (GMT): 14:30Z on the Monday is before it', () => {
    expect(dispatchMessage(threePm, null, at('2026-10-26T14:30:00Z'))).toEqual({ kind: 'today', date: '2026-10-26', cutOff: '15:00', changesAt: at('2026-10-26T15:00:00Z') })
  })

  it('midnight moves with the clock: the weekend of each change ends at London midnight', () => {
    expect(dispatchMessage(threePm, null, at('2026-03-28T12:00:00Z')).changesAt).toBe(at('2026-03-29T00:00:00Z'))
    expect(dispatchMessage(threePm, null, at('2026-03-29T12:00:00Z')).changesAt).toBe(at('2026-03-29T23:00:00Z'))
    expect(dispatchMessage(threePm, null, at('2026-10-24T12:00:00Z')).changesAt).toBe(at('2026-10-24T23:00:00Z'))
    expect(dispatchMessage(threePm, null, at('2026-10-25T12:00:00Z')).changesAt).toBe(at('2026-10-26T00:00:00Z'))
  })

  it('the London date decides, not the UTC one: 23:30Z on 30 June is 1 July', () => {
    expect(dispatchMessage(shipment(), null, at('2026-06-30T23:30:00Z'))).toEqual({ kind: 'today', date: '2026-07-01', cutOff: '16:00', changesAt: at('2026-07-01T15:00:00Z') })
  })
})

describe('malformed shipment config values are ignored safely', () => {
  it('without a valid cut-off nothing is promised for today: dispatch the next working day', () => {
    for (const cutOffTime of [null, '', '25:00', '16.00', '4pm', '16:60', '16:00:99']) {
      expect(wording(shipment({ cutOffTime }), at('2026-11-24T08:00:00Z'))).toEqual({ kind: 'tomorrow', date: '2026-11-25' })
    }
  })

  it('reads H:MM and HH:MM:SS cut-offs and shows them as HH:MM', () => {
    expect(dispatchMessage(shipment({ cutOffTime: '9:30' }), null, at('2026-11-24T08:00:00Z'))).toMatchObject({ kind: 'today', cutOff: '09:30', changesAt: at('2026-11-24T09:30:00Z') })
    expect(dispatchMessage(shipment({ cutOffTime: ' 16:00:00 ' }), null, at('2026-11-24T08:00:00Z'))).toMatchObject({ kind: 'today', cutOff: '16:00' })
  })

  it('skips holidays that are not calendar dates, and never throws', () => {
    const holidays = ['2026-11-25', 'bad', '2026-13-01', '', null, ' 2026-11-26 ']
    expect(wording(shipment({ holidays }), at('2026-11-24T17:00:00Z'))).toEqual({ kind: 'on', date: '2026-11-27' })
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
    expect(dispatchMessage(shipment(), null, message.changesAt).kind).toBe('tomorrow')
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
