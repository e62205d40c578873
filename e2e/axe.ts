/**
 * Accessibility checks with axe at both widths. Most journeys run at one viewport (the phone's), so
 * there each check looks at the page as it is and then at the other width class (a desktop for a
 * phone), and puts the page back as it found it. A test that runs at both widths (tagged
 * BOTH_WIDTHS) is looked at once per project.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { BOTH_WIDTHS, DESKTOP, DESKTOP_FROM, PHONE } from './viewports'

/** Narrows a check's builders (include, exclude, disableRules; not options(), which would replace violationsOnly's); each width gets a fresh one. */
export type AxeScope = (builder: AxeBuilder) => AxeBuilder

/** Two frames, so the resize's layout (and any matchMedia listener) has run before axe reads the page. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
}

/**
 * A builder that collects violations only: every rule still runs, but axe skips working out selectors
 * for the nodes that pass, which is much of a scan's time after the checks themselves (axe's own
 * advice for large pages; 10-35 % of a scan here, measured one page at a time).
 */
function violationsOnly(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] })
}

async function scan(page: Page, scope: AxeScope): Promise<string[]> {
  const width = page.viewportSize()?.width ?? (await page.evaluate(() => window.innerWidth))
  const results = await scope(violationsOnly(page)).analyze()
  return results.violations.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** axe's violations at the page's width and then at the other width class, each saying at which width. */
export async function axeViolations(page: Page, scope: AxeScope = (builder) => builder): Promise<string[]> {
  const original = page.viewportSize() ?? (await page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight })))
  const violations = await scan(page, scope)
  if (test.info().tags.includes(BOTH_WIDTHS)) return violations
  await page.setViewportSize(original.width >= DESKTOP_FROM ? PHONE : DESKTOP)
  try {
    await settled(page)
    violations.push(...(await scan(page, scope)))
  } finally {
    await page.setViewportSize(original)
    await settled(page)
  }
  return violations
}

export async function expectNoAxeViolations(page: Page, scope?: AxeScope): Promise<void> {
  expect(await axeViolations(page, scope)).toEqual([])
}
