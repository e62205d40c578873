/**
 * @module
 * Customer reviews: about 30% of visible products have 1 to 8 approved reviews, some have reviews
 * awaiting moderation. Each product's review_count and rating_summary (average of all approved
 * ratings as a percentage, one decimal) agree with its approved reviews.
 */
import type { CatalogueBuilder } from './catalogue-builder'
import { timestampBetween } from '../common/dates'
import type { Random } from '../common/random'
import { NICKNAMES, phrases, summaries, topicOf, type Mood } from '../catalogue-copy/review-phrases'
import type { ReviewRatingRow, ReviewRow } from '../common/rows'

const RATING_NAMES = ['Quality', 'Value', 'Price'] as const
type Stars = ReviewRatingRow['value']

/** Mostly 4 and 5 stars, as a shop's reviews are. */
function overall(random: Random): Stars {
  const r = random.next()
  return r < 0.55 ? 5 : r < 0.83 ? 4 : r < 0.92 ? 3 : r < 0.96 ? 2 : 1
}

const clampStars = (n: number): Stars => Math.min(5, Math.max(1, n)) as Stars
const moodOf = (stars: number): Mood => (stars >= 4 ? 'happy' : stars === 3 ? 'mixed' : 'unhappy')

export function buildReviews(builder: CatalogueBuilder, random: Random): { reviews: ReviewRow[]; ratings: ReviewRatingRow[] } {
  const reviews: ReviewRow[] = []
  const ratings: ReviewRatingRow[] = []
  for (const product of builder.products) {
    if (product.visibility === 1 || product.status !== 1) continue
    const reviewed = random.chance(0.3)
    const pendingOnly = !reviewed && random.chance(0.02)
    if (!reviewed && !pendingOnly) continue
    const approved = reviewed ? random.int(1, 8) : 0
    const pending = pendingOnly ? 1 : random.chance(0.15) ? 1 : 0
    const topic = topicOf(builder.metaOf(product.id).kind)
    const from = product.created_at.slice(0, 10) > '2024-02-01' ? product.created_at.slice(0, 10) : '2024-02-01'
    let total = 0
    let count = 0
    // Different reviewers and words on one product.
    const nicknames = random.shuffle(NICKNAMES)
    const used = new Set<string>()
    for (let i = 0; i < approved + pending; i++) {
      const stars = overall(random)
      const mood = moodOf(stars)
      const id = reviews.length + 1
      const status = i < approved ? 'approved' : 'pending'
      const { openers, details } = phrases(topic, mood)
      let text = ''
      for (let attempt = 0; attempt < 6 && (text === '' || used.has(text)); attempt++) text = `${random.pick(openers)} ${random.pick(details)}`
      used.add(text)
      reviews.push({
        id,
        product_id: product.id,
        nickname: nicknames[i % nicknames.length] ?? 'Customer',
        summary: random.pick(summaries(mood)),
        text,
        created_at: timestampBetween(random, from < '2026-06-30' ? from : '2026-06-30', '2026-06-30'),
        status,
      })
      for (const name of RATING_NAMES) {
        // Value and price follow the overall rating, give or take a star.
        const value = name === 'Quality' ? stars : clampStars(stars + (random.chance(0.25) ? random.pick([-1, 1]) : 0))
        ratings.push({ review_id: id, rating_name: name, value })
        if (status === 'approved') {
          total += value
          count++
        }
      }
    }
    product.review_count = approved
    product.rating_summary = count ? Math.round((total / count / 5) * 1000) / 10 : 0
  }
  return { reviews, ratings }
}
