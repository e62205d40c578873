import { describe, expect, it } from 'vitest'
import { median, medianFigures, runFigures } from './summary.mjs'

/** The parts of a Lighthouse result the audit reads. */
function lhr({ performance = 0.97, accessibility = 1, seo = 1, lcp = 2100, tbt = 40, cls = 0, benchmarkIndex = 2000 } = {}) {
  return {
    categories: { performance: { score: performance }, accessibility: { score: accessibility }, 'best-practices': { score: 1 }, seo: { score: seo } },
    audits: { 'largest-contentful-paint': { numericValue: lcp }, 'total-blocking-time': { numericValue: tbt }, 'cumulative-layout-shift': { numericValue: cls } },
    environment: { benchmarkIndex },
  }
}

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([97, 81, 96])).toBe(96)
  })

  it('is the mean of the middle two of an even count', () => {
    expect(median([1, 4, 2, 3])).toBe(2.5)
  })

  it('is NaN for no values, so a missing figure never passes for a score', () => {
    expect(median([])).toBeNaN()
  })
})

describe('a run figures', () => {
  it('are the scores out of 100 as the report rounds them, and the metrics as measured', () => {
    expect(runFigures(lhr({ performance: 0.945, lcp: 2201.5 }))).toEqual({
      scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
      lcpMs: 2201.5,
      tbtMs: 40,
      cls: 0,
      benchmarkIndex: 2000,
    })
  })

  it('give NaN for a category Lighthouse could not score', () => {
    const run = lhr()
    run.categories.seo.score = null
    expect(runFigures(run).scores.seo).toBeNaN()
  })
})

describe('a page figures', () => {
  it('take the median of each figure on its own', () => {
    const runs = [lhr({ performance: 0.81, lcp: 2500, tbt: 10 }), lhr({ performance: 0.97, lcp: 2100, tbt: 300 }), lhr({ performance: 0.96, lcp: 2200, tbt: 40 })].map(runFigures)
    const page = medianFigures(runs)
    expect(page.scores.performance).toBe(96)
    expect(page.lcpMs).toBe(2200)
    expect(page.tbtMs).toBe(40)
  })
})
