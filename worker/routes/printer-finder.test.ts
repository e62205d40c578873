import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'

async function page(path: string) {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' })
  const html = await response.text()
  const hrefs = [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
  return { status: response.status, html, hrefs }
}

const seriesLinks = (hrefs: string[], prefix = '') => hrefs.filter((h) => h.startsWith(`${prefix}/printer-finder?brand=`) && h.includes('&series='))

beforeAll(() => seedCatalogue())

describe('the printer finder page', () => {
  it('starts with SPEC §9’s brands, leading into the finder, and the printer types, leading to their pages', async () => {
    const { status, html, hrefs } = await page('/printer-finder')
    expect(status).toBe(200)
    expect(html).toContain('Find cartridges for your printer')
    for (const slug of ['brother', 'canon', 'epson', 'hp', 'dymo', 'kyocera', 'lexmark', 'oki', 'xerox']) expect(hrefs).toContain(`/printer-finder?brand=${slug}`)
    for (const type of ['dot-matrix', 'inkjet', 'label', 'laser']) expect(hrefs).toContain(`/printers/${type}.html`)
    expect(seriesLinks(hrefs)).toEqual([])
    // The island hydrates on first interaction, so its chunk is not part of the first load.
    expect(html).toMatch(/data-island="printer-finder" data-island-hydrate="interaction"/)
  })

  it('lists HP’s ink and toner series, each a link to the next step, and then a series’ models, each a 200 page', async () => {
    const brandStep = await page('/printer-finder?brand=hp')
    expect(brandStep.html).toContain('Choose your HP printer series')
    expect(brandStep.html).toContain('Inkjet printers (ink cartridges)')
    expect(brandStep.html).toContain('Laser printers (toner cartridges)')
    const series = seriesLinks(brandStep.hrefs)
    expect(series.some((h) => h.includes('series=ink-cartridges%2Fhp%2F'))).toBe(true)
    expect(series.some((h) => h.includes('series=toner-cartridges%2Fhp%2F'))).toBe(true)

    const modelStep = await page(series[0]!)
    expect(modelStep.status).toBe(200)
    expect(modelStep.html).toMatch(/<h2[^>]*>Choose your [^<]+ model<\/h2>/)
    const seriesPath = decodeURIComponent(new URL(series[0]!, ORIGIN).searchParams.get('series')!)
    const models = modelStep.hrefs.filter((h) => h.startsWith(`/${seriesPath}/`))
    expect(models.length).toBeGreaterThan(0)
    for (const model of models) {
      const response = await SELF.fetch(`${ORIGIN}${model}`, { redirect: 'manual' })
      const html = await response.text()
      expect([model, response.status]).toEqual([model, 200])
      expect(html).toContain('data-page-kind="category"')
    }
  })

  it('keeps every link in the German store', async () => {
    const { status, html, hrefs } = await page('/de/printer-finder?brand=epson')
    expect(status).toBe(200)
    expect(html).toContain('Wählen Sie Ihre Epson-Druckerserie')
    const series = seriesLinks(hrefs, '/de')
    expect(series.length).toBeGreaterThan(0)
    const models = (await page(series[0]!)).hrefs.filter((h) => /^\/de\/ink-cartridges\/epson\/[^/]+\/[^/]+\.html$/.test(h))
    expect(models.length).toBeGreaterThan(0)
    expect(hrefs).toContain('/de/printers/laser.html')
  })

  it('offers a brand without series its printers page', async () => {
    const { status, html, hrefs } = await page('/printer-finder?brand=dymo')
    expect(status).toBe(200)
    expect(html).toContain('We have no printer series for Dymo in the finder.')
    expect(hrefs).toContain('/printers/dymo.html')
    expect((await SELF.fetch(`${ORIGIN}/printers/dymo.html`)).status).toBe(200)
  })

  it('shows the brand’s series again for a series it does not have', async () => {
    for (const series of ['ink-cartridges/canon/pixma-ts', 'ink-cartridges/hp/no-such-series']) {
      const { status, html } = await page(`/printer-finder?brand=hp&series=${encodeURIComponent(series)}`)
      expect([series, status]).toEqual([series, 200])
      expect(html).toContain('Choose your HP printer series')
      expect(html).not.toMatch(/<h2[^>]*>Choose your [^<]+ model<\/h2>/)
    }
  })

  it('answers the spec’s 404, never a 500, for values that cannot be a step', async () => {
    for (const query of [
      'brand=samsung',
      'brand=constructor',
      'brand=HP',
      'brand=%3Cscript%3E',
      'brand=hp&brand=canon',
      'series=ink-cartridges%2Fhp%2Fdeskjet',
      'brand=hp&series=..%2F..%2Fetc',
      'brand=hp&series=ink-cartridges',
      `brand=${'a'.repeat(500)}`,
    ]) {
      const { status, html } = await page(`/printer-finder?${query}`)
      expect([query, status, html.includes('Whoops, we couldn&#x27;t find that page.')]).toEqual([query, 404, true])
    }
  })
})
