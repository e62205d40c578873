// Environment for running wrangler here: no telemetry, no download of the Request.cf object
// (which fails without internet and prints a stack trace).
export const wranglerEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
}
