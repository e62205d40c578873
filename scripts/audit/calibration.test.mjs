import { describe, expect, it } from 'vitest'
import { cpuSlowdownMultiplier, cpuSlowdownRange, DEFAULT_CPU_SLOWDOWN, gateSlowdown } from './calibration.mjs'

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

describe('the range of slowdowns the calculator holds plausible', () => {
  it('is half a step wide on slow machines and 1.5 steps wide up to index 1300, centred on the slowdown', () => {
    expect(cpuSlowdownRange(475)).toEqual({ lower: 1.25, upper: 1.75 })
    const mid = cpuSlowdownRange(1050)
    expect(mid.lower).toBeCloseTo(1.75, 5)
    expect(mid.upper).toBeCloseTo(3.25, 5)
  })

  it('widens with the distance from the calculator’s anchors on faster machines', () => {
    const reference = cpuSlowdownRange(1533)
    expect(reference.lower).toBeCloseTo(3.25, 2)
    expect(reference.upper).toBeCloseTo(4.75, 2)
    // These machines: 12.9x, anywhere from 7.9x to 17.8x.
    const fast = cpuSlowdownRange(3600)
    expect(fast.lower).toBeCloseTo(7.93, 1)
    expect(fast.upper).toBeCloseTo(17.80, 1)
  })

  it('has none where there is no slowdown', () => {
    expect(cpuSlowdownRange(100)).toBeNull()
  })
})

describe('the slowdown the performance gate holds', () => {
  it('is the lower end of the range, never below Lighthouse’s default', () => {
    expect(gateSlowdown(3600)).toBeCloseTo(7.93, 1)
    expect(gateSlowdown(1533)).toBe(DEFAULT_CPU_SLOWDOWN)
    expect(gateSlowdown(800)).toBe(DEFAULT_CPU_SLOWDOWN)
    expect(gateSlowdown(100)).toBeNull()
  })
})
