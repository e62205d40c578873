import { describe, expect, it } from 'vitest'
import { GENUINE_CONDITION_LABELS, REFURBISHED_CONDITION_LABELS } from '../constants/condition-labels'
import { isConditionLabel } from './condition-label'

describe('isConditionLabel', () => {
  it('knows the genuine condition in the English and the German store view', () => {
    expect(isConditionLabel('Genuine', GENUINE_CONDITION_LABELS)).toBe(true)
    expect(isConditionLabel('Original', GENUINE_CONDITION_LABELS)).toBe(true)
    expect(isConditionLabel(' genuine ', GENUINE_CONDITION_LABELS)).toBe(true)
  })

  it('knows a refurbished printer in either language', () => {
    expect(isConditionLabel('Refurbished', REFURBISHED_CONDITION_LABELS)).toBe(true)
    expect(isConditionLabel('generalüberholt', REFURBISHED_CONDITION_LABELS)).toBe(true)
  })

  it('refuses other conditions and missing labels', () => {
    expect(isConditionLabel('Compatible', GENUINE_CONDITION_LABELS)).toBe(false)
    expect(isConditionLabel('Kompatibel', GENUINE_CONDITION_LABELS)).toBe(false)
    expect(isConditionLabel('', GENUINE_CONDITION_LABELS)).toBe(false)
    expect(isConditionLabel(null, GENUINE_CONDITION_LABELS)).toBe(false)
  })
})
