import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

beforeAll(() => seedCatalogue())

const QUERY = `{ currency {
  base_currency_code base_currency_symbol default_display_currency_code default_display_currency_symbol
  default_display_currecy_code default_display_currecy_symbol available_currency_codes exchange_rates { currency_to rate }
} }`

describe('currency', () => {
  it('is pounds throughout in the default store view', async () => {
    expect((await graphqlData(QUERY)).currency).toEqual({
      base_currency_code: 'GBP',
      base_currency_symbol: '£',
      default_display_currency_code: 'GBP',
      default_display_currency_symbol: '£',
      default_display_currecy_code: 'GBP',
      default_display_currecy_symbol: '£',
      available_currency_codes: ['GBP'],
      exchange_rates: [{ currency_to: 'GBP', rate: 1 }],
    })
  })

  it('shows euros at the stored rate in the German store view, over a pound base', async () => {
    const stored = await env.DB.prepare("SELECT currency_rate FROM store_configs WHERE store_code = 'de'").first<{ currency_rate: number }>()
    const { currency } = await graphqlData<{ currency: Record<string, unknown> }>(QUERY, undefined, 'de')
    expect(currency).toMatchObject({
      base_currency_code: 'GBP',
      base_currency_symbol: '£',
      default_display_currency_code: 'EUR',
      default_display_currency_symbol: '€',
      available_currency_codes: ['EUR'],
      exchange_rates: [{ currency_to: 'EUR', rate: stored!.currency_rate }],
    })
  })
})
