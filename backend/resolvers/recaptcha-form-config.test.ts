import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'
import { backendGraphQL } from '../../test/backend-graphql'

beforeAll(() => seedCatalogue())

const QUERY = `query F($form: ReCaptchaFormEnum!) { recaptchaFormConfig(formType: $form) { is_enabled configurations {
  re_captcha_type badge_position theme website_key language_code minimum_score validation_failure_message technical_failure_message } } }`

async function formConfig(form: string, options: Parameters<typeof backendGraphQL>[2], store = 'default') {
  const response = await backendGraphQL(JSON.stringify({ query: QUERY, variables: { form } }), { Store: store }, options)
  return ((await response.json()) as { data: { recaptchaFormConfig: unknown } }).data.recaptchaFormConfig
}

describe('recaptchaFormConfig', () => {
  it('reports every form off, with no configuration, when the worker in front checks none', async () => {
    for (const form of ['CUSTOMER_FORGOT_PASSWORD', 'CUSTOMER_LOGIN', 'RESEND_CONFIRMATION_EMAIL']) {
      expect((await graphqlData(QUERY, { form })).recaptchaFormConfig).toEqual({ is_enabled: false, configurations: null })
    }
  })

  it('reports a form the worker checks as recaptchaV3Config does, in the store view’s language, and the others off', async () => {
    const captcha = { enabled: true, websiteKey: 'site-key-1', failureMessage: 'Error during reCaptcha verification. Please try again.', forms: ['CUSTOMER_FORGOT_PASSWORD'] as const }
    expect(await formConfig('CUSTOMER_FORGOT_PASSWORD', { captcha }, 'de')).toEqual({
      is_enabled: true,
      configurations: {
        re_captcha_type: 'RECAPTCHA_V3',
        badge_position: 'inline',
        theme: 'light',
        website_key: 'site-key-1',
        language_code: 'de',
        minimum_score: 0.5,
        validation_failure_message: 'Error during reCaptcha verification. Please try again.',
        technical_failure_message: 'Something went wrong with reCAPTCHA. Please contact the store owner.',
      },
    })
    expect(await formConfig('CONTACT', { captcha })).toEqual({ is_enabled: false, configurations: null })
  })
})
