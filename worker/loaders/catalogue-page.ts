/**
 * @module
 * Listing pages (SPEC §2 categories and printers): the category the route lookup found, mapped to
 * what the page shows, and the printers landing page's name.
 */
import type { CategoryPageHeadFragment } from '../../shared/graphql/generated'
import type { LoaderContext, PageData } from './loader-context'
import { loadRoute } from './cached-reads'

export type CategoryPageView = { title: string; name: string; description: string | null }

export function categoryPageView(category: Pick<CategoryPageHeadFragment, 'name' | 'meta_title' | 'meta_description'>, fallbackName: string): CategoryPageView {
  const name = category.name ?? fallbackName
  return { title: category.meta_title || name, name, description: category.meta_description }
}

/** SPEC §2 /printers: the printers category's name, or null when the back end has none (the page keeps its own title). */
export async function loadPrintersLanding(ctx: LoaderContext): Promise<PageData<{ name: string | null }>> {
  const route = await loadRoute(ctx, 'printers.html')
  return { critical: { name: route && 'name' in route && route.name ? route.name : null }, deferred: {} }
}
