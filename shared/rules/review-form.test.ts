import { describe, expect, it } from 'vitest'
import { REVIEW_FIELD_LIMITS } from '../constants/reviews'
import { fieldProblem, missingRatings } from './review-form'

describe('fieldProblem', () => {
  it('calls an empty or blank field required', () => {
    expect(fieldProblem('nickname', '')).toBe('required')
    expect(fieldProblem('text', '   \n ')).toBe('required')
  })

  it('holds each field to its minimum length, counted without surrounding spaces', () => {
    expect(fieldProblem('nickname', ' A ')).toBe('tooShort')
    expect(fieldProblem('nickname', 'Al')).toBeNull()
    expect(fieldProblem('summary', '  OK  ')).toBe('tooShort')
    expect(fieldProblem('summary', 'Good')).toBeNull()
    expect(fieldProblem('text', 'x'.repeat(REVIEW_FIELD_LIMITS.text.min - 1))).toBe('tooShort')
    expect(fieldProblem('text', 'x'.repeat(REVIEW_FIELD_LIMITS.text.min))).toBeNull()
  })
})

describe('missingRatings', () => {
  it('names every rating without a choice of 1 to 5 stars', () => {
    expect(missingRatings(['q', 'v', 'p'], { q: 5, v: 0, p: 6 })).toEqual(['v', 'p'])
    expect(missingRatings(['q', 'v'], { q: 1, v: 5 })).toEqual([])
  })

  it('ignores choices for ratings the shop does not have, and inherited keys', () => {
    expect(missingRatings(['q'], { q: 3, other: 2 })).toEqual([])
    expect(missingRatings(['constructor'], {})).toEqual(['constructor'])
  })
})
