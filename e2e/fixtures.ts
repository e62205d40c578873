import { createHash } from 'node:crypto'
import { test as base, expect, type ConsoleMessage } from '@playwright/test'

/**
 * A client address of the test's own (as Cloudflare would send it in `CF-Connecting-IP`), so the
 * shop's per-client abuse limits (failed sign-ins, password resets) count each test apart, as they
 * would count different shoppers, whatever else runs at the same time.
 */
function clientAddress(testId: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(testId).digest()
  return `10.${a}.${b}.${c}`
}

/**
 * Pages whose console errors (CSP violations, hydration mismatches, failed chunks) and uncaught
 * exceptions fail the test that caused them. Each entry names the URL it concerns.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'CF-Connecting-IP': clientAddress(`${testInfo.testId}:${testInfo.project.name}:${testInfo.retry}`) })
  },
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
