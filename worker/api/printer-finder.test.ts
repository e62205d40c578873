import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { FinderModelList, FinderSeriesList } from '../../shared/rules/printer-finder'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'

const read = (method: string, variables: unknown, init: RequestInit = {}) =>
  SELF.fetch(`${ORIGIN}/api/magento/${method}?variables=${encodeURIComponent(JSON.stringify(variables))}`, { redirect: 'manual', ...init })

async function data<T>(response: Response): Promise<T> {
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: T }).data
}

beforeAll(() => seedCatalogue())

describe('the printer finder’s operations', () => {
  it('answers a brand’s series anonymously and cacheable', async () => {
    const response = await read('printerFinderSeries', { brand: 'hp' })
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60')
    const answer = await data<FinderSeriesList>(response)
    expect(answer.brand).toEqual({ slug: 'hp', name: 'HP' })
    expect(answer.groups.map((g) => g.kind)).toEqual(['ink', 'toner'])
    expect(answer.groups[0]?.series[0]?.key).toMatch(/^ink-cartridges\/hp\//)
  })

  it('answers a series’ models, each a category page that answers 200', async () => {
    const { groups } = await data<FinderSeriesList>(await read('printerFinderSeries', { brand: 'epson' }))
    const series = groups[0]!.series[0]!
    const answer = await data<FinderModelList>(await read('printerFinderModels', { brand: 'epson', series: series.key }))
    expect(answer.series).toEqual(series)
    expect(answer.models.length).toBeGreaterThan(0)
    for (const model of answer.models) {
      const page = await SELF.fetch(`${ORIGIN}${model.path}`, { redirect: 'manual' })
      await page.text()
      expect([model.path, page.status]).toEqual([model.path, 200])
    }
  })

  it('answers the German store’s lists too', async () => {
    const answer = await data<FinderSeriesList>(await read('printerFinderSeries', { brand: 'canon' }, { headers: { Store: 'de' } }))
    expect(answer.groups.length).toBeGreaterThan(0)
  })

  it('refuses brands outside the lists, series of another brand, extra variables and writes', async () => {
    for (const [method, variables] of [
      ['printerFinderSeries', { brand: 'samsung' }],
      ['printerFinderSeries', { brand: 'constructor' }],
      ['printerFinderSeries', {}],
      ['printerFinderSeries', { brand: 'hp', brandPaths: ['customer'] }],
      ['printerFinderModels', { brand: 'hp', series: 'ink-cartridges/canon/pixma-ts' }],
      ['printerFinderModels', { brand: 'hp', series: 'ink-cartridges/hp/../../paper' }],
      ['printerFinderModels', { brand: 'nope', series: 'ink-cartridges/hp/deskjet' }],
    ] as const) {
      const response = await read(method, variables)
      const body = (await response.json()) as { errors?: { category: string }[] }
      expect([method, variables, response.status, body.errors?.[0]?.category]).toEqual([method, variables, 400, 'graphql-input'])
    }
    const post = await SELF.fetch(`${ORIGIN}/api/magento/printerFinderSeries`, { method: 'POST', headers: { Origin: ORIGIN, 'Content-Type': 'application/json' }, body: '{"variables":{"brand":"hp"}}' })
    expect(post.status).toBe(405)
  })
})
