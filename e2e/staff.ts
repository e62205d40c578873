/**
 * The browser-test server and the staff area's sign-in there: the e2e server runs in production
 * mode, where the area has no default credential, so playwright.config.ts hands this one to it.
 */
export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 8799)
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`
export const E2E_ADMIN = { user: 'e2e-staff', password: process.env['E2E_ADMIN_PASSWORD'] ?? 'e2e-staff-password' } as const
