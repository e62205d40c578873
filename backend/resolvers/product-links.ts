/**
 * @module
 * `ProductInterface.product_links` and `websites` (CatalogGraphQl): the stored related, up-sell and
 * cross-sell links of a product, and the one website this shop is.
 */
import type { LinkType } from '../db/product-relations'
import type { ProductSource, Resolver } from './types'

/** The link types Magento's product_links answers, in its order (BatchProductLinks). */
const LINK_TYPES = ['related', 'upsell', 'crosssell'] as const satisfies readonly LinkType[]

export const productLinkResolvers: Record<string, Resolver<ProductSource, never>> = {
  product_links: async (p, _a, c) => {
    const byType = await Promise.all(LINK_TYPES.map((type) => c.loaders.links.load(`${p.id}:${type}`)))
    const linked = await c.loaders.product.loadMany([...new Set(byType.flat().map((l) => l.linked_product_id))])
    const products = new Map(linked.flatMap((x) => (x && !(x instanceof Error) ? [[x.id, x] as const] : [])))
    return LINK_TYPES.flatMap((type, i) =>
      byType[i]!.flatMap((link) => {
        const target = products.get(link.linked_product_id)
        return target
          ? [{ sku: p.sku, link_type: type, linked_product_sku: target.sku, linked_product_type: target.type_id, position: link.position }]
          : []
      }),
    )
  },
  // Deprecated by Magento and not for storefronts; the shop is one website, named in its store config.
  websites: (_p, _a, c) => [
    {
      id: typeof c.store.config.website_id === 'number' ? c.store.config.website_id : null,
      name: typeof c.store.config.website_name === 'string' ? c.store.config.website_name : null,
      code: typeof c.store.config.website_code === 'string' ? c.store.config.website_code : null,
      sort_order: null,
      default_group_id: null,
      is_default: true,
    },
  ],
}
