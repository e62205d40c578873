/**
 * @module
 * The category menu as the shell shows it (SPEC §2 Shell "Desktop navigation", "Mobile
 * navigation"): two levels cut from the back end's category tree, with only what a link needs.
 */
import { CATALOGUE_URL_SUFFIX, CATEGORIES_WITHOUT_SUBMENU } from '../constants/menu'
import type { MenuCategory } from '../graphql/documents/store'

/** One link of the menu; `path` is inside the store view (the caller adds the store prefix). */
export type MenuLink = { uid: string; name: string; path: string }

/** A top-level entry; `children` is empty when the entry is not a submenu. */
export type MenuEntry = MenuLink & { children: readonly MenuLink[] }

const WITHOUT_SUBMENU: ReadonlySet<string> = new Set(CATEGORIES_WITHOUT_SUBMENU.map((path) => path.toLowerCase()))

/**
 * Whether a category's entry may open a submenu at all (SPEC §2: not Label Tape, Paper, Printers),
 * by its `url_path`, which is the same in every store view.
 */
export function canHaveSubmenu(urlPath: string): boolean {
  return !WITHOUT_SUBMENU.has(urlPath.trim().replace(/^\/+|\/+$/g, '').toLowerCase())
}

/**
 * A category's page: its `url_path` plus the catalogue suffix, the address the route lookup
 * resolves (SPEC §9).
 * @example categoryPath('ink-cartridges/hp') // '/ink-cartridges/hp.html'
 */
export function categoryPath(urlPath: string): string {
  return `/${urlPath.replace(/^\/+|\/+$/g, '')}${CATALOGUE_URL_SUFFIX}`
}

/** A category the menu can link to: named, addressed and meant for the menu; null otherwise. */
export function menuLink(category: MenuCategory | null | undefined): MenuLink | null {
  if (!category || !category.include_in_menu) return null
  const name = category.name?.trim()
  const urlPath = category.url_path?.trim()
  if (!name || !urlPath) return null
  return { uid: category.uid, name, path: categoryPath(urlPath) }
}

/** SPEC §2: "The top menu shows level-2 categories having products or children". */
function isShownChild(category: MenuCategory): boolean {
  // The tree's last level comes without its children; `children_count` still tells.
  return (category.product_count ?? 0) > 0 || (category.children ?? []).some((child) => child !== null) || Number(category.children_count ?? 0) > 0
}

/**
 * The menu from the store's root category: its children that are in the menu, each with the
 * children it shows. A category with no visible children, or one of the fixed set, is a plain link.
 */
export function menuFromCategoryTree(root: MenuCategory | null | undefined): MenuEntry[] {
  const entries: MenuEntry[] = []
  for (const category of root?.children ?? []) {
    const link = menuLink(category)
    if (!category || !link) continue
    const children = canHaveSubmenu(category.url_path ?? '')
      ? (category.children ?? []).flatMap((child) => {
          const childLink = child && isShownChild(child) ? menuLink(child) : null
          return childLink ? [childLink] : []
        })
      : []
    entries.push({ ...link, children })
  }
  return entries
}
