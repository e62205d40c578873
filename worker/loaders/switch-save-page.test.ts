import { beforeAll, describe, expect, it } from 'vitest'
import { testLoaderContext } from '../../test/loader-context'
import { seedCatalogue } from '../../test/seed-catalogue'
import { genuineConditionId, loadSwitchSavePage } from './switch-save-page'

beforeAll(() => seedCatalogue())

describe('switch-and-save loader', () => {
  it('loads at most 12 pairs without any request, each an alternative that costs less per page', async () => {
    const ctx = testLoaderContext()
    const { critical } = await loadSwitchSavePage(ctx)
    expect(critical.pairs.length).toBeGreaterThan(0)
    expect(critical.pairs.length).toBeLessThanOrEqual(12)
    for (const pair of critical.pairs) {
      expect(pair.alternative.sku).not.toBe(pair.original.sku)
      expect(pair.alternative.addToCart).toBe('direct')
      expect(pair.alternative.inStock).toBe(true)
      // The seed's alternatives are 40-60% cheaper with the same yield or more.
      expect(pair.priceDifference.incl).toBeGreaterThan(0)
      expect(pair.savingsPercent).toBeGreaterThan(0)
      expect(pair.infoType === 1 || pair.infoType === 4).toBe(true)
    }
    await ctx.settled()
  })

  it('finds the genuine condition by its label, and none when the back end has no such option', () => {
    const metadata = (options: { label: string; value: string }[]) => ({ customAttributeMetadata: { items: [{ attribute_code: 'cartridge_condition', attribute_options: options }] } })
    expect(genuineConditionId(metadata([{ label: 'Compatible', value: '3202' }, { label: 'Genuine', value: '3201' }]))).toBe(3201)
    expect(genuineConditionId(metadata([{ label: 'Compatible', value: '3202' }]))).toBeNull()
    expect(genuineConditionId(metadata([{ label: 'Genuine', value: 'x' }]))).toBeNull()
    expect(genuineConditionId({ customAttributeMetadata: null })).toBeNull()
  })
})
