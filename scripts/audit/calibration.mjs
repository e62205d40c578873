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

/**
 * How sure the calculator is of its slowdown: the width of the range it gives around it. A quarter
 * and a half of a step below index 800 and up to 1300; above, where it extrapolates from its last
 * anchors, at least the slowdown beyond 3x, and never less than 1.5x or 30% of the slowdown.
 * @param {number} benchmarkIndex
 * @param {number} multiplier
 */
function rangeWidth(benchmarkIndex, multiplier) {
  if (benchmarkIndex < 800) return 0.5
  if (benchmarkIndex < 1300) return 1.5
  return Math.max(multiplier - 3, 1.5, multiplier * 0.3)
}

/**
 * The range of slowdowns the calculator holds plausible for a benchmarkIndex (centred on
 * `cpuSlowdownMultiplier`), or null where it has none. It widens quickly above the reference
 * desktop: a JavaScript benchmark twice as fast says little about how much faster the machine
 * parses, lays out and paints a page.
 * @param {number} benchmarkIndex
 * @returns {{ lower: number, upper: number } | null}
 */
export function cpuSlowdownRange(benchmarkIndex) {
  const multiplier = cpuSlowdownMultiplier(benchmarkIndex)
  if (multiplier === null) return null
  const half = rangeWidth(benchmarkIndex, multiplier) / 2
  return { lower: multiplier - half, upper: multiplier + half }
}

/**
 * The slowdown the audit's performance gate holds: the lower end of the calibrated range, and never
 * less than Lighthouse's own default, so the gate is at least as strict as a plain Lighthouse run.
 * @param {number} benchmarkIndex
 * @returns {number | null}
 */
export function gateSlowdown(benchmarkIndex) {
  const range = cpuSlowdownRange(benchmarkIndex)
  return range === null ? null : Math.max(DEFAULT_CPU_SLOWDOWN, range.lower)
}
