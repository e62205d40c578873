// Which Chromium each browser tool drives. Both are Debian's packages of the same Chromium release.
// - The full browser (`chromium`): Lighthouse (scripts/audit.mjs), whose figures must be a real
//   browser's, and the prerender timing (e2e/prerender-browser.ts), as prerendering is a feature of
//   the full browser's headless mode only.
// - The headless shell (`chromium-headless-shell`): Playwright's journeys. It is the build Playwright
//   itself runs headless tests in; without the full browser's compositor and GPU processes it spends
//   about a third less time per test on the two cores CI has. Should it be missing (apt-get could not
//   fetch it), Playwright falls back to the full browser: slower, same results.
import { existsSync } from 'node:fs'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'

/** The Debian package that installs each path above. */
export const PACKAGES = [
  { path: CHROMIUM, name: 'chromium', required: true },
  { path: CHROMIUM_HEADLESS_SHELL, name: 'chromium-headless-shell', required: false },
]

/** The executable Playwright launches: the headless shell where it is installed, else the full browser. */
export const playwrightChromium = () => (existsSync(CHROMIUM_HEADLESS_SHELL) ? CHROMIUM_HEADLESS_SHELL : CHROMIUM)
