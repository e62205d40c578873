import { test as base, expect, type ConsoleMessage } from '@playwright/test'

/**
 * Pages whose console errors (CSP violations, hydration mismatches, failed chunks) and uncaught
 * exceptions fail the test that caused them. Each entry names the URL it concerns.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`)
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
  },
})

export { expect }
