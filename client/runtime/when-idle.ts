import { PREFETCH_IDLE_TIMEOUT_MS } from '../../shared/constants/timings'

/**
 * Runs work that can wait until the browser is idle, at the latest after SPEC §9's idle timeout
 * (2000 ms). Safari has no idle callback: there it waits the whole timeout, out of the load's way.
 */
export function whenIdle(task: () => void, timeoutMs = PREFETCH_IDLE_TIMEOUT_MS): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: timeoutMs })
  else setTimeout(task, timeoutMs)
}
