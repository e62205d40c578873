/**
 * @module
 * Maps Magento's product (the `ProductPage` fragment) to the product page's view (SPEC §2 "Product
 * page", §3 "Product"): prices in minor units, option ids named by their labels, HTML sanitised and
 * its links kept in the store, the gallery cut to four, the switch-and-save offer checked by the rule
 * of SPEC §5, and the composite options. Pure: the loader fetches, this decides.
 */
import { REFURBISHED_CONDITION_LABELS } from '../../shared/constants/condition-labels'
import { isConditionLabel } from '../../shared/rules/condition-label'
import type { StoreView } from '../../shared/constants/stores'
import type { ProductPageData } from '../../shared/graphql/documents/product'
import { sanitizeHtml } from '../../shared/html/sanitize-html'
import { linksInStore } from '../../shared/html/store-links'
import { specialStockNote } from '../../shared/rules/special-stock-note'
import { OWN_BRAND_OPTION_ID } from '../../shared/constants/switch-save'
import type { BreadcrumbView } from '../../shared/views/listing-view'
import type { GalleryItemView, ProductPageView, PromotionView, SpecificationGroupView, YieldView } from '../../shared/views/product-view'
import { productCardView, productPath, toMinorUnits } from './listing-view'
import { priceOf, productOptionsView } from './product-options'
import { switchAndSaveOfferView } from './printer-model-offers'
import { showsDynamicSecurity } from '../../shared/rules/dynamic-security'
import { aboutFeatures } from '../../shared/rules/about-features'
import { restockDateToShow } from '../../shared/rules/restock-date'

/** SPEC §9: the attribute set of printers. */
const PRINTER_ATTRIBUTE_SET_ID = 21

/** SPEC §2: "an image gallery (up to 4 images)". */
export const GALLERY_LIMIT = 4

/** Option labels by attribute code and option id, from `customAttributeMetadata`. */
export type AttributeLabels = ReadonlyMap<string, ReadonlyMap<number, string>>

const label = (labels: AttributeLabels, code: string, id: number | null | undefined): string | null => (typeof id === 'number' ? (labels.get(code)?.get(id) ?? null) : null)

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

const texts = (values: readonly (string | null)[] | null | undefined): string[] => (values ?? []).flatMap((value) => (text(value) ? [text(value) as string] : []))

/** Sanitised HTML with the shop's own links made relative to the store; null when nothing is left. */
function safeHtml(html: string | null | undefined, store: StoreView): string | null {
  const clean = html ? sanitizeHtml(html).trim() : ''
  return clean ? linksInStore(clean, store) : null
}

/** A path inside the site from a URL the back end gave (relative, or absolute on any host). */
function sitePath(url: string | null | undefined): string | null {
  const value = text(url)
  if (!value) return null
  try {
    const parsed = new URL(value, 'http://site.invalid')
    return `${parsed.pathname}${parsed.search}`
  } catch {
    return null
  }
}

const links = (entries: readonly ({ name?: string | null; url?: string | null } | null)[] | null | undefined): BreadcrumbView[] =>
  (entries ?? []).flatMap((entry) => {
    const path = sitePath(entry?.url)
    return entry?.name && path ? [{ name: entry.name, path }] : []
  })

/** YouTube's own thumbnail service (SPEC §7 "Video thumbnails come from the video hosts' thumbnail services"). */
export function videoThumbnail(videoUrl: string): string | null {
  try {
    const url = new URL(videoUrl)
    const host = url.hostname.replace(/^www\./, '')
    const id = host === 'youtu.be' ? url.pathname.slice(1) : host === 'youtube.com' || host === 'm.youtube.com' ? url.searchParams.get('v') : null
    return id && /^[\w-]{6,20}$/.test(id) ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : null
  } catch {
    return null
  }
}

function galleryView(product: ProductPageData): GalleryItemView[] {
  const entries = [...(product.media_gallery ?? [])].filter((entry) => entry && !entry.disabled && entry.url)
  entries.sort((a, b) => (a?.position ?? 0) - (b?.position ?? 0))
  const name = product.name ?? ''
  return entries.slice(0, GALLERY_LIMIT).map((entry): GalleryItemView => {
    const url = entry?.url as string
    const video = entry?.__typename === 'ProductVideo' ? entry.video_content : null
    if (video?.video_url && /^https:\/\//.test(video.video_url)) {
      return { kind: 'video', url: video.video_url, thumbnail: videoThumbnail(video.video_url) ?? url, title: text(video.video_title) ?? name }
    }
    return { kind: 'image', url, alt: text(entry?.label) ?? name }
  })
}

