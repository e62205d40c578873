/**
 * @module
 * Fields every product type shares (Magento's ProductInterface), resolved from the product record
 * and the request's batch loaders.
 */
import type { BackendContext } from '../context'
import type { MediaRecord } from '../db/product-relations'
import { money, toDisplayAmount, excludingVat } from './money'
import { activeSpecialPence, finalPricePence } from './product-pricing'
import type { ProductSource, Resolver } from './types'
import { toUid } from './uid'

const PRODUCT_URL_SUFFIX = '.html'

const TYPENAMES: Record<ProductSource['type_id'], string> = {
  simple: 'SimpleProduct',
  virtual: 'VirtualProduct',
  downloadable: 'DownloadableProduct',
  grouped: 'GroupedProduct',
  giftcard: 'GiftCardProduct',
  configurable: 'ConfigurableProduct',
  bundle: 'BundleProduct',
  alternative: 'AlternativeProduct',
}

export const productTypename = (p: ProductSource) => TYPENAMES[p.type_id]

function mediaUrl(context: BackendContext, file: string): string {
  return `${context.origin}/img/${file}`
}

function imageWithRole(context: BackendContext, media: MediaRecord[], role: string, fallbackLabel: string) {
  const entry = media.find((m) => m.types.includes(role)) ?? media[0]
  if (!entry) return null
  return { url: mediaUrl(context, entry.file), label: entry.label ?? fallbackLabel, position: entry.position, disabled: false }
}

const complexText = (html: string | null) => (html === null ? null : { html })

/** Products linked to this one, enabled and visible, in link order. */
async function linkedProducts(p: ProductSource, type: 'related' | 'upsell' | 'crosssell', context: BackendContext) {
  const links = await context.loaders.links.load(`${p.id}:${type}`)
  const products = await context.loaders.product.loadMany(links.map((l) => l.linked_product_id))
  return products.filter((x): x is ProductSource => x !== null && !(x instanceof Error) && x.status === 1 && x.visibility > 1)
}

/** A product's `media_gallery` entries (images and videos), in gallery order. */
export async function mediaGalleryOf(p: ProductSource, context: BackendContext) {
  return (await context.loaders.media.load(p.id)).map((m) => ({
    __typename: m.video_url ? 'ProductVideo' : 'ProductImage',
    url: mediaUrl(context, m.file),
    label: m.label ?? p.name,
    position: m.position,
    disabled: false,
    video_content: m.video_url
      ? { media_type: 'external-video', video_provider: '', video_url: m.video_url, video_title: m.video_title ?? '', video_description: '', video_metadata: '' }
      : null,
  }))
}

function priceAmount(pence: number, context: BackendContext) {
  return { amount: money(pence, context.store), adjustments: [] }
}

