import { describe, expect, it } from 'vitest'
import type { MenuCategory } from '../graphql/documents/store'
import { canHaveSubmenu, categoryPath, menuFromCategoryTree } from './menu'

let nextUid = 1

/** A category as the CategoryTree document returns it, in the menu and with products by default. */
function category(name: string, overrides: Partial<MenuCategory> = {}): MenuCategory {
  return {
    uid: `uid-${nextUid++}`,
    name,
    url_path: name.toLowerCase().replace(/\s+/g, '-'),
    include_in_menu: 1,
    product_count: 5,
    children_count: '0',
    image: null,
    children: [],
    ...overrides,
  }
}

const root = (...children: (MenuCategory | null)[]) => category('Root Catalog', { include_in_menu: 0, children })

describe('menuFromCategoryTree', () => {
  it('lists the top-level categories that are in the menu, linked by url_path and .html', () => {
    const ink = category('Ink Cartridges')
    const hidden = category('Hidden', { include_in_menu: 0 })
    const menu = menuFromCategoryTree(root(ink, hidden, null))
    expect(menu).toEqual([{ uid: ink.uid, name: 'Ink Cartridges', path: '/ink-cartridges.html', children: [] }])
  })

  it('shows level-2 children that have products or children of their own', () => {
    const withProducts = category('HP', { url_path: 'ink-cartridges/hp' })
    const withChildren = category('Canon', { url_path: 'ink-cartridges/canon', product_count: 0, children: [category('PG-540')] })
    const empty = category('Empty', { url_path: 'ink-cartridges/empty', product_count: 0, children: [] })
    const unknownCount = category('Unknown', { url_path: 'ink-cartridges/unknown', product_count: null, children: null })
    const ink = category('Ink Cartridges', { url_path: 'ink-cartridges', children: [withProducts, withChildren, empty, unknownCount] })
    const [entry] = menuFromCategoryTree(root(ink))
    expect(entry?.children).toEqual([
      { uid: withProducts.uid, name: 'HP', path: '/ink-cartridges/hp.html' },
      { uid: withChildren.uid, name: 'Canon', path: '/ink-cartridges/canon.html' },
    ])
  })

  it('counts the children of a level-2 child that the tree did not load', () => {
    const series = category('Canon Pixma', { url_path: 'ink-cartridges/canon-pixma', product_count: 0, children: null, children_count: '3' })
    const ink = category('Ink Cartridges', { url_path: 'ink-cartridges', children: [series] })
    expect(menuFromCategoryTree(root(ink))[0]?.children.map((child) => child.name)).toEqual(['Canon Pixma'])
  })

  it('leaves out level-2 children that are not in the menu', () => {
    const ink = category('Ink Cartridges', { children: [category('Secret', { include_in_menu: 0 })] })
    expect(menuFromCategoryTree(root(ink))[0]?.children).toEqual([])
  })

  it('never makes Label Tape, Paper or Printers submenus, whatever their case', () => {
    const children = () => [category('A4 Paper'), category('Photo Paper')]
    const menu = menuFromCategoryTree(
      root(category('Label Tape', { children: children() }), category('PAPER', { children: children() }), category('printers', { children: children() })),
    )
    expect(menu.map((entry) => [entry.name, entry.children.length])).toEqual([
      ['Label Tape', 0],
      ['PAPER', 0],
      ['printers', 0],
    ])
  })

  it('knows the fixed set by URL path in a store view with names of its own', () => {
    const children = () => [category('A4-Papier', { url_path: 'paper/a4-paper' })]
    const menu = menuFromCategoryTree(
      root(
        category('Tintenpatronen', { url_path: 'ink-cartridges', children: children() }),
        category('Schriftbänder', { url_path: 'label-tape', children: children() }),
        category('Papier', { url_path: 'paper', children: children() }),
        category('Drucker', { url_path: 'printers', children: children() }),
      ),
    )
    expect(menu.map((entry) => [entry.name, entry.children.length])).toEqual([
      ['Tintenpatronen', 1],
      ['Schriftbänder', 0],
      ['Papier', 0],
      ['Drucker', 0],
    ])
  })

  it('skips categories without a name or a URL path', () => {
    expect(menuFromCategoryTree(root(category('No path', { url_path: null }), category('', { url_path: 'x' })))).toEqual([])
  })

  it('gives no menu for a missing tree', () => {
    expect(menuFromCategoryTree(null)).toEqual([])
    expect(menuFromCategoryTree(category('Root', { children: null }))).toEqual([])
  })
})

describe('canHaveSubmenu', () => {
  it('refuses the fixed set by URL path and allows every other path', () => {
    expect(canHaveSubmenu(' label-tape ')).toBe(false)
    expect(canHaveSubmenu('/Printers/')).toBe(false)
    expect(canHaveSubmenu('ink-cartridges')).toBe(true)
  })
})

describe('categoryPath', () => {
  it('adds the suffix to a url_path without doubling slashes', () => {
    expect(categoryPath('toner-cartridges/hp')).toBe('/toner-cartridges/hp.html')
    expect(categoryPath('/paper/')).toBe('/paper.html')
  })
})
