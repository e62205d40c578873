/**
 * @module
 * Fields of particular product types: configurable options and variants, bundle items, grouped
 * items, downloadable links and gift-card amounts.
 */
import type { BackendContext } from '../context'
import type { ProductRecord } from '../db/products'
import { toDisplayAmount } from './money'
import { finalPricePence } from './product-pricing'
import type { ProductSource, Resolver } from './types'
import { toUid } from './uid'

type Product = ProductSource

async function products(ids: number[], context: BackendContext): Promise<ProductRecord[]> {
  const found = await context.loaders.product.loadMany(ids)
  return found.filter((p): p is ProductRecord => p !== null && !(p instanceof Error) && p.status === 1)
}

/** Each enabled variant with its option values for the product's configurable attributes. */
export async function variantsOf(p: Product, context: BackendContext) {
  const [attributes, links] = await Promise.all([
    context.loaders.configurableAttributes.load(p.id),
    context.loaders.links.load(`${p.id}:variant`),
  ])
  const children = await products(links.map((l) => l.linked_product_id), context)
  const values = await context.loaders.attributeValues.loadMany(children.map((c) => c.id))
  return children.map((child, i) => {
    const own = values[i] instanceof Error ? [] : (values[i] ?? [])
    return {
      product: child,
      attributes: attributes.flatMap((a) => {
        const value = own.find((v) => v.attribute_code === a.attribute_code)
        return value ? [{ code: a.attribute_code, label: value.label, default_label: value.default_label, value_index: value.option_id, uid: toUid(value.option_id) }] : []
      }),
    }
  })
}

export const configurableResolvers: Record<string, Resolver<Product, never>> = {
  variants: (p, _a, c) => variantsOf(p, c),
  configurable_options: async (p, _a, c) => {
    const [attributes, variants] = await Promise.all([c.loaders.configurableAttributes.load(p.id), variantsOf(p, c)])
    return attributes.map((a, index) => {
      const values = new Map<number, { label: string; default_label: string }>()
      for (const v of variants) for (const attr of v.attributes) if (attr.code === a.attribute_code) values.set(attr.value_index, attr)
      return {
        id: p.id * 100 + index,
        uid: toUid(p.id * 100 + index),
        attribute_id: a.attribute_code,
        attribute_code: a.attribute_code,
        attribute_uid: btoa(a.attribute_code),
        label: a.label,
        position: a.position,
        use_default: true,
        product_id: p.id,
        values: [...values].map(([value_index, { label, default_label }]) => ({
          // For the swatch (swatches.ts), which Magento resolves by attribute and value.
          attribute_code: a.attribute_code,
          value_index,
          uid: toUid(value_index),
          label,
          // Magento: the admin label, and the store view's (its own or, failing that, the admin one).
          default_label,
          store_label: label,
          use_default_value: label === default_label,
        })),
      }
    })
  },
}

export const bundleResolvers: Record<string, Resolver<Product, never>> = {
  dynamic_price: () => false,
  dynamic_sku: () => false,
  dynamic_weight: () => true,
  price_view: () => 'PRICE_RANGE',
  ship_bundle_items: () => 'TOGETHER',
  price_details: () => ({ main_price: null, main_final_price: null, discount_percentage: null }),
  items: async (p, _a, c) => {
    const options = await c.loaders.bundleOptions.load(p.id)
    const selected = await products([...new Set(options.flatMap((o) => o.selections.map((s) => s.product_id)))], c)
    const byId = new Map(selected.map((x) => [x.id, x]))
    return options.map((option) => ({
      option_id: option.option_id,
      uid: toUid(option.option_id),
      title: option.title,
      required: option.required === 1,
      type: option.type,
      position: option.position,
      sku: p.sku,
      options: option.selections.flatMap((s) => {
        const product = byId.get(s.product_id)
        if (!product) return []
        return [
          {
            id: s.selection_id,
            uid: toUid(s.selection_id),
            label: product.name,
            qty: s.qty,
            quantity: s.qty,
            position: s.position,
            is_default: s.is_default === 1,
            price: toDisplayAmount(finalPricePence(product, c.today), c.store),
            price_type: 'FIXED',
            can_change_quantity: false,
            product,
          },
        ]
      }),
    }))
  },
}

export const groupedResolvers: Record<string, Resolver<Product, never>> = {
  items: async (p, _a, c) => {
    const links = await c.loaders.links.load(`${p.id}:grouped`)
    const children = new Map((await products(links.map((l) => l.linked_product_id), c)).map((x) => [x.id, x]))
    return links.flatMap((l) => {
      const product = children.get(l.linked_product_id)
      return product ? [{ qty: l.qty ?? 1, position: l.position, product }] : []
    })
  },
}

type DownloadableLink = { title?: string; sort_order?: number; price?: number; sample_url?: string }

/**
 * A downloadable product's links, each with its id (the product's id times 100 plus its place)
 * and titled for the request's store view: its own title where it has one, else the default.
 */
export async function downloadableLinks(p: Pick<Product, 'id' | 'extras'>, c: BackendContext) {
  const links = Array.isArray(p.extras.downloadable_product_links) ? (p.extras.downloadable_product_links as DownloadableLink[]) : []
  const titles = links.length ? await c.loaders.downloadableLinkTitles.load(p.id) : new Map<number, string>()
  return links.map((link, i) => ({ link: { ...link, title: titles.get(i) ?? link.title }, id: p.id * 100 + i, uid: toUid(p.id * 100 + i) }))
}

export const downloadableResolvers: Record<string, Resolver<Product, never>> = {
  links_title: (p) => (typeof p.extras.links_title === 'string' ? p.extras.links_title : null),
  links_purchased_separately: (p) => (typeof p.extras.links_purchased_separately === 'number' ? p.extras.links_purchased_separately : 0),
  downloadable_product_links: (p, _a, c) => downloadableLinksOf(p, c),
  downloadable_product_samples: () => [],
}

/** A downloadable product's links (stored with the product), in Magento's DownloadableProductLinks shape. */
export async function downloadableLinksOf(p: Product, c: BackendContext) {
  return (await downloadableLinks(p, c)).map(({ link, id, uid }, i) => ({
    id,
    uid,
    title: link.title ?? null,
    sort_order: link.sort_order ?? i,
    price: typeof link.price === 'number' ? Math.round(link.price * 100 * c.store.rate) / 100 : 0,
    sample_url: link.sample_url ?? null,
    is_shareable: false,
    number_of_downloads: null,
    link_type: null,
    sample_type: null,
    sample_file: null,
  }))
}

type GiftCardAmount = { value?: number }

export const giftCardResolvers: Record<string, Resolver<Product, never>> = {
  giftcard_amounts: (p, _a, c) =>
    (Array.isArray(p.extras.giftcard_amounts) ? (p.extras.giftcard_amounts as GiftCardAmount[]) : []).flatMap((a) =>
      typeof a.value === 'number' ? [{ value: Math.round(a.value * 100 * c.store.rate) / 100 }] : [],
    ),
  allow_open_amount: (p) => p.extras.allow_open_amount === true,
  open_amount_min: (p, _a, c) => (typeof p.extras.open_amount_min === 'number' ? Math.round(p.extras.open_amount_min * 100 * c.store.rate) / 100 : null),
  open_amount_max: (p, _a, c) => (typeof p.extras.open_amount_max === 'number' ? Math.round(p.extras.open_amount_max * 100 * c.store.rate) / 100 : null),
  giftcard_type: (p) => (typeof p.extras.giftcard_type === 'string' ? p.extras.giftcard_type : null),
}

