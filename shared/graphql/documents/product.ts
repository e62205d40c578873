/**
 * @module
 * The product page's documents (SPEC §2 "Product page"): the page's fields (spread into the route
 * lookup and the `/p/{sku}` query), its second request for cards and reviews, and the option labels
 * of the attributes it names by id. The `.graphql` files are in `product/`; their types are generated.
 */
import type { ProductPageExtrasQuery, ProductPageFragment } from '../generated'

export { ProductAttributeLabelsDocument as PRODUCT_ATTRIBUTE_LABELS, ProductPageExtrasDocument as PRODUCT_PAGE_EXTRAS } from '../generated'

export type ProductPageData = ProductPageFragment

export type ProductExtrasData = NonNullable<NonNullable<NonNullable<ProductPageExtrasQuery['products']>['items']>[number]>
