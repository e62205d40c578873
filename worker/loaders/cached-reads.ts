/**
 * @module
 * The reads every page may need, each cached in KV with stale-while-revalidate: route
 * lookups, store configuration, the category tree, CMS blocks and the shipment config.
 */
import { CMS_PAGE, RESOLVE_ROUTE, type CmsPageData, type RoutedEntity } from '../../shared/graphql/documents/route'
import { CATEGORY_TREE, CMS_BLOCKS, STORE_CONFIG, STORE_TAX_DISPLAY, type CmsBlockData, type MenuCategory, type StoreConfigData } from '../../shared/graphql/documents/store'
import type { MagentoVersion } from '../../shared/rules/magento-version'
import { SHIPMENT_CONFIG, type ShipmentConfigData } from '../../shared/graphql/documents/shipment'
import { GraphQLCallError, NO_SUCH_ENTITY_CATEGORY } from '../graphql/errors'
import type { LoaderContext } from './loader-context'

/** A route lookup, keyed by the store-relative path without slashes at either end. */
export function loadRoute(ctx: LoaderContext, path: string): Promise<RoutedEntity | null> {
  const url = path.replace(/^\/+|\/+$/g, '')
  return ctx.cache.get({
    kind: 'route',
    storeCode: ctx.store.code,
    id: url,
    load: async () => (await ctx.graphql.query(RESOLVE_ROUTE, { url })).route,
    keepAbsent: false,
  })
}

export function loadStoreConfig(ctx: LoaderContext): Promise<StoreConfigData | null> {
  return ctx.cache.get({
    kind: 'storeConfig',
    storeCode: ctx.store.code,
    id: 'all',
    load: async () => (await ctx.graphql.query(STORE_CONFIG, {})).storeConfig,
  })
}

/**
 * Whether the store shows catalogue prices excluding tax (tax/display/type 1), which Magento reports
 * from 2.4.8; on 2.4.7 it cannot be asked, and prices include VAT as SPEC §4 says. Cached with
 * the store configuration, so it is purged with it.
 */
export async function loadShowsPricesExcludingTax(ctx: LoaderContext, version: MagentoVersion): Promise<boolean> {
  if (version === '2.4.7') return false
  const display = await ctx.cache.get({
    kind: 'storeConfig',
    storeCode: ctx.store.code,
    id: 'taxDisplay',
    load: async () => (await ctx.graphql.query(STORE_TAX_DISPLAY, {})).storeConfig?.display_product_prices_in_catalog ?? null,
  })
  return display === 1
}

/**
 * Blocks by identifier, each cached on its own so one can be purged alone. A block that does not
 * exist or is disabled is cached as absent (Magento answers it with a no-such-entity error).
 */
export async function loadCmsBlocks(ctx: LoaderContext, identifiers: readonly string[]): Promise<Map<string, CmsBlockData>> {
  const wanted = [...new Set(identifiers)]
  const found = await Promise.all(
    wanted.map((identifier) =>
      ctx.cache.get<CmsBlockData | null>({
        kind: 'cmsBlocks',
        storeCode: ctx.store.code,
        id: identifier,
        load: async () => {
          try {
            const items = (await ctx.graphql.query(CMS_BLOCKS, { identifiers: [identifier] })).cmsBlocks?.items ?? []
            return items.find((block) => block?.identifier === identifier) ?? null
          } catch (error) {
            if (error instanceof GraphQLCallError && error.category === NO_SUCH_ENTITY_CATEGORY) return null
            throw error
          }
        },
      }),
    ),
  )
  const blocks = new Map<string, CmsBlockData>()
  for (const block of found) if (block?.identifier) blocks.set(block.identifier, block)
  return blocks
}

export function loadCategoryTree(ctx: LoaderContext): Promise<MenuCategory | null> {
  const rootUid = btoa(String(ctx.rootCategoryId))
  return ctx.cache.get({
    kind: 'categoryTree',
    storeCode: ctx.store.code,
    id: rootUid,
    load: async () => (await ctx.graphql.query(CATEGORY_TREE, { rootUid })).categories?.items?.[0] ?? null,
  })
}

/** A CMS page by identifier; null when the back end has no such (active) page. */
export function loadCmsPage(ctx: LoaderContext, identifier: string): Promise<CmsPageData | null> {
  return ctx.cache.get({
    kind: 'cmsPage',
    storeCode: ctx.store.code,
    id: identifier,
    load: async () => {
      try {
        return (await ctx.graphql.query(CMS_PAGE, { identifier })).cmsPage
      } catch (error) {
        // Magento answers an unknown identifier with a no-such-entity error, not null.
        if (error instanceof GraphQLCallError && error.category === NO_SUCH_ENTITY_CATEGORY) return null
        throw error
      }
    },
  })
}

/** The store view's dispatch rules (SPEC §3 "Shipment config"); null when the back end has none. */
export function loadShipmentConfig(ctx: LoaderContext): Promise<ShipmentConfigData | null> {
  return ctx.cache.get({
    kind: 'shipmentConfig',
    storeCode: ctx.store.code,
    id: 'all',
    load: async () => (await ctx.graphql.query(SHIPMENT_CONFIG, {})).shipmentConfig,
  })
}
