// The browser tests' server: its port, the stand-in help-chat vendor's, and the staff area's
// sign-in (the server runs in production mode, where the area has no default credential). Read by
// playwright.config.ts, which starts the server, and by scripts/test-all.mjs, which starts it early.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8799)
export const E2E_CHAT_PORT = Number(process.env.E2E_CHAT_PORT ?? 8797)
/**
 * The host name at which the same server runs the shop set to Magento 2.4.7 (scripts/serve-e2e.mjs);
 * Chromium takes any name under localhost to be this machine.
 */
export const E2E_MAGENTO_2_4_7_HOST = 'magento-2-4-7.localhost'
export const E2E_ADMIN = Object.freeze({ user: 'e2e-staff', password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-staff-password' })

/** The shop server's settings: the chat vendor's script (e2e/chat-vendor.mjs) and the staff sign-in. */
export const e2eServerEnv = () => ({
  CHAT_SCRIPT_URL: `http://127.0.0.1:${E2E_CHAT_PORT}/widget.js`,
  ADMIN_USER: E2E_ADMIN.user,
  ADMIN_PASSWORD: E2E_ADMIN.password,
})
