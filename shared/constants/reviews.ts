/**
 * @module
 * The review form's limits (SPEC §2 Reviews tab, §5 form messages "This field is required" and the
 * minimum lengths 2, 4 and 8). SPEC §5 does not say which field takes which minimum: the nickname
 * takes 2, the summary 4 and the review itself 8. The maximums keep a post small; the nickname's is
 * what the back end stores.
 */
export const REVIEW_FIELD_LIMITS = {
  nickname: { min: 2, max: 100 },
  summary: { min: 4, max: 255 },
  text: { min: 8, max: 5000 },
} as const

export type ReviewField = keyof typeof REVIEW_FIELD_LIMITS

/** SPEC §9 ratings are out of 5: each rating of a review gives 1 to 5 stars. */
export const REVIEW_STARS = [1, 2, 3, 4, 5] as const