export const productInterfaceResolvers: Record<string, Resolver<ProductSource, never>> = {
  uid: (p) => toUid(p.id),
  description: (p) => complexText(p.description),
  short_description: (p) => complexText(p.short_description),
  special_price: (p, _a, c) => {
    const special = activeSpecialPence(p, c.today)
    return special === null ? null : toDisplayAmount(special, c.store)
  },
  tier_price: async (p, _a, c) => {
    const tiers = await c.loaders.tierPrices.load(p.id)
    return tiers.length ? toDisplayAmount(Math.min(...tiers.map((t) => t.price_pence)), c.store) : null
  },
  updated_at: (p) => p.created_at,
  country_of_manufacture: (p) => (typeof p.extras.country_of_manufacture === 'string' ? p.extras.country_of_manufacture : null),
  options_container: () => 'container2',
  image: async (p, _a, c) => imageWithRole(c, await c.loaders.media.load(p.id), 'image', p.name),
  small_image: async (p, _a, c) => imageWithRole(c, await c.loaders.media.load(p.id), 'small_image', p.name),
  thumbnail: async (p, _a, c) => imageWithRole(c, await c.loaders.media.load(p.id), 'thumbnail', p.name),
  media_gallery: (p, _a, c) => mediaGalleryOf(p, c),
  media_gallery_entries: async (p, _a, c) =>
    (await c.loaders.media.load(p.id)).map((m) => ({
      id: m.position,
      uid: toUid(p.id * 100 + m.position),
      media_type: m.video_url ? 'external-video' : 'image',
      label: m.label ?? p.name,
      position: m.position,
      disabled: false,
      types: m.types,
      file: `/${m.file}`,
      content: null,
      video_content: m.video_url
        ? { media_type: 'external-video', video_provider: '', video_url: m.video_url, video_title: m.video_title ?? '', video_description: '', video_metadata: '' }
        : null,
    })),
  price_range: (p, _a, c) => {
    const regular = p.price_pence
    const final = finalPricePence(p, c.today)
    const price = {
      regular_price: money(regular, c.store),
      final_price: money(final, c.store),
      discount: {
        amount_off: toDisplayAmount(regular - final, c.store),
        // Rounded once, to two decimals, from whole pence (no float drift into the percentage).
        percent_off: regular > 0 ? Math.round(((regular - final) * 10000) / regular) / 100 : 0,
      },
      fixed_product_taxes: [],
    }
    return { minimum_price: price, maximum_price: price }
  },
  price: (p, _a, c) => ({
    regularPrice: priceAmount(p.price_pence, c),
    minimalPrice: priceAmount(finalPricePence(p, c.today), c),
    maximalPrice: priceAmount(finalPricePence(p, c.today), c),
  }),
  price_tiers: async (p, _a, c) => {
    const final = finalPricePence(p, c.today)
    return (await c.loaders.tierPrices.load(p.id))
      .filter((t) => t.price_pence < final)
      .map((t) => ({
        quantity: t.quantity,
        final_price: money(t.price_pence, c.store),
        discount: {
          amount_off: toDisplayAmount(final - t.price_pence, c.store),
          percent_off: Math.round(((final - t.price_pence) * 10000) / final) / 100,
        },
      }))
  },
  tier_prices: async (p, _a, c) =>
    (await c.loaders.tierPrices.load(p.id)).map((t) => ({
      customer_group_id: '32000',
      qty: t.quantity,
      value: toDisplayAmount(t.price_pence, c.store),
      percentage_value: null,
      website_id: 1,
    })),
  categories: async (p, _a, c) => {
    const categories = await c.loaders.category.loadMany(await c.loaders.categoryIds.load(p.id))
    return categories.filter((x) => x !== null && !(x instanceof Error))
  },
  canonical_url: (p) => `${p.url_key}${PRODUCT_URL_SUFFIX}`,
  url_suffix: () => PRODUCT_URL_SUFFIX,
  url_path: () => null,
  url_rewrites: (p) => [{ url: `${p.url_key}${PRODUCT_URL_SUFFIX}`, parameters: [] }],
  manufacturer: () => null,
  color: () => null,
  swatch_image: () => null,
  new_from_date: () => null,
  new_to_date: () => null,
  gift_message_available: () => null,
  related_products: (p, _a, c) => linkedProducts(p, 'related', c),
  upsell_products: (p, _a, c) => linkedProducts(p, 'upsell', c),
  crosssell_products: (p, _a, c) => linkedProducts(p, 'crosssell', c),
  relative_url: (p) => p.route?.relative_url ?? `${p.url_key}${PRODUCT_URL_SUFFIX}`,
  redirect_code: (p) => p.route?.redirect_code ?? 0,
  type: () => 'PRODUCT',
  weight: (p) => (typeof p.extras.weight === 'number' ? p.extras.weight : null),
  options: () => [],
  // Shop extensions computed from columns (stored extras resolve by name, see product-extras.ts).
  price_incl_vat: (p, _a, c) => toDisplayAmount(finalPricePence(p, c.today), c.store),
  price_excl_vat: (p, _a, c) => toDisplayAmount(excludingVat(finalPricePence(p, c.today)), c.store),
}
