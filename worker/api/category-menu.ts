/**
 * @module
 * The `categoryMenu` named operation: the mobile navigation's Menu tab loads the category menu
 * through it, once and only when the tab is first opened (SPEC §2 "Mobile navigation"). Anonymous
 * and cacheable; it answers the trimmed menu the desktop bar is rendered from, so the browser gets
 * no Magento shapes and applies no menu rules of its own.
 */
import { CATEGORY_TREE } from '../../shared/graphql/documents/store'
import { menuFromCategoryTree } from '../../shared/rules/menu'
import { runsDocument } from './define-operation'

export const categoryMenu = runsDocument('categoryMenu', {
  document: CATEGORY_TREE,
  asCustomer: false,
  // The same root as the worker's own menu (loadCategoryTree): SPEC §9 root id, overridable.
  prepare: ({ c }) => ({ variables: { rootUid: btoa(String(c.var.config.ROOT_CATEGORY_ID)) } }),
  answer: (data) => ({ menu: menuFromCategoryTree(data.categories?.items?.[0]) }),
})
