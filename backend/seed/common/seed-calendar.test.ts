import { describe, expect, it } from 'vitest'
import { generateCatalogue } from '../generate-catalogue'
import type { SeedData } from './rows'
import { addDays, seedDay, shiftYears } from './seed-calendar'

describe('seed calendar helpers', () => {
  it('takes London’s day, not UTC’s', () => {
    expect(seedDay(Date.parse('2026-06-30T23:30:00Z'))).toBe('2026-07-01')
    expect(seedDay(Date.parse('2026-12-31T23:30:00Z'))).toBe('2026-12-31')
  })

  it('moves dates and timestamps by whole years, 29 February to 28 in a common year', () => {
    expect(shiftYears('2027-12-31', 2)).toBe('2029-12-31')
    expect(shiftYears('2028-02-29', 1)).toBe('2029-02-28')
    expect(shiftYears('2024-02-29', 4)).toBe('2028-02-29')
    expect(shiftYears('2026-01-01 00:00:00', -1)).toBe('2025-01-01 00:00:00')
  })

  it('adds days across a year', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02')
  })
})

/** Every running or ended promotion window in the products' extras. */
function promotionWindows(seed: SeedData): { start: string; end: string; terms: string }[] {
  return seed.product_texts.flatMap((row) => {
    const extras = (row.extras ?? {}) as Record<string, Record<string, unknown> | undefined>
    return (['cashback', 'trade_in', 'warranty_ext'] as const).flatMap((key) => {
      const promotion = extras[key]
      return promotion && typeof promotion.start_date === 'string' && typeof promotion.end_date === 'string'
        ? [{ start: promotion.start_date, end: promotion.end_date, terms: String(promotion.lightbox_html ?? '') }]
        : []
    })
  })
}

/** The catalogue with its dates blanked, bank holidays aside: what must not change with the seeding day. */
function undated(seed: SeedData): string {
  const { holidays: _holidays, ...rest } = seed
  return JSON.stringify(rest, (_key, value) => (typeof value === 'string' ? value.replace(/\d{4}-\d{2}-\d{2}|\d{2}\.\d{2}\.\d{4}/g, 'date') : value))
}

describe.each(['2026-11-27', '2029-03-10', '2031-12-30'])('a catalogue seeded on %s', (today) => {
  const seed = generateCatalogue({ products: 300, today })
  const year = Number(today.slice(0, 4))

  it('expects its out-of-stock products back 3 to 45 days ahead', () => {
    const due = seed.products.flatMap((p) => (p.stock_status === 'OUT_OF_STOCK' && p.due_in_date ? [p.due_in_date] : []))
    expect(due.length).toBeGreaterThan(0)
    for (const date of due) {
      expect(date >= addDays(today, 3), date).toBe(true)
      expect(date <= addDays(today, 45), date).toBe(true)
    }
  })

  it('runs most promotions now, the others ended last year, and their terms quote their own dates', () => {
    const windows = promotionWindows(seed)
    const running = windows.filter((w) => w.start <= today && today <= w.end)
    expect(running.length).toBeGreaterThan(windows.length / 2)
    for (const window of windows.filter((w) => !running.includes(w))) expect(window.end.slice(0, 4)).toBe(String(year - 1))
    for (const window of windows.filter((w) => w.terms.includes('Buy between'))) expect(window.terms).toContain(`Buy between ${window.start} and ${window.end}`)
  })

  it('runs current special prices now and ended ones last year', () => {
    const specials = seed.products.filter((p) => p.special_price_pence !== null)
    expect(specials.length).toBeGreaterThan(0)
    for (const p of specials) {
      const current = (p.special_from_date ?? '') <= today && today <= (p.special_to_date ?? '')
      expect(current || (p.special_to_date ?? '').startsWith(String(year - 1)), `${p.special_from_date}..${p.special_to_date}`).toBe(true)
    }
  })

  it('keeps SAVE10 valid today, SUMMER25 ended and NEWYEAR2028 ahead', () => {
    const coupon = (code: string) => seed.coupons.find((c) => c.code === code)!
    expect(coupon('SAVE10').from_date! <= today && today <= coupon('SAVE10').to_date!).toBe(true)
    expect(coupon('SUMMER25').to_date! < today).toBe(true)
    expect(coupon('NEWYEAR2028').from_date! > today).toBe(true)
  })

  it('knows the bank holidays of this year and next, and the coming Christmas', () => {
    expect(seed.holidays[0]!.date.slice(0, 4)).toBe(String(year))
    expect(seed.holidays.at(-1)!.date.slice(0, 4)).toBe(String(year + 1))
    for (const config of seed.shipment_configs) expect(config.delivery_date_after_christmas! >= today).toBe(true)
  })

  it('differs from the 2026 catalogue in its dates only', () => {
    expect(undated(seed)).toBe(undated(generateCatalogue({ products: 300, today: '2026-11-27' })))
  })
})
