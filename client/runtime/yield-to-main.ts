/**
 * @module
 * Gives the main thread back between pieces of work, so a start-up or a burst of hydration is a
 * few short tasks rather than one long one (on a slow phone a long task holds up the shopper's
 * first tap). `scheduler.yield()` where the browser has it (it resumes ahead of other queued
 * tasks), else a macrotask.
 */
type YieldingScheduler = { yield?: () => Promise<void> }

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Runs `steps` in order, each in a task of its own: a start-up made of many small pieces then
 * never holds the main thread for longer than its largest piece.
 */
export async function runInTurns(steps: readonly (() => void)[]): Promise<void> {
  for (const step of steps) {
    step()
    await yieldToMain()
  }
}
