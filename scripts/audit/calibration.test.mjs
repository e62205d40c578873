import { describe, expect, it } from 'vitest'
import { cpuSlowdownMultiplier } from './calibration.mjs'

describe('the CPU slowdown for a benchmarkIndex', () => {
  it('is Lighthouse default 4x at the index its documentation calibrates 4x for', () => {
    expect(cpuSlowdownMultiplier(1533)).toBeCloseTo(4, 2)
  })

  it('meets the calculator anchors', () => {
    expect(cpuSlowdownMultiplier(150)).toBe(1)
    expect(cpuSlowdownMultiplier(800)).toBe(2)
    expect(cpuSlowdownMultiplier(1300)).toBe(3)
    expect(cpuSlowdownMultiplier(2000)).toBeCloseTo(6, 1)
  })

  it('interpolates between anchors', () => {
    expect(cpuSlowdownMultiplier(475)).toBeCloseTo(1.5, 5)
    expect(cpuSlowdownMultiplier(1050)).toBeCloseTo(2.5, 5)
  })

  it('keeps rising for machines faster than the reference desktop', () => {
    expect(cpuSlowdownMultiplier(2466)).toBeCloseTo(8, 1)
  })

  it('has no answer for a machine too slow to emulate a phone, or no index at all', () => {
    expect(cpuSlowdownMultiplier(149)).toBeNull()
    expect(cpuSlowdownMultiplier(Number.NaN)).toBeNull()
    expect(cpuSlowdownMultiplier(undefined)).toBeNull()
  })
})
