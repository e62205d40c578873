// The CPU slowdown that makes this machine behave like Lighthouse's mobile reference device.
// Lighthouse's throttling documentation ("Calibrating the CPU slowdown") gives its default 4x for a
// high-end desktop (benchmarkIndex 1500-2000) and points to its calculator, which interpolates
// linearly between anchors: index 150 needs 1x, 800 needs 2x, 1300 needs 3x, and every 233 above
// 1300 one more (1533 is 4x, 2000 is 6x). Below 150 a machine is too slow to emulate the device.

/** Lighthouse's own slowdown when none is given (the mobile profile). */
export const DEFAULT_CPU_SLOWDOWN = 4

/** The slowest machine the calibration covers; below it no slowdown can emulate the device. */
export const MIN_BENCHMARK_INDEX = 150

const ANCHORS = [
  [150, 1],
  [800, 2],
  [1300, 3],
]
/** Above the last anchor: benchmarkIndex points per extra 1x of slowdown. */
const INDEX_PER_STEP_ABOVE = 233

/**
 * The cpuSlowdownMultiplier for a run's benchmarkIndex, or null when the machine is too slow (or
 * the index is missing).
 * @param {number} benchmarkIndex
 * @returns {number | null}
 */
export function cpuSlowdownMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < MIN_BENCHMARK_INDEX) return null
  const [lastIndex, lastMultiplier] = ANCHORS[ANCHORS.length - 1]
  if (benchmarkIndex >= lastIndex) return lastMultiplier + (benchmarkIndex - lastIndex) / INDEX_PER_STEP_ABOVE
  for (let i = 1; i < ANCHORS.length; i++) {
    const [toIndex, toMultiplier] = ANCHORS[i]
    if (benchmarkIndex < toIndex) {
      const [fromIndex, fromMultiplier] = ANCHORS[i - 1]
      return fromMultiplier + ((benchmarkIndex - fromIndex) / (toIndex - fromIndex)) * (toMultiplier - fromMultiplier)
    }
  }
  return lastMultiplier
}
