/**
 * The staff area's sign-in in the browser tests: the e2e server runs in production mode, where the
 * area has no default credential, so playwright.config.ts hands this one to it.
 */
export const E2E_ADMIN = { user: 'e2e-staff', password: process.env['E2E_ADMIN_PASSWORD'] ?? 'e2e-staff-password' } as const
