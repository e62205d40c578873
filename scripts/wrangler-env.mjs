// Environment for running wrangler here: no telemetry, no download of the Request.cf object
// (which fails without internet and prints a stack trace).
export const wranglerEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
}

/**
 * `wrangler dev` bundles React's development build unless told otherwise; `wrangler deploy` bundles
 * the production one. The browser tests and the benchmark run what is deployed.
 */
export const productionReact = ['--define', 'process.env.NODE_ENV:"production"']
