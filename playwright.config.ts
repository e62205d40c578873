import { defineConfig } from '@playwright/test'
import { playwrightChromium } from './e2e/chromium-paths.mjs'
import { E2E_CHAT_PORT, E2E_PORT, e2eServerEnv } from './e2e/server-settings.mjs'
import { E2E_ORIGIN } from './e2e/staff'
import { BOTH_WIDTHS, DESKTOP, PHONE } from './e2e/viewports'

const PORT = E2E_PORT
/** The stand-in help-chat vendor (e2e/chat-vendor.mjs), whose script the worker is configured with. */
const CHAT_PORT = E2E_CHAT_PORT
/** Specs that change what every shopper sees (the staff area: the block editor, the review queue). */
const STAFF_SPECS = /admin-.*\.spec\.ts$/
/** Specs that time the browser itself, and so run alone once everything else is done. */
const TIMING_SPECS = /prerender-timing\.spec\.ts$/

// Debian's Chromium (its headless shell where installed: e2e/chromium-paths.mjs), started as the machines here need it: no sandbox as root, and no background
// networking (the network is closed, and Chromium would keep trying).
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export default defineConfig({
  testDir: './e2e',
  // Two browsers at a time: on the two cores CI has, about 5 minutes for the 250 runs in the headless
  // shell (the cores are the bottleneck: four were no faster; three once made heavy pages time out). Tests
  // read the outbox through the server (e2e/outbox.ts), as a second reader of its SQLite file
  // locked the database under another browser's requests. Tests of one file run in
  // order; files and viewports run side by side, so each test makes its own customers and baskets.
  // The staff area, which changes what every shopper sees, runs in a project of its own after the
  // shop's (below).
  workers: 2,
  // The journeys that scan every page with axe at both widths take about 20 s on this machine on a
  // good day and have passed 30 s on a slow one: each test may take a minute, so slowness of the
  // machine is not reported as a failure of the shop (a test that waits on something that never
  // comes still fails, a minute later).
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_ORIGIN,
    launchOptions: { executablePath: playwrightChromium(), args: CHROMIUM_ARGS },
    // A service worker would answer asset requests from its cache, past page.route(); tests that
    // exercise it opt in with test.use({ serviceWorkers: 'allow' }) (e2e/platform.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    // The shop's journeys run once, on a phone (most of its shoppers), with every axe check looking at
    // both widths (e2e/axe.ts); the tests whose behaviour depends on the width (tagged BOTH_WIDTHS)
    // run on a desktop too.
    { name: 'mobile', testIgnore: [STAFF_SPECS, TIMING_SPECS], use: { viewport: PHONE, isMobile: true, hasTouch: true } },
    { name: 'desktop', testIgnore: [STAFF_SPECS, TIMING_SPECS], grep: new RegExp(BOTH_WIDTHS), use: { viewport: DESKTOP } },
    // The block editor changes the delivery strip every page shows (footer.spec.ts reads it), and an
    // approved review a product's rating: only once the shop's tests are done.
    { name: 'staff', testMatch: STAFF_SPECS, dependencies: ['desktop', 'mobile'], use: { viewport: DESKTOP } },
    // Click-to-content of a prerendered page (issue 26): a figure of the browser's own, so with no
    // other browser beside it. It launches a Chromium of its own at desktop size.
    { name: 'timing', testMatch: TIMING_SPECS, dependencies: ['staff'] },
  ],
  webServer: [
    {
      command: `node scripts/serve-e2e.mjs ${PORT}`,
      url: `http://127.0.0.1:${PORT}/asset-manifest.json`,
      env: e2eServerEnv(),
      // scripts/test-all.mjs (npm test) starts it while the unit tests run, and waits until it answers.
      reuseExistingServer: !process.env.CI || process.env.E2E_SERVER_STARTED === '1',
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node e2e/chat-vendor.mjs ${CHAT_PORT}`,
      url: `http://127.0.0.1:${CHAT_PORT}/health`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
