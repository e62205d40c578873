/**
 * The browser-test server and the staff area's sign-in there (e2e/server-settings.mjs, which the
 * config and the test runner read too).
 */
import { E2E_PORT } from './server-settings.mjs'

export { E2E_ADMIN, E2E_PORT } from './server-settings.mjs'
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`
