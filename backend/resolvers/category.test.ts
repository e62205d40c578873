import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

beforeAll(() => seedCatalogue())

type Found = { categories: { total_count: number; items: { name: string; printer_message: string | null }[] } }

const byName = (match: string, pageSize = 50) =>
  graphqlData<Found>('query F($match: String!, $pageSize: Int) { categories(filters: { name: { match: $match } }, pageSize: $pageSize) { total_count items { name printer_message } } }', {
    match,
    pageSize,
  })

describe('categories by name (Magento’s partial `match`, as the search box’s suggestions use it)', () => {
  it('finds every category whose name holds the text, in any case, brand pages before printer models', async () => {
    const { categories } = await byName('officejet PRO 90')
    expect(categories.total_count).toBeGreaterThan(1)
    for (const category of categories.items) expect(category.name.toLowerCase()).toContain('officejet pro 90')
    expect(categories.items.map((c) => c.name)).toContain('HP OfficeJet Pro 9010')
    expect(categories.items.find((c) => c.name === 'HP OfficeJet Pro 9010')?.printer_message).toBe('These cartridges fit your HP OfficeJet Pro 9010')

    const hp = (await byName('hp')).categories.items
    const firstModel = hp.findIndex((c) => c.printer_message !== null)
    expect(hp.slice(0, firstModel).map((c) => c.name)).toEqual(['HP', 'HP', 'HP'])
  })

  it('takes LIKE’s wildcards literally and finds nothing for text no name holds', async () => {
    expect((await byName('%')).categories).toEqual({ total_count: 0, items: [] })
    expect((await byName('_')).categories.total_count).toBe(0)
    expect((await byName('no such category')).categories.total_count).toBe(0)
  })
})
