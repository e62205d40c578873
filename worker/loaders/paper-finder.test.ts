import { beforeAll, describe, expect, it } from 'vitest'
import { EMPTY_LISTING } from '../../shared/rules/listing-url'
import { testLoaderContext } from '../../test/loader-context'
import { seedCatalogue } from '../../test/seed-catalogue'
import { finderCategoryPaths, loadPaperFinder } from './paper-finder'

beforeAll(() => seedCatalogue())

describe('paper finder loader', () => {
  it('narrows the categories with each answer', () => {
    expect(finderCategoryPaths({ technology: null, type: null, size: null })).toEqual(['paper/a4-paper', 'paper/photo-paper', 'paper/labels'])
    expect(finderCategoryPaths({ technology: 'laser', type: null, size: null })).toEqual(['paper/a4-paper', 'paper/labels'])
    expect(finderCategoryPaths({ technology: 'laser', type: 'labels', size: null })).toEqual(['paper/labels'])
  })

  it('offers the type’s sizes and lists the products of the chosen one, without any request', async () => {
    const ctx = testLoaderContext()
    const typeStep = await loadPaperFinder(ctx, { technology: 'inkjet', type: 'printer-paper', size: null }, EMPTY_LISTING)
    const sizes = typeStep!.critical.sizes
    expect(sizes.map((size) => size.slug)).toContain('a4')
    const a4 = sizes.find((size) => size.slug === 'a4')!
    const sizeStep = await loadPaperFinder(ctx, { technology: 'inkjet', type: 'printer-paper', size: 'a4' }, EMPTY_LISTING)
    expect(sizeStep!.critical).toMatchObject({ sizeLabel: 'A4', listing: { total: a4.count } })
    expect(sizeStep!.critical.listing.facets.map((facet) => facet.code)).not.toContain('paper_size')
    await ctx.settled()
  })

  it('answers null for a size the type does not come in and for a page past the last', async () => {
    const ctx = testLoaderContext()
    expect(await loadPaperFinder(ctx, { technology: 'laser', type: 'labels', size: 'a3' }, EMPTY_LISTING)).toBeNull()
    expect(await loadPaperFinder(ctx, { technology: 'laser', type: null, size: null }, { ...EMPTY_LISTING, page: 500 })).toBeNull()
    await ctx.settled()
  })
})
