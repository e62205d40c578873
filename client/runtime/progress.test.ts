import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { failProgress, finishProgress, progress, PROGRESS_CEILING_PERCENT, startProgress } from './progress'

describe('navigation progress bar', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('stays hidden for navigations that finish within 200 ms', () => {
    startProgress()
    vi.advanceTimersByTime(199)
    finishProgress()
    vi.advanceTimersByTime(1000)
    expect(progress.visible).toBe(false)
  })

  it('shows after 200 ms and advances 2% per 100 ms tick, never past the ceiling while loading', () => {
    startProgress()
    vi.advanceTimersByTime(200)
    expect(progress).toMatchObject({ visible: true, percent: 0 })
    vi.advanceTimersByTime(1000)
    expect(progress.percent).toBeCloseTo(20)
    vi.advanceTimersByTime(10_000)
    expect(progress.percent).toBe(PROGRESS_CEILING_PERCENT)
  })

  it('completes to 100 and hides 500 ms after finishing', () => {
    startProgress()
    vi.advanceTimersByTime(700)
    finishProgress()
    expect(progress).toMatchObject({ visible: true, percent: 100, failed: false })
    vi.advanceTimersByTime(499)
    expect(progress.visible).toBe(true)
    vi.advanceTimersByTime(1)
    expect(progress.visible).toBe(false)
  })

  it('shows the failed style when the navigation fails, even before the delay', () => {
    startProgress()
    failProgress()
    expect(progress).toMatchObject({ visible: true, failed: true })
    vi.advanceTimersByTime(500)
    expect(progress).toMatchObject({ visible: false, failed: false })
  })
})
