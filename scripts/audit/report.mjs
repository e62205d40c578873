// The audit's table: one row per page, each figure the median of the page's runs; "raw" at
// Lighthouse's default CPU slowdown, "gate" at the slowdown the gate holds (the lower end of the
// calibrated range), "cal" at the calibrated one; the page's median benchmarkIndex.

const COLUMNS = [
  ['page', 18],
  ['perf raw', 8],
  ['perf gate', 9],
  ['perf cal', 8],
  ['a11y', 5],
  ['best pr', 7],
  ['SEO', 5],
  ['LCP raw', 8],
  ['LCP cal', 8],
  ['TBT raw', 8],
  ['TBT gate', 8],
  ['TBT cal', 8],
  ['CLS', 6],
  ['bench idx', 9],
]

const ms = (value) => `${Math.round(value)} ms`

/**
 * A page's row as the table prints it. SEO on a page that is not meant to be indexed is marked `*`.
 * @typedef {ReturnType<typeof import('./summary.mjs').medianFigures>} Figures
 * @param {{ page: { name: string, indexable: boolean }, raw: Figures, gated: Figures, calibrated: Figures }} result
 */
export function tableRow({ page, raw, gated, calibrated }) {
  return [
    page.name,
    String(raw.scores.performance),
    String(gated.scores.performance),
    String(calibrated.scores.performance),
    String(raw.scores.accessibility),
    String(raw.scores['best-practices']),
    `${raw.scores.seo}${page.indexable ? '' : '*'}`,
    ms(raw.lcpMs),
    ms(calibrated.lcpMs),
    ms(raw.tbtMs),
    ms(gated.tbtMs),
    ms(calibrated.tbtMs),
    raw.cls.toFixed(3),
    String(Math.round(raw.benchmarkIndex)),
  ]
}

export function printTable(results) {
  const line = (cells) => `  ${cells.map((cell, i) => (i === 0 ? cell.padEnd(COLUMNS[i][1]) : cell.padStart(COLUMNS[i][1]))).join(' ')}`
  console.log(line(COLUMNS.map(([title]) => title)))
  for (const result of results) console.log(line(tableRow(result)))
  console.log('  * noindex by design (search results, filter combinations, basket, checkout): SEO not held to 100')
}
