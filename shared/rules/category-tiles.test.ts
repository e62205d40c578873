import { describe, expect, it } from 'vitest'
import { categoryImageUrl, topCategoryTiles } from './category-tiles'

const node = (name: string, url_path: string, image: string | null, include_in_menu = 1) => ({ uid: btoa(name), name, url_path, include_in_menu, product_count: 1, children_count: '0', image })

describe('top-category tiles', () => {
  it('takes the root’s children that the menu shows, with their pictures', () => {
    const root = { ...node('Root', 'root', null), children: [node('Ink Cartridges', 'ink-cartridges', 'category/ink-cartridges.svg'), node('Hidden', 'hidden', null, 0), null, node('Paper', 'paper', null)] }
    expect(topCategoryTiles(root)).toEqual([
      { uid: btoa('Ink Cartridges'), name: 'Ink Cartridges', path: '/ink-cartridges.html', imageUrl: '/img/category/ink-cartridges.svg' },
      { uid: btoa('Paper'), name: 'Paper', path: '/paper.html', imageUrl: null },
    ])
    expect(topCategoryTiles(null)).toEqual([])
  })

  it('serves relative pictures from the image base and keeps only https pictures from elsewhere', () => {
    expect(categoryImageUrl('https://media.example/cat.jpg')).toBe('https://media.example/cat.jpg')
    for (const bad of ['javascript:alert(1)', 'http://media.example/x.jpg', '//evil.example/x.svg', '/etc/x.svg', 'category/../../x', 'a\\b', '', null, undefined]) {
      expect(categoryImageUrl(bad), String(bad)).toBeNull()
    }
  })
})
