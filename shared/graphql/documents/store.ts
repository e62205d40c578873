/**
 * @module
 * Store-wide reads that every page needs and that change rarely: cached in KV at the edge. The
 * documents and the tree's fragment are the `.graphql` files in `store/`; their types are generated.
 */
import type { CategoryTreeNodeFragment, CmsBlocksQuery, StoreConfigQuery } from '../generated'

export {
  CategoryTreeDocument as CATEGORY_TREE,
  CmsBlocksDocument as CMS_BLOCKS,
  StoreConfigDocument as STORE_CONFIG,
  StoreTaxDisplayDocument as STORE_TAX_DISPLAY,
} from '../generated'

export type StoreConfigData = NonNullable<StoreConfigQuery['storeConfig']>

export type CmsBlockData = NonNullable<NonNullable<NonNullable<CmsBlocksQuery['cmsBlocks']>['items']>[number]>

/**
 * A category of the menu tree at any depth: the CategoryTree document's node fragment, with the
 * children the document selected at that level (none below the last). Recursive, so the menu rules
 * take any level; the loader's return type checks that the generated answer fits it.
 */
export type MenuCategory = CategoryTreeNodeFragment & { children?: readonly (MenuCategory | null)[] | null }
