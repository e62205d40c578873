/**
 * @module
 * A product's reviews and overall rating as schema.org Review and AggregateRating (SPEC §5, §9).
 * Both are on the 0 to 100 scale (SPEC §9): the overall rating is Magento's `rating_summary`, a
 * percentage already, and a review's stars (1 to 5) become the same percentage (4 stars is 80), so
 * the two can be compared as they stand.
 */
import {
  REVIEW_STARS_MAX,
  REVIEWER_NAME_MAX_CHARS,
  STRUCTURED_DATA_BEST_RATING,
  STRUCTURED_DATA_REVIEWS_MAX,
  STRUCTURED_DATA_WORST_RATING,
} from '../../shared/constants/structured-data'
import { calendarDate, jsonLdNode, presentText, type JsonLdNode } from './json-ld-values'

export type ProductJsonLdReview = {
  nickname: string | null | undefined
  /** Magento's `created_at` ('2026-03-01 10:20:30'). */
  createdAt: string | null | undefined
  text: string | null | undefined
  /** Magento's `ratings_breakdown` with its values as numbers (stars, 1 to 5); the first one rates the review. */
  ratings: readonly { name: string; value: number }[]
}

/** The product's own count and average, as Magento keeps them. */
export type ProductRatingSummary = {
  /** `review_count`: approved reviews. */
  reviewCount: number
  /** `rating_summary`: the average of all ratings as a percentage (0 to 100). */
  ratingSummary: number
}

const oneDecimal = (value: number): number => Math.round(value * 10) / 10

function rating(value: number): JsonLdNode {
  return { '@type': 'Rating', ratingValue: value, bestRating: STRUCTURED_DATA_BEST_RATING, worstRating: STRUCTURED_DATA_WORST_RATING }
}

/** The first rating breakdown's stars on the 0 to 100 scale, or undefined when there is none to read. */
function firstRatingPercent(review: ProductJsonLdReview): number | undefined {
  const stars = review.ratings[0]?.value
  if (stars === undefined || !Number.isFinite(stars) || stars < 1 || stars > REVIEW_STARS_MAX) return undefined
  return oneDecimal((stars / REVIEW_STARS_MAX) * STRUCTURED_DATA_BEST_RATING)
}

/** SPEC §3: the nickname is cut to 100 characters (whole characters, never half an emoji). */
function reviewerName(nickname: string | null | undefined): string | undefined {
  const name = presentText(nickname)
  return name === undefined ? undefined : presentText(Array.from(name).slice(0, REVIEWER_NAME_MAX_CHARS).join(''))
}

/**
 * SPEC §5: only reviews with a first rating breakdown, at most 5 (SPEC §9). A review without a
 * reviewer's name is left out too, as a Review needs its author.
 */
export function reviewsJsonLd(reviews: readonly ProductJsonLdReview[]): JsonLdNode[] {
  const nodes: JsonLdNode[] = []
  for (const review of reviews) {
    if (nodes.length === STRUCTURED_DATA_REVIEWS_MAX) break
    const percent = firstRatingPercent(review)
    const author = reviewerName(review.nickname)
    if (percent === undefined || author === undefined) continue
    nodes.push(
      jsonLdNode({
        '@type': 'Review',
        author: { '@type': 'Person', name: author },
        datePublished: calendarDate(review.createdAt),
        reviewBody: presentText(review.text),
        reviewRating: rating(percent),
      }),
    )
  }
  return nodes
}

/** SPEC §5: an overall rating only when there are reviews and review_count is above 0. */
export function aggregateRatingJsonLd(summary: ProductRatingSummary, reviews: readonly ProductJsonLdReview[]): JsonLdNode | undefined {
  const { reviewCount, ratingSummary } = summary
  if (reviews.length === 0 || !Number.isSafeInteger(reviewCount) || reviewCount <= 0 || !Number.isFinite(ratingSummary)) return undefined
  const value = oneDecimal(Math.min(STRUCTURED_DATA_BEST_RATING, Math.max(STRUCTURED_DATA_WORST_RATING, ratingSummary)))
  return { ...rating(value), '@type': 'AggregateRating', reviewCount }
}
