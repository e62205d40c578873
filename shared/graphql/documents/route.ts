/**
 * @module
 * A URL and its entity in one hop (DESIGN "One GraphQL transport"; SPEC §2 catch-all), and the
 * pages found by identifier or SKU. The documents and their fragments are the `.graphql` files in
 * `route/`; their types are generated.
 */
import type { CmsPageByIdentifierQuery, ResolveRouteQuery } from '../generated'

export {
  CmsPageByIdentifierDocument as CMS_PAGE,
  ProductBySkuDocument as PRODUCT_BY_SKU,
  ResolveRouteDocument as RESOLVE_ROUTE,
} from '../generated'

/** What a URL resolves to: one member per concrete type, told apart by `__typename`. */
export type RoutedEntity = NonNullable<ResolveRouteQuery['route']>

export type CmsPageData = NonNullable<CmsPageByIdentifierQuery['cmsPage']>
