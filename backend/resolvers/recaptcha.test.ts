import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'
import { backendGraphQL } from '../../test/backend-graphql'

beforeAll(() => seedCatalogue())

const QUERY = '{ recaptchaV3Config { is_enabled website_key minimum_score badge_position language_code failure_message forms } }'

describe('recaptchaV3Config', () => {
  it('reports the captcha off when the worker in front checks none (no secret configured)', async () => {
    expect((await graphqlData(QUERY)).recaptchaV3Config).toEqual({
      is_enabled: false,
      website_key: '',
      minimum_score: 0.5,
      badge_position: 'inline',
      language_code: 'en',
      failure_message: 'Error during reCaptcha verification. Please try again.',
      forms: [],
    })
  })

  it("answers with Magento's defaults when no captcha settings are given", async () => {
    const response = await backendGraphQL(JSON.stringify({ query: QUERY }))
    expect(((await response.json()) as { data: { recaptchaV3Config: unknown } }).data.recaptchaV3Config).toMatchObject({ is_enabled: false, failure_message: 'reCAPTCHA verification failed.', forms: [] })
  })

  it('reports the forms the worker checks, its site key and message, in the store view’s language', async () => {
    const captcha = { enabled: true, websiteKey: 'site-key-1', failureMessage: 'Error during reCaptcha verification. Please try again.', forms: ['CUSTOMER_FORGOT_PASSWORD'] as const }
    const response = await backendGraphQL(JSON.stringify({ query: QUERY }), { Store: 'de' }, { captcha })
    expect(((await response.json()) as { data: unknown }).data).toEqual({
      recaptchaV3Config: {
        is_enabled: true,
        website_key: 'site-key-1',
        minimum_score: 0.5,
        badge_position: 'inline',
        language_code: 'de',
        failure_message: 'Error during reCaptcha verification. Please try again.',
        forms: ['CUSTOMER_FORGOT_PASSWORD'],
      },
    })
  })
})
