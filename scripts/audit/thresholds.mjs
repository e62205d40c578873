// What the audit holds every page to (issue 26 point 5): 100 in accessibility and best practices,
// 100 in SEO where the page is meant to be indexed (search results, the basket and the checkout
// carry `noindex` by design, so Lighthouse's "page is blocked from indexing" would only restate
// that), and at least 95 in performance.

export const MINIMUM_SCORES = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }

/**
 * The categories a page falls short in, as lines to print; empty when it passes.
 * @param {{ name: string, indexable: boolean }} page
 * @param {Record<string, number>} scores out of 100
 * @returns {string[]}
 */
export function shortfalls(page, scores) {
  const lines = []
  for (const [category, minimum] of Object.entries(MINIMUM_SCORES)) {
    if (category === 'seo' && !page.indexable) continue
    const score = scores[category]
    // A category Lighthouse could not score (NaN) is a failure too.
    if (!(score >= minimum)) lines.push(`${page.name}: ${category} ${Number.isNaN(score) ? 'not scored' : score}, needs ${minimum}`)
  }
  return lines
}
