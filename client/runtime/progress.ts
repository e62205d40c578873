/**
 * @module
 * The navigation progress bar's state (SPEC §4, §9): hidden; shown 200 ms after a navigation
 * starts; advancing toward 100 over about 5 s in 100 ms ticks; hidden 500 ms after it finishes; a
 * failure shows the failed style. Fast navigations never show it at all.
 */
import { proxy } from 'valtio/vanilla'
import {
  PROGRESS_DURATION_MS,
  PROGRESS_HIDE_DELAY_MS,
  PROGRESS_START_DELAY_MS,
  PROGRESS_TICK_MS,
} from '../../shared/constants/timings'

export type ProgressState = { visible: boolean; percent: number; failed: boolean }

export const progress = proxy<ProgressState>({ visible: false, percent: 0, failed: false })

/** Where the bar waits while the page is still loading; only finishing takes it to 100. */
export const PROGRESS_CEILING_PERCENT = 95
const STEP_PERCENT = (100 * PROGRESS_TICK_MS) / PROGRESS_DURATION_MS

let showTimer: ReturnType<typeof setTimeout> | undefined
let tickTimer: ReturnType<typeof setInterval> | undefined
let hideTimer: ReturnType<typeof setTimeout> | undefined

function clearTimers(): void {
  clearTimeout(showTimer)
  clearInterval(tickTimer)
  clearTimeout(hideTimer)
}

export function startProgress(): void {
  clearTimers()
  Object.assign(progress, { visible: false, percent: 0, failed: false })
  showTimer = setTimeout(() => {
    progress.visible = true
    tickTimer = setInterval(() => {
      progress.percent = Math.min(PROGRESS_CEILING_PERCENT, progress.percent + STEP_PERCENT)
    }, PROGRESS_TICK_MS)
  }, PROGRESS_START_DELAY_MS)
}

function finish(failed: boolean): void {
  const wasShown = progress.visible
  clearTimers()
  if (!wasShown && !failed) return
  Object.assign(progress, { visible: true, percent: 100, failed })
  hideTimer = setTimeout(() => Object.assign(progress, { visible: false, percent: 0, failed: false }), PROGRESS_HIDE_DELAY_MS)
}

export const finishProgress = (): void => finish(false)
export const failProgress = (): void => finish(true)
