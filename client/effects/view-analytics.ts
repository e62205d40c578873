/**
 * @module
 * GA4's view events for what a page shows (issue 25 point 5): `view_item` on a product page and
 * `view_item_list` for a listing (a category, the search results), from what the server wrote in
 * the page's `data-analytics`. A page shown again in place (a form sent on it) is not viewed anew.
 */
import type { StoreView } from '../../shared/constants/stores'
import { track, type AnalyticsItem } from '../platform/analytics'

/** A listing's `data-analytics`: the list and its cards in order (`index` from 0 across pages). */
export type ListAnalytics = { currency: StoreView['currency']; listId: string; listName: string; items: readonly AnalyticsItem[] }

/** A product page's `data-analytics`. */
export type ItemAnalytics = { currency: StoreView['currency']; item: AnalyticsItem }

function read<T>(element: HTMLElement): T | null {
  try {
    return JSON.parse(element.dataset.analytics ?? '') as T
  } catch {
    return null
  }
}

const shownAgain = (element: HTMLElement) => element.closest<HTMLElement>('main')?.dataset.inPlace !== undefined

/** Sends `view_item_list` for each listing on the page that shows products. */
export function trackListViews(doc: Document): void {
  for (const listing of doc.querySelectorAll<HTMLElement>('[data-listing][data-analytics]')) {
    const list = read<ListAnalytics>(listing)
    if (!list || list.items.length === 0 || shownAgain(listing)) continue
    track('view_item_list', { currency: list.currency, listId: list.listId, listName: list.listName, items: list.items })
  }
}

/** Sends `view_item` for the product page `page`. */
export function trackItemView(page: HTMLElement): void {
  const view = read<ItemAnalytics>(page)
  if (!view || shownAgain(page)) return
  track('view_item', { currency: view.currency, items: [view.item] })
}
