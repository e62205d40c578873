import { describe, expect, it } from 'vitest'
import { finderBrand, finderModels, finderStepPath, isSeriesOfBrand, printerTypeLinks, seriesGroups, FINDER_BRANDS } from './printer-finder'

const hp = finderBrand('hp')!
const node = (name: string | null, url_path: string | null) => ({ uid: btoa(name ?? 'x'), name, url_path })

describe('the printer finder steps', () => {
  it('offers SPEC §9 brand lists and sends printer types to their printers pages', () => {
    expect(FINDER_BRANDS.popular.map((b) => b.name)).toEqual(['Brother', 'Canon', 'Epson', 'HP'])
    expect(FINDER_BRANDS.other.map((b) => b.slug)).toEqual(['dymo', 'kyocera', 'lexmark', 'oki', 'xerox'])
    expect(printerTypeLinks().map((l) => l.path)).toEqual(['/printers/dot-matrix.html', '/printers/inkjet.html', '/printers/label.html', '/printers/laser.html'])
  })

  it('knows only the listed brands, whatever the URL says', () => {
    expect(hp).toEqual({ slug: 'hp', name: 'HP' })
    for (const slug of ['HP', 'constructor', '__proto__', '', 'samsung']) expect(finderBrand(slug), slug).toBeNull()
  })

  it('takes a series only one level below the brand’s ink or toner page', () => {
    expect(isSeriesOfBrand(hp, 'ink-cartridges/hp/officejet-pro')).toBe(true)
    expect(isSeriesOfBrand(hp, 'toner-cartridges/hp/laserjet-pro')).toBe(true)
    for (const key of ['ink-cartridges/canon/pixma-ts', 'ink-cartridges/hp', 'ink-cartridges/hp/a/b', 'paper/hp/x', 'ink-cartridges/hp/../x', 'ink-cartridges/hp/']) {
      expect(isSeriesOfBrand(hp, key), key).toBe(false)
    }
  })

  it('groups ink series before toner series and leaves out empty groups and unnamed series', () => {
    const groups = seriesGroups(hp, [
      { uid: 't', url_path: 'toner-cartridges/hp', children: [node('LaserJet Pro', 'toner-cartridges/hp/laserjet-pro'), null] },
      { uid: 'i', url_path: 'ink-cartridges/hp', children: [node('OfficeJet Pro', 'ink-cartridges/hp/officejet-pro'), node(null, 'ink-cartridges/hp/x')] },
    ])
    expect(groups).toEqual([
      { kind: 'ink', series: [{ name: 'OfficeJet Pro', key: 'ink-cartridges/hp/officejet-pro' }] },
      { kind: 'toner', series: [{ name: 'LaserJet Pro', key: 'toner-cartridges/hp/laserjet-pro' }] },
    ])
    expect(seriesGroups(hp, [{ uid: 'i', url_path: 'ink-cartridges/hp', children: [] }, null])).toEqual([])
  })

  it('lists models in natural order, each linking to its page', () => {
    const models = finderModels({
      uid: 's',
      name: 'OfficeJet Pro',
      url_path: 'ink-cartridges/hp/officejet-pro',
      children: [node('HP OfficeJet Pro 9012', 'ink-cartridges/hp/officejet-pro/officejet-pro-9012'), node('HP OfficeJet Pro 901', 'ink-cartridges/hp/officejet-pro/officejet-pro-901'), node('', 'x')],
    })
    expect(models).toEqual([
      { name: 'HP OfficeJet Pro 901', path: '/ink-cartridges/hp/officejet-pro/officejet-pro-901.html' },
      { name: 'HP OfficeJet Pro 9012', path: '/ink-cartridges/hp/officejet-pro/officejet-pro-9012.html' },
    ])
  })

  it('writes the finder page’s address for each step', () => {
    expect(finderStepPath()).toBe('/printer-finder')
    expect(finderStepPath({ brand: 'hp' })).toBe('/printer-finder?brand=hp')
    expect(finderStepPath({ brand: 'hp', series: 'ink-cartridges/hp/officejet-pro' })).toBe('/printer-finder?brand=hp&series=ink-cartridges%2Fhp%2Fofficejet-pro')
  })
})