function yieldViews(product: ProductPageData): YieldView[] {
  return (product.yields ?? []).flatMap((entry) =>
    entry ? [{ colour: text(entry.color), swatches: texts(entry.swatches).filter((swatch) => /^#[0-9a-f]{3,8}$/i.test(swatch)), text: text(entry.yield_text), pages: entry.yield ?? null }] : [],
  )
}

/** The printer specification's rows grouped in the back end's order (SPEC §3 "about 100 fields"). */
function specificationView(product: ProductPageData): SpecificationGroupView[] {
  const groups = new Map<string, { label: string; value: string }[]>()
  for (const row of product.printer_specification ?? []) {
    const rowLabel = text(row?.label)
    const value = text(row?.value)
    if (!rowLabel || !value) continue
    const group = text(row?.group) ?? ''
    groups.set(group, [...(groups.get(group) ?? []), { label: rowLabel, value }])
  }
  return [...groups].map(([group, rows]) => ({ group, rows }))
}

function promotionViews(product: ProductPageData, store: StoreView, isActive: (start: string | null, end: string | null) => boolean): PromotionView[] {
  const views: PromotionView[] = []
  const { cashback, trade_in: tradeIn, warranty_ext: warranty } = product
  if (cashback && isActive(cashback.start_date ?? null, cashback.end_date ?? null)) {
    views.push({ kind: 'cashback', amount: toMinorUnits(cashback.value), years: null, catchLine: text(cashback.catch), endDate: text(cashback.end_date), html: safeHtml(cashback.lightbox_html, store) })
  }
  if (tradeIn && isActive(tradeIn.start_date ?? null, tradeIn.end_date ?? null)) {
    views.push({ kind: 'tradeIn', amount: toMinorUnits(tradeIn.value), years: null, catchLine: null, endDate: text(tradeIn.end_date), html: safeHtml(tradeIn.lightbox_html, store) })
  }
  if (warranty && isActive(warranty.start_date ?? null, warranty.end_date ?? null)) {
    views.push({ kind: 'warrantyExtension', amount: null, years: warranty.years ?? null, catchLine: null, endDate: text(warranty.end_date), html: safeHtml(warranty.lightbox_html, store) })
  }
  return views
}

/** The deepest of the product's categories: its trail is the page's breadcrumbs. */
function deepestCategory(product: ProductPageData) {
  return [...(product.categories ?? [])].reduce<NonNullable<ProductPageData['categories']>[number] | null>(
    (deepest, category) => (category?.url_path && (category.level ?? 0) > (deepest?.level ?? -1) ? category : deepest),
    null,
  )
}

function breadcrumbViews(product: ProductPageData): BreadcrumbView[] {
  const category = deepestCategory(product)
  if (!category?.url_path || !category.name) return []
  const trail = (category.breadcrumbs ?? []).flatMap((crumb) => (crumb?.category_name && crumb.category_url_path ? [{ name: crumb.category_name, path: `/${crumb.category_url_path}.html` }] : []))
  return [...trail, { name: category.name, path: `/${category.url_path}.html` }]
}

function buyTogetherView(product: ProductPageData): ProductPageView['buyTogether'] {
  const offer = (product.buy_together ?? []).find((entry) => entry?.companion?.sku && entry.companion.name && entry.companion.stock_status !== 'OUT_OF_STOCK')
  const companion = offer?.companion
  const price = priceOf(companion)
  const percent = offer?.discount_percent ?? 0
  if (!companion?.sku || !companion.name || !price || percent <= 0 || percent >= 100) return null
  const off = (amount: number) => Math.round((amount * (100 - percent)) / 100)
  return {
    companion: { sku: companion.sku, name: companion.name, path: productPath({ sku: companion.sku, url_key: companion.url_key, url_suffix: companion.url_suffix }), imageUrl: companion.small_image?.url ?? null },
    discountPercent: percent,
    price,
    offerPrice: { incl: off(price.incl), excl: off(price.excl) },
  }
}

export type ProductViewContext = {
  store: StoreView
  labels: AttributeLabels
  /** Option ids of the genuine cartridge condition (SPEC §5 "the alternative is not genuine"). */
  genuineConditions: ReadonlySet<number>
  /** Whether a dated promotion is inside its window now (SPEC §5). */
  isPromotionActive: (start: string | null, end: string | null) => boolean
  /** London's date of the request (`londonDate`): a restock date before it is not shown. */
  today: string
  /** Store-relative canonical path. */
  path: string
}

/** The page's view; null when the product lacks what any page needs (a SKU, a name and a price). */
export function productPageView(product: ProductPageData, context: ProductViewContext): ProductPageView | null {
  const card = productCardView(product)
  if (!card) return null
  const { store, labels } = context
  const brandLabel = label(labels, 'specification_brand', product.specification_brand)
  const isOwnBrand = product.specification_brand === OWN_BRAND_OPTION_ID
  const descriptionHtml = safeHtml(product.description?.html, store)
  const shortDescriptionHtml = safeHtml(product.short_description?.html, store)
  const isRefurbished = isConditionLabel(label(labels, 'printer_condition', product.printer_condition), REFURBISHED_CONDITION_LABELS)
  const onlyLeft = typeof product.only_x_left_in_stock === 'number' && product.only_x_left_in_stock > 0 ? product.only_x_left_in_stock : null
  const maxSale = typeof product.stock?.max_sale_qty === 'number' && product.stock.max_sale_qty > 0 ? Math.floor(product.stock.max_sale_qty) : null
  const limits = [onlyLeft, maxSale].filter((limit): limit is number => limit !== null)
  const regular = toMinorUnits(product.price_range.minimum_price.regular_price.value)
  const special = product.special_stock
  const offer = product.alternative_product ? switchAndSaveOfferView(product, context.genuineConditions) : null
  return {
    id: product.id ?? 0,
    uid: product.uid,
    sku: card.sku,
    typename: product.__typename,
    name: card.name,
    description: text(product.meta_description),
    keywords: text(product.meta_keyword),
    path: context.path,
    brand: brandLabel && typeof product.specification_brand === 'number' ? { id: product.specification_brand, label: brandLabel } : null,
    isOwnBrand,
    isPrinter: product.attribute_set_id === PRINTER_ATTRIBUTE_SET_ID,
    isRefurbished,
    isGenuine: typeof product.cartridge_condition === 'number' && context.genuineConditions.has(product.cartridge_condition),
    colour: label(labels, 'specification_colour', product.specification_colour),
    manufacturerCode: text(product.manufacturers_code),
    // The back end's one-decimal percentage as it is (cards round it): the Reviews tab's exact average must agree.
    rating: product.review_count && product.rating_summary ? { percent: product.rating_summary, count: product.review_count } : null,
    capacity: texts(product.capacity),
    yields: yieldViews(product),
    perPageMinor: card.perPageMinor,
    price: card.price,
    was: card.wasIncl !== null && regular !== null ? { incl: regular, excl: Math.round((regular * card.price.excl) / card.price.incl) } : null,
    tierPrices: (product.price_tiers ?? []).flatMap((tier) => {
      const incl = toMinorUnits(tier?.final_price?.value)
      return tier?.quantity && incl !== null ? [{ quantity: tier.quantity, price: { incl, excl: Math.round((incl * card.price.excl) / card.price.incl) } }] : []
    }),
    inStock: card.inStock,
    onlyLeft,
    maxQuantity: limits.length > 0 ? Math.min(...limits) : null,
    dueInDate: restockDateToShow(product.due_in_date, context.today),
    today: context.today,
    newToMarket: product.new_to_market === true,
    headline: text(product.headline),
    conformityMarks: texts(product.conformity_marks),
    warranty: isOwnBrand ? 'ownBrand' : isRefurbished ? 'refurbished' : null,
    gallery: galleryView(product),
    descriptionHtml,
    shortDescriptionHtml,
    specification: specificationView(product),
    compatibility: links(product.compatibility_list),
    reasonsToBuy: texts(product.reasons_to_buy),
    // SPEC §2 About tab: each phrase once, not again after the description that already lists it.
    features: aboutFeatures([...texts(product.feature_bullets), ...texts(product.main_functions)], [descriptionHtml, shortDescriptionHtml]),
    hpPlusIncompatible: product.not_compatible_with_hp_plus === true,
    dynamicSecurity: showsDynamicSecurity({
      isPrinter: product.attribute_set_id === PRINTER_ATTRIBUTE_SET_ID,
      brandId: typeof product.specification_brand === 'number' ? product.specification_brand : null,
      flagged: product.hp_dynamic_security,
    }),
    manufacturer: { name: text(product.manufacturer_anchor), address: text(product.manufacturer_address), safety: text(product.safety_information) },
    deliveryCutOff: text(product.delivery_cut_off),
    specialStock: specialStockNote(
      special
        ? {
            canShowEstimate: special.can_show_estimate ?? null,
            leadTimeFrom: special.delivery_lead_times?.from ?? null,
            leadTimeTo: special.delivery_lead_times?.to ?? null,
            deliveryText: special.delivery_text ?? null,
            isSpecialDelivery: special.is_special_delivery ?? null,
          }
        : null,
    ),
    promotions: promotionViews(product, store, context.isPromotionActive),
    alternative: offer,
    buyTogether: buyTogetherView(product),
    options: productOptionsView(product),
    breadcrumbs: breadcrumbViews(product),
    categoryId: deepestCategory(product)?.id ?? 0,
    relatedPrinters: links(product.related_printer),
    categoryLink: sitePath(product.category_link),
  }
}
