/**
 * @module
 * The worker's bindings and variables as the runtime hands them over, unvalidated (`wrangler.toml`
 * and secrets). `config.ts` validates them; nothing else reads them raw.
 */
export type Env = {
  DB: D1Database
  CACHE: KVNamespace
  ASSETS: Fetcher
  ENVIRONMENT?: string
  MAGENTO_GRAPHQL_URL?: string
  ROOT_CATEGORY_ID?: string
  DEFAULT_STORE_CODE?: string
  DEFAULT_LOCALE?: string
  EXTERNAL_CHECKOUT_ENABLED?: string
  EXTERNAL_CHECKOUT_URL?: string
  CHAT_SCRIPT_URL?: string
  TAG_MANAGER_ID?: string
  CAPTCHA_SECRET?: string
  CAPTCHA_VERIFY_URL?: string
  CAPTCHA_SITE_KEY?: string
  CAPTCHA_SCRIPT_URL?: string
  CACHE_PURGE_TOKEN?: string
  ADMIN_USER?: string
  ADMIN_PASSWORD?: string
  PAGE_CACHE?: string
  LOG_LEVEL?: string
}
