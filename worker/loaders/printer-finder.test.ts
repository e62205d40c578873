import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { finderBrand } from '../../shared/rules/printer-finder'
import { testLoaderContext } from '../../test/loader-context'
import { seedCatalogue } from '../../test/seed-catalogue'
import { loadFinderModels, loadPrinterFinder } from './printer-finder'

beforeAll(() => seedCatalogue())

describe('printer finder loader', () => {
  it('starts at the brand step with nothing chosen', async () => {
    expect(await loadPrinterFinder(testLoaderContext(), {})).toEqual({ critical: { brand: null, groups: [], series: null, models: [] }, deferred: {} })
  })

  it('lists HP’s ink and toner series, ink first', async () => {
    const page = await loadPrinterFinder(testLoaderContext(), { brand: 'hp' })
    expect(page?.critical.brand).toEqual({ slug: 'hp', name: 'HP' })
    expect(page?.critical.groups.map((g) => g.kind)).toEqual(['ink', 'toner'])
    const series = page?.critical.groups.flatMap((g) => g.series) ?? []
    expect(series.length).toBeGreaterThan(1)
    for (const s of series) expect(s.key).toMatch(/^(ink|toner)-cartridges\/hp\/[a-z0-9-]+$/)
    expect(page?.critical.series).toBeNull()
  })

  it('lists a series’ printer models, each linking to a category page that answers 200', async () => {
    const ctx = testLoaderContext()
    const first = (await loadPrinterFinder(ctx, { brand: 'hp' }))?.critical.groups[0]?.series[0]
    expect(first).toBeDefined()
    const page = await loadPrinterFinder(ctx, { brand: 'hp', series: first!.key })
    expect(page?.critical.series).toEqual(first)
    const models = page?.critical.models ?? []
    expect(models.length).toBeGreaterThan(0)
    for (const model of models) {
      expect(model.path.startsWith(`/${first!.key}/`)).toBe(true)
      const response = await SELF.fetch(`https://shop.test${model.path}`, { redirect: 'manual' })
      await response.text()
      expect([model.path, response.status]).toEqual([model.path, 200])
    }
  })

  it('answers null for a brand outside the lists and goes back a step for a series the brand lacks', async () => {
    const ctx = testLoaderContext()
    expect(await loadPrinterFinder(ctx, { brand: 'samsung' })).toBeNull()
    const canonSeries = (await loadPrinterFinder(ctx, { brand: 'canon' }))?.critical.groups[0]?.series[0]?.key
    const page = await loadPrinterFinder(ctx, { brand: 'hp', series: canonSeries })
    expect(page?.critical).toMatchObject({ brand: { slug: 'hp' }, series: null, models: [] })
    expect((await loadPrinterFinder(ctx, { brand: 'hp', series: 'ink-cartridges/hp/no-such-series' }))?.critical.series).toBeNull()
  })

  it('shows a brand without printer series with no groups (Dymo sells label tape)', async () => {
    const page = await loadPrinterFinder(testLoaderContext(), { brand: 'dymo' })
    expect(page?.critical).toMatchObject({ brand: { name: 'Dymo' }, groups: [] })
    expect(await loadFinderModels(testLoaderContext(), 'ink-cartridges/hp/no-such-series')).toEqual([])
    expect(finderBrand('dymo')).not.toBeNull()
  })
})
