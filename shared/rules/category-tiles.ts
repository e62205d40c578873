/**
 * @module
 * The home page's top-category tiles: the menu tree's top categories (level 2, the root's
 * children), each with its picture when it has one.
 */
import type { MenuCategory } from '../graphql/documents/store'
import { menuLink, type MenuLink } from './menu'

/** SPEC §9 "Default image base /img/": where the category `image` field's relative files are served. */
export const IMAGE_BASE_PATH = '/img/'

export type CategoryTile = MenuLink & { imageUrl: string | null }

/**
 * Where a category's picture is: a relative file under the image base, or an absolute `https:` URL
 * as a real Magento may answer; anything else (another scheme, a path escaping the base) is none.
 * @example categoryImageUrl('category/paper.png') // '/img/category/paper.png'
 */
export function categoryImageUrl(image: string | null | undefined): string | null {
  const value = image?.trim()
  if (!value) return null
  if (/^https:\/\/[^/]/i.test(value)) return value
  if (/^[a-z][a-z0-9+.-]*:|^\/|\\|(^|\/)\.\.(\/|$)/i.test(value)) return null
  return `${IMAGE_BASE_PATH}${value}`
}

/** A tile per top category that the menu shows, in the tree's order. */
export function topCategoryTiles(root: MenuCategory | null | undefined): CategoryTile[] {
  return (root?.children ?? []).flatMap((category) => {
    const link = menuLink(category)
    return category && link ? [{ ...link, imageUrl: categoryImageUrl(category.image) }] : []
  })
}
