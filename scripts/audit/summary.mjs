// The figures the audit prints for a page: each one the median of its runs, taken separately (a
// page's printed LCP and its printed score may come from different runs).

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/**
 * The median of some numbers (the mean of the middle two for an even count); NaN for none.
 * @param {readonly number[]} values
 */
export function median(values) {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * One run's figures from its Lighthouse result: the four category scores out of 100 (as the
 * report rounds them; NaN when a category could not be scored), LCP and TBT in milliseconds, CLS,
 * and the machine's benchmarkIndex during the run.
 * @param {{ categories: Record<string, { score: number | null }>, audits: Record<string, { numericValue?: number }>, environment: { benchmarkIndex: number } }} lhr
 */
export function runFigures(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score
      return [id, typeof score === 'number' ? Math.round(score * 100) : Number.NaN]
    }),
  )
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    scores,
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

/**
 * The median of each figure over a page's runs.
 * @param {readonly ReturnType<typeof runFigures>[]} runs
 */
export function medianFigures(runs) {
  const of = (pick) => median(runs.map(pick))
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, of((run) => run.scores[id])])),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    benchmarkIndex: of((run) => run.benchmarkIndex),
  }
}
