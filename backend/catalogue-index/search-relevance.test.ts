import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

// Large enough to hold the families the table names (HP 305, Brother TN-2420, Canon PG-545, ...).
beforeAll(() => seedCatalogue(1000, '2026-11-20'))

type Found = { products: { total_count: number; items: { name: string; sku: string }[]; page_info: { is_fallback: boolean } } }

const search = (text: string) =>
  graphqlData<Found>('query S($s: String!) { products(search: $s, pageSize: 5) { total_count items { name sku } page_info { is_fallback } } }', { s: text })

/**
 * What a printer-supplies shopper types, and what they expect first (docs/backend.md "Search"): codes with
 * or without spaces and hyphens, plurals, one-letter typos, printer models, manufacturers' codes,
 * and plain words. Every row must find products that have every word (no fallback).
 */
const TABLE: [query: string, first: RegExp][] = [
  ['hp 305', /^HP 305 /],
  ['hp305', /^HP 305 /],
  ['HP-305', /^HP 305 /],
  ['305xl', /HP 305XL /],
  ['hp 305xl', /HP 305XL /],
  ['hp 305 xl', /HP 305XL /],
  ['TN-2420', /Brother TN-2420 /],
  ['tn2420', /Brother TN-2420 /],
  ['tn 2420', /Brother TN-2420 /],
  ['TN2420 twin', /TN-2420 .*Twin Pack$/],
  ['brother toner', /^Brother TN-.* Toner Cartridge/],
  ['epson 603xl', /Epson 603XL /],
  ['epson 603 xl', /Epson 603XL /],
  ['canon pg-545', /Canon PG-545 /],
  ['pg545', /Canon PG-545 /],
  ['pg 545xl', /Canon PG-545XL /],
  ['hp 963xl black', /HP 963XL High Yield Black/],
  ['hp 963 multipack', /HP 963 Ink Cartridge Multipack/],
  ['3YM62AE', /^HP 305XL High Yield Black Ink Cartridge \(3YM62AE\)$/],
  ['3ym62ae', /\(3YM62AE\)$/],
  ['cartridges', /Cartridge/],
  ['toners', /Toner Cartridge/],
  ['toner cartridges', /Toner Cartridge/],
  ['label tapes', /Label Tape/],
  ['drum units', /Drum Unit$/],
  ['cartrige', /Cartridge/],
  ['tonner', /Toner/],
  ['epsom', /Epson/],
  ['brothr', /^(Compatible )?Brother /],
  ['laminatd label tape', /Laminated Label Tape/],
  ['filament', /Filament/],
  ['pla filament', /PLA 3D Printer Filament/],
  ['photo paper', /Photo Paper/],
  ['deskjet 2720', /HP 305/],
  ['officejet pro 9010', /^HP OfficeJet Pro 9010 /],
  ['dymo labels', /^Dymo /],
  ['cyan', /Cyan/],
  ['high yield black', /High Yield Black/],
]

describe('search relevance', () => {
  it.each(TABLE)('"%s" finds what the shopper means first', async (query, first) => {
    const { products } = await search(query)
    expect(products.page_info.is_fallback).toBe(false)
    expect(products.total_count).toBeGreaterThan(0)
    expect(products.items[0]?.name).toMatch(first)
  })

  it('finds the same products for a code written with or without its space or hyphen', async () => {
    const skus = async (query: string) => (await search(query)).products.items.map((item) => item.sku).sort()
    expect(await skus('tn2420')).toEqual(await skus('TN-2420'))
    expect(await skus('hp305')).toEqual(await skus('hp 305'))
  })

  it('finds a singular and its plural alike', async () => {
    const total = async (query: string) => (await search(query)).products.total_count
    expect(await total('toner cartridges')).toBe(await total('toner cartridge'))
  })

  it('does not take a short word for a typo of another', async () => {
    // "hp" is no typo of "hq": words under five letters are matched as typed.
    const { products } = await search('zq')
    expect(products.total_count).toBe(0)
  })
})
