import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogue } from '../../test/seed-catalogue'
import { categoryImageSvg } from './category-image'

beforeAll(() => seedCatalogue())

describe('top-category pictures', () => {
  it('serves the picture a top category names as its image, a PNG the size of its tile twice over', async () => {
    const response = await SELF.fetch('https://shop.test/img/category/ink-cartridges.png')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/png')
    const bytes = new DataView(await response.arrayBuffer())
    expect([bytes.getUint32(16), bytes.getUint32(20)]).toEqual([640, 480])
    const sized = new DataView(await (await SELF.fetch('https://shop.test/img/category/ink-cartridges.png?width=320&height=240')).arrayBuffer())
    expect([sized.getUint32(16), sized.getUint32(20)]).toEqual([320, 240])
  })

  it('still draws the SVG a local database seeded before the PNG pictures names', async () => {
    const response = await SELF.fetch('https://shop.test/img/category/ink-cartridges.svg')
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8')
    expect(await response.text()).toContain('aria-label="Ink Cartridges"')
  })

  it('answers 404 for a category without a picture and for paths that are no picture', async () => {
    for (const path of ['category/no-such.png', 'category/no-such.svg', 'category/../product/x.png', 'category/Ink.png', 'category/ink-cartridges.gif', 'other/ink-cartridges.png']) {
      const response = await SELF.fetch(`https://shop.test/img/${path}`)
      await response.text()
      expect([path, response.status]).toEqual([path, 404])
    }
  })

  it('escapes the category name', () => {
    expect(categoryImageSvg({ name: 'A & <b>', urlKey: 'x' })).toContain('aria-label="A &amp; &lt;b&gt;"')
  })
})
