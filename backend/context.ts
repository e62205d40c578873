/**
 * @module
 * What every resolver receives for one request: the database, the store view chosen by the `Store`
 * header, the request's clock and origin, and per-request batch loaders (so a listing of 40 products
 * loads their images in one query, not 40).
 */
import type { KeepAlive } from './catalogue-index/held-index'
import type { Database } from './db/database'
import DataLoader from 'dataloader'
import { listAttributes, type AttributeRecord } from './db/attributes'
import { findCategoriesByIds, childrenByParent, productCounts, type CategoryRecord } from './db/categories'
import {
  attributeValuesByProduct,
  bundleOptionsByProduct,
  categoryIdsByProduct,
  configurableAttributesByProduct,
  linksByProduct,
  mediaByProduct,
  tierPricesByProduct,
  type AttributeValueRecord,
  type BundleOptionRecord,
  type ConfigurableAttributeRecord,
  type LinkRecord,
  type LinkType,
  type MediaRecord,
  type TierPriceRecord,
} from './db/product-relations'
import { findEnabledProductsBySkus, findProductsByIds, type ProductRecord } from './db/products'
import type { StoreConfigRecord } from './db/store-configs'
import { downloadableLinkTitlesByProduct, orderStatusLabel, ratingTitles, taxRateTitle } from './db/store-titles'
import { swatchesByAttribute, type SwatchRecord } from './db/swatches'

function byKey<K, V>(load: (keys: readonly K[]) => Promise<Map<K, V>>, fallback: V) {
  return new DataLoader<K, V>(async (keys) => {
    const found = await load(keys)
    return keys.map((key) => found.get(key) ?? fallback)
  })
}

/** The loaders of one request; what they read is labelled and worded for the store view `storeId`. */
function createLoaders(db: Database, storeId: number) {
  return {
    product: new DataLoader<number, ProductRecord | null>(async (ids) => {
      const found = new Map((await findProductsByIds(db, ids, storeId)).map((p) => [p.id, p]))
      return ids.map((id) => found.get(id) ?? null)
    }),
    /** Enabled products by SKU (case as Magento compares it), so a category's lists load in one query. */
    enabledProductBySku: new DataLoader<string, ProductRecord | null>(async (skus) => {
      const found = new Map((await findEnabledProductsBySkus(db, skus, storeId)).map((p) => [p.sku.toLowerCase(), p]))
      return skus.map((sku) => found.get(sku.toLowerCase()) ?? null)
    }),
    category: new DataLoader<number, CategoryRecord | null>(async (ids) => {
      const found = new Map((await findCategoriesByIds(db, ids, storeId)).map((c) => [c.id, c]))
      return ids.map((id) => found.get(id) ?? null)
    }),
    children: byKey<number, CategoryRecord[]>((ids) => childrenByParent(db, ids, storeId), []),
    productCount: byKey<number, number>((ids) => productCounts(db, ids), 0),
    media: byKey<number, MediaRecord[]>((ids) => mediaByProduct(db, ids, storeId), []),
    tierPrices: byKey<number, TierPriceRecord[]>((ids) => tierPricesByProduct(db, ids), []),
    links: byKey<`${number}:${LinkType}`, LinkRecord[]>((keys) => linksByProduct(db, keys) as Promise<Map<`${number}:${LinkType}`, LinkRecord[]>>, []),
    attributeValues: byKey<number, AttributeValueRecord[]>((ids) => attributeValuesByProduct(db, ids, storeId), []),
    categoryIds: byKey<number, number[]>((ids) => categoryIdsByProduct(db, ids), []),
    configurableAttributes: byKey<number, ConfigurableAttributeRecord[]>((ids) => configurableAttributesByProduct(db, ids, storeId), []),
    bundleOptions: byKey<number, BundleOptionRecord[]>((ids) => bundleOptionsByProduct(db, ids, storeId), []),
    /** Downloadable links' own titles in the store view, by the link's place (none: the default titles). */
    downloadableLinkTitles: byKey<number, ReadonlyMap<number, string>>((ids) => downloadableLinkTitlesByProduct(db, ids, storeId), new Map()),
    /** A tax's own title in the store view, by tax code; null: the code is its title. */
    taxTitle: new DataLoader<string, string | null>(async (codes) => Promise.all(codes.map((code) => taxRateTitle(db, code, storeId)))),
    /** The ratings' own titles in the store view, by the rating's default name. */
    ratingTitles: new DataLoader<'all', ReadonlyMap<string, string>>(async (keys) => {
      const titles = await ratingTitles(db, storeId)
      return keys.map(() => titles)
    }),
    /** An order status's own label in the store view; null: the status's code. */
    orderStatusLabel: new DataLoader<string, string | null>(async (statuses) => Promise.all(statuses.map((status) => orderStatusLabel(db, status, storeId)))),
    /** Every catalogue attribute, read once a request however many products ask for their attributes. */
    attributes: new DataLoader<'all', AttributeRecord[]>(async (keys) => {
      const all = await listAttributes(db, storeId)
      return keys.map(() => all)
    }),
    swatches: byKey<string, SwatchRecord[]>((codes) => swatchesByAttribute(db, codes), []),
  }
}

export type Loaders = ReturnType<typeof createLoaders>

/**
 * The captcha the worker in front checks (the back end never sees the provider's secret), for
 * `recaptchaV3Config`. Forms are named by Magento's `ReCaptchaFormEnum`.
 */
export type CaptchaOptions = {
  enabled: boolean
  /** The provider's public site key the browser's widget is loaded with; '' when none is configured. */
  websiteKey: string
  /** What shoppers are told when a check fails. */
  failureMessage: string
  forms: readonly ('CUSTOMER_LOGIN' | 'CUSTOMER_FORGOT_PASSWORD' | 'CUSTOMER_CREATE' | 'CUSTOMER_EDIT' | 'CONTACT' | 'NEWSLETTER' | 'PRODUCT_REVIEW' | 'PLACE_ORDER' | 'SENDFRIEND' | 'BRAINTREE')[]
}

export type BackendContext = {
  db: Database
  store: StoreConfigRecord
  /** The request's origin, for absolute media URLs. */
  origin: string
  /** Today in the shop's time zone, YYYY-MM-DD (special-price and promotion windows). */
  today: string
  development: boolean
  /** The signed-in customer (from the bearer token), or null for a guest. */
  customerId: number | null
  /** The hash of the request's bearer token, so it can be revoked. */
  tokenHash: string | null
  captcha: CaptchaOptions
  /** Keeps work shared with other requests going past this one's end (the worker's `waitUntil`); null: none (GraphQLEndpointOptions). */
  keepAlive: KeepAlive | null
  loaders: Loaders
}

export function createContext(options: Omit<BackendContext, 'loaders'>): BackendContext {
  return { ...options, loaders: createLoaders(options.db, options.store.id) }
}
