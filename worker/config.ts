/**
 * @module
 * Every binding and variable the worker reads, described once. Parsed at the first request and kept
 * for the isolate's lifetime; a bad value gives a clear error page, never a stack trace. The
 * README's configuration table follows the descriptions here.
 */
import { z } from 'zod'
import { DEFAULT_ROOT_CATEGORY_ID } from '../shared/constants/shop'
import { MAGENTO_VERSIONS, NEWEST_MAGENTO_VERSION } from '../shared/rules/magento-version'

/** Unset and empty both mean "not given": wrangler passes empty strings for blank vars. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .optional()
  .transform((value) => value === 'true' || value === '1')

const binding = (method: string, kind: string) =>
  z.custom<unknown>(
    (value) => typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[method] === 'function',
    { error: `must be a ${kind} binding` },
  )

export const workerConfigSchema = z
  .object({
    DB: binding('prepare', 'D1 database').describe('D1 database of the embedded back end (carts, catalogue, customers).'),
    CACHE: binding('get', 'KV namespace').describe('KV namespace for route, store-config, menu and CMS-block caches.'),
    ASSETS: binding('fetch', 'static assets').describe('Workers Static Assets: the built client bundle and CSS in public/.'),
    ENVIRONMENT: z
      .enum(['development', 'production'], { error: 'must be development or production' })
      .default('production')
      .describe('development shows error details on error pages; production never does.'),
    MAGENTO_GRAPHQL_URL: optional(httpUrl).describe(
      'GraphQL endpoint of a real Magento 2.4. Unset: the embedded reference back end answers /graphql.',
    ),
    MAGENTO_VERSION: z
      .enum(MAGENTO_VERSIONS, { error: `must be one of ${MAGENTO_VERSIONS.join(', ')}` })
      .default(NEWEST_MAGENTO_VERSION)
      .describe(
        "The Magento version of the back end: picks the documents where versions differ (the guest order lookup asks for the billing postcode on 2.4.7, the surname from 2.4.8). The embedded back end answers every version.",
      ),
    ROOT_CATEGORY_ID: z.coerce
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .positive({ error: 'must be positive' })
      .default(DEFAULT_ROOT_CATEGORY_ID)
      .describe('Root of the category tree (SPEC §9).'),
    DEFAULT_STORE_CODE: z.string().min(1).default('default').describe('Magento store code of the default store view.'),
    DEFAULT_LOCALE: z.enum(['en_GB', 'de_DE']).default('en_GB').describe('Locale of the default store view.'),
    EXTERNAL_CHECKOUT_ENABLED: flag.describe('Send shoppers to an external checkout (SPEC §7) instead of /checkout.'),
    EXTERNAL_CHECKOUT_URL: optional(httpUrl).describe('Base URL of the external checkout; required when it is enabled.'),
    CHAT_SCRIPT_URL: optional(httpUrl).describe('Help-chat vendor script, loaded on demand. Unset: the help launcher shows the contact options.'),
    TAG_MANAGER_ID: optional(z.string().regex(/^GTM-[A-Z0-9]+$/, { error: 'must look like GTM-XXXXXXX' })).describe(
      'Tag-manager container id. Unset: no tag manager is loaded.',
    ),
    CAPTCHA_SECRET: optional(z.string().min(1)).describe('Secret for the captcha provider. Unset: captcha checks are off.'),
    CAPTCHA_VERIFY_URL: optional(httpUrl).describe("The captcha provider's verification endpoint."),
    CAPTCHA_SITE_KEY: optional(z.string().min(1)).describe(
      "The captcha provider's public site key: drawn into the password pages' widget and reported to Magento clients by recaptchaV3Config.",
    ),
    CAPTCHA_SCRIPT_URL: optional(httpUrl).describe("The captcha provider's widget script (reCAPTCHA-compatible). Unset: reCAPTCHA's."),
    CACHE_PURGE_TOKEN: optional(z.string().min(32, { error: 'must be at least 32 characters' })).describe(
      'Bearer token for POST /__cache/purge. Unset: purging is disabled.',
    ),
    ADMIN_USER: optional(z.string().regex(/^[^:\s]{1,64}$/, { error: 'must be 1-64 characters without spaces or colons' })).describe(
      'User name for the staff area (/__admin: block editor, stock). Unset: admin.',
    ),
    ADMIN_PASSWORD: optional(z.string().min(12, { error: 'must be at least 12 characters' })).describe(
      'Password for the staff area (HTTP Basic). Unset: the staff area is off, except in development, which has a documented default.',
    ),
    PAGE_CACHE: z
      .enum(['on', 'off'], { error: 'must be on or off' })
      .default('on')
      .describe("Keep pages that are the same for every shopper in the data centre's cache (docs/edge.md \"HTML caching\"). off: every page is made anew."),
    LOG_LEVEL: z.enum(['error', 'warn', 'info', 'debug']).default('error').describe('SPEC §9: error in production.'),
  })
  .superRefine((config, ctx) => {
    if (config.EXTERNAL_CHECKOUT_ENABLED && !config.EXTERNAL_CHECKOUT_URL) {
      ctx.addIssue({ code: 'custom', path: ['EXTERNAL_CHECKOUT_URL'], message: 'is required when EXTERNAL_CHECKOUT_ENABLED is true' })
    }
  })

type ParsedConfig = z.infer<typeof workerConfigSchema>

/** The validated configuration, with bindings typed as the runtime types them. */
export type WorkerConfig = Omit<ParsedConfig, 'DB' | 'CACHE' | 'ASSETS'> & Pick<WranglerEnv, 'DB' | 'CACHE' | 'ASSETS'>

export type ConfigProblem = { setting: string; message: string }
export type ConfigResult = { ok: true; config: WorkerConfig } | { ok: false; problems: ConfigProblem[] }

const parsed = new WeakMap<object, ConfigResult>()

/** Validates the environment once per env object (once per isolate in production). */
export function loadConfig(env: WranglerEnv): ConfigResult {
  const cached = parsed.get(env)
  if (cached) return cached
  const result = workerConfigSchema.safeParse(env)
  const outcome: ConfigResult = result.success
    ? { ok: true, config: result.data as WorkerConfig }
    : {
        ok: false,
        problems: result.error.issues.map((issue) => ({
          setting: issue.path.map(String).join('.') || '(environment)',
          message: issue.message,
        })),
      }
  parsed.set(env, outcome)
  return outcome
}
