/**
 * @module
 * Magento's paging rules and messages for list queries.
 */
import { inputError } from '../graphql/errors'

/** Magento's default `graphql/validation/maximum_page_size`. */
export const MAX_PAGE_SIZE = 300

export type Page = { size: number; current: number }

export function validPage(pageSize: number | null | undefined, currentPage: number | null | undefined, defaults: Page = { size: 20, current: 1 }): Page {
  const size = pageSize ?? defaults.size
  const current = currentPage ?? defaults.current
  if (current < 1) throw inputError('currentPage value must be greater than 0.')
  if (size < 1) throw inputError('pageSize value must be greater than 0.')
  if (size > MAX_PAGE_SIZE) throw inputError(`Maximum page_size is ${MAX_PAGE_SIZE}`)
  return { size, current }
}

export function totalPages(total: number, size: number): number {
  return Math.ceil(total / size)
}

/** Magento refuses a page past the last one (when there are results at all). */
export function assertPageExists(page: Page, total: number): void {
  const pages = totalPages(total, page.size)
  if (total > 0 && page.current > pages) {
    throw inputError(`currentPage value ${page.current} specified is greater than the ${pages} page(s) available.`)
  }
}
