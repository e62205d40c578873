import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogue } from '../../test/seed-catalogue'
import { categoryImageSvg } from './category-image'

beforeAll(() => seedCatalogue())

describe('top-category pictures', () => {
  it('serves the picture a top category names as its image', async () => {
    const response = await SELF.fetch('https://shop.test/img/category/ink-cartridges.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8')
    expect(await response.text()).toContain('aria-label="Ink Cartridges"')
  })

  it('answers 404 for a category without a picture and for paths that are no picture', async () => {
    for (const path of ['category/no-such.svg', 'category/../product/x.svg', 'category/Ink.svg', 'other/ink-cartridges.svg']) {
      const response = await SELF.fetch(`https://shop.test/img/${path}`)
      await response.text()
      expect([path, response.status]).toEqual([path, 404])
    }
  })

  it('escapes the category name', () => {
    expect(categoryImageSvg({ name: 'A & <b>', urlKey: 'x' })).toContain('aria-label="A &amp; &lt;b&gt;"')
  })
})
