/**
 * @module
 * What is wrong with a review before it is sent (SPEC §2 Reviews tab, §5 form messages "This field
 * is required" and the minimum lengths): the form shows these next to its fields, and the worker
 * refuses the same input. Lengths count the text without surrounding spaces, as it is stored.
 */
import { REVIEW_FIELD_LIMITS, REVIEW_STARS, type ReviewField } from '../constants/reviews'

/** Why a text field cannot be sent. */
export type FieldProblem = 'required' | 'tooShort'

/**
 * The problem with one text field, or null when it may be sent.
 * @example fieldProblem('summary', ' ok ') // 'tooShort'
 */
export function fieldProblem(field: ReviewField, value: string): FieldProblem | null {
  const length = value.trim().length
  if (length === 0) return 'required'
  return length < REVIEW_FIELD_LIMITS[field].min ? 'tooShort' : null
}

/**
 * The ratings (by id) that have no stars, or stars outside 1 to 5, in the review's choices.
 * @example missingRatings(['q', 'v'], { q: 5 }) // ['v']
 */
export function missingRatings(ratingIds: readonly string[], chosen: Readonly<Record<string, number>>): string[] {
  return ratingIds.filter((id) => !(Object.hasOwn(chosen, id) && (REVIEW_STARS as readonly number[]).includes(chosen[id]!)))
}
