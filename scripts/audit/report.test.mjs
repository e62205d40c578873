import { describe, expect, it } from 'vitest'
import { tableRow } from './report.mjs'

const figures = (performance, lcpMs, tbtMs) => ({ scores: { performance, accessibility: 100, 'best-practices': 100, seo: 66 }, lcpMs, tbtMs, cls: 0.0004, benchmarkIndex: 2466.4 })

describe('a page row of the audit table', () => {
  it('shows performance raw, at the gate and calibrated, with LCP and TBT side by side, in whole milliseconds', () => {
    expect(tableRow({ page: { name: 'basket', indexable: false }, raw: figures(96, 2104.6, 40.2), gated: figures(95, 2200, 90.6), calibrated: figures(91, 2300, 180) })).toEqual([
      'basket',
      '96',
      '95',
      '91',
      '100',
      '100',
      '66*',
      '2105 ms',
      '2300 ms',
      '40 ms',
      '91 ms',
      '180 ms',
      '0.000',
      '2466',
    ])
  })

  it('marks SEO only where the page is not meant to be indexed', () => {
    expect(tableRow({ page: { name: 'home', indexable: true }, raw: figures(97, 2000, 30), gated: figures(96, 2050, 60), calibrated: figures(95, 2100, 90) })[6]).toBe('66')
  })
})
