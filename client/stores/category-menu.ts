/**
 * @module
 * The category menu for the mobile navigation's Menu tab (SPEC §2 "Mobile navigation": it loads
 * the category tree once, on demand). Loaded through the `categoryMenu` named operation the first
 * time the tab opens, then kept for the life of the page (the shell outlives soft navigations).
 */
import { proxy } from 'valtio/vanilla'
import type { MenuEntry } from '../../shared/rules/menu'
import { callApi } from '../runtime/api'

export type CategoryMenuState = {
  /** null until loaded. */
  menu: MenuEntry[] | null
  status: 'idle' | 'loading'
  error: 'load' | null
}

export const categoryMenu = proxy<CategoryMenuState>({ menu: null, status: 'idle', error: null })

/** Loads the menu unless it is loaded or on its way; after a failure, a new call tries again. */
export async function loadCategoryMenu(): Promise<void> {
  if (categoryMenu.menu || categoryMenu.status === 'loading') return
  Object.assign(categoryMenu, { status: 'loading', error: null })
  const result = await callApi('categoryMenu', {})
  Object.assign(categoryMenu, result.ok ? { menu: result.data.menu, status: 'idle' } : { status: 'idle', error: 'load' })
}
