// One Lighthouse run of a page in a Chromium the audit started, scored twice from the same load:
// with Lighthouse's default CPU slowdown, and again with the slowdown calibrated for this machine.
// With simulated throttling (Lighthouse's default) the page loads unthrottled and the slowdown is
// applied when the metrics are computed, so auditing the same artifacts again with another
// multiplier is what a second run with `--throttling.cpuSlowdownMultiplier` would compute, without
// loading the page again.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { auditFlowArtifacts } from 'lighthouse'

/** The flags the browser tests give Debian's Chromium (playwright.config.ts), headless. */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

export function launchChromium(chromePath) {
  return chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
}

/**
 * Lighthouse's mobile profile (its default), all four categories, without the work that scores
 * nothing: the full-page screenshot, the filmstrip and the final screenshot are only shown in the
 * HTML report (Speed Index reads the trace's own frames).
 * @param {number} port Chromium's debugging port
 * @param {string | undefined} cookie
 */
export function lighthouseFlags(port, cookie) {
  return {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    disableFullPageScreenshot: true,
    // bf-cache scores nothing and navigates away and back again (up to a second a run).
    skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'bf-cache'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  }
}

/** A run Lighthouse could not finish (it asks to be run again, e.g. a trace without its navigation start). */
export class RunError extends Error {}

/** The audits the performance score is made of (every other one in the category weighs 0). */
const SCORED_METRICS = ['first-contentful-paint', 'speed-index', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
/** Rescored too, unweighted, so a calibrated report shows which tasks block (and when). */
const CALIBRATED_DIAGNOSTICS = ['long-tasks', 'interactive']

/** Loads `url` once with Lighthouse's default slowdown; answers the result and what was gathered. */
export async function gatherOnce(url, flags) {
  const result = await lighthouse(url, flags)
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  if (result.lhr.runtimeError) throw new RunError(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.message}`)
  return { lhr: result.lhr, artifacts: result.artifacts }
}

/**
 * The same load scored again with another CPU slowdown. The slowdown changes only the performance
 * metrics, so only they are computed. Lighthouse refuses artifacts gathered with other settings
 * than the audit's, so theirs are changed to match.
 */
export async function rescoreWithSlowdown(artifacts, flags, multiplier) {
  const changed = { throttling: { ...artifacts.settings.throttling, cpuSlowdownMultiplier: multiplier }, onlyCategories: ['performance'], onlyAudits: [...SCORED_METRICS, ...CALIBRATED_DIAGNOSTICS] }
  const settings = { ...structuredClone(artifacts.settings), ...changed }
  const flow = await auditFlowArtifacts({ gatherSteps: [{ artifacts: { ...artifacts, settings }, flags: { ...flags, ...changed } }] })
  return flow.steps[0].lhr
}
