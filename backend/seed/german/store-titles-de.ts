/**
 * @module
 * The German store view's own titles and labels (migrations 0018 to 0020): bundle options (a
 * multipack's colours), downloadable links, the VAT's title, coupon labels, product videos, the
 * reviews' ratings and the order statuses. Only where the German text
 * differs: 'Cyan' and 'Magenta' are the same in German, so those options keep the default title.
 */
import { germanColour } from './attribute-labels-de'
import type { CatalogueBuilder } from '../catalogue/catalogue-builder'
import type { BundleOptionRow, BundleOptionTitleRow, CatalogueProduct, ProductMediaRow, ProductMediaStoreTextRow, CouponLabelRow, CouponRow, DownloadableLinkTitleRow, OrderStatusLabelRow, RatingTitleRow, TaxRateTitleRow } from '../common/rows'

/** German titles of the downloadable links the catalogue sells, by their English title. */
const GERMAN_LINK_TITLES: Readonly<Record<string, string>> = {
  'Label Studio for Windows': 'Label Studio für Windows',
  'Label Studio for macOS': 'Label Studio für macOS',
  'Template pack (800 designs)': 'Vorlagenpaket (800 Designs)',
}

/** German labels of the coupons, by code. */
const GERMAN_COUPON_LABELS: Readonly<Record<string, string>> = {
  SAVE10: '10 % Rabatt auf Ihre Bestellung',
  SCHOOLS15: 'Schulen und Behörden: 15 % Rabatt',
  NEWYEAR2028: 'Neujahrsangebot',
  SUMMER25: 'Sommerschlussverkauf',
  OLDCODE: 'Abgelaufener Gutscheincode',
}

/** The shop's one tax by its code, as the cart's resolvers name it (sales-labels.ts). */
const VAT_CODE = 'VAT'
/** 'MwSt.', as German receipts and shops abbreviate Mehrwertsteuer. */
const GERMAN_VAT_TITLE = 'MwSt.'

export function germanBundleOptionTitles(options: readonly BundleOptionRow[], storeId: number): BundleOptionTitleRow[] {
  return options.flatMap((option) => {
    const title = germanColour(option.title)
    return title === option.title ? [] : [{ option_id: option.option_id, store_id: storeId, title }]
  })
}

export function germanDownloadableLinkTitles(products: readonly CatalogueProduct[], storeId: number): DownloadableLinkTitleRow[] {
  return products.flatMap((product) => {
    const links = product.extras?.downloadable_product_links
    if (!Array.isArray(links)) return []
    return (links as { title: string }[]).map((link, index) => {
      const title = GERMAN_LINK_TITLES[link.title]
      if (!title) throw new Error(`seed: no German title for the downloadable link '${link.title}'`)
      return { product_id: product.id, link_index: index, store_id: storeId, title }
    })
  })
}

export function germanCouponLabels(coupons: readonly CouponRow[], storeId: number): CouponLabelRow[] {
  return coupons.map((coupon) => {
    const label = GERMAN_COUPON_LABELS[coupon.code]
    if (!label) throw new Error(`seed: no German label for the coupon ${coupon.code}`)
    return { code: coupon.code, store_id: storeId, label }
  })
}

export function germanTaxTitles(storeId: number): TaxRateTitleRow[] {
  return [{ tax_code: VAT_CODE, store_id: storeId, title: GERMAN_VAT_TITLE }]
}

/** A product video's label and title in German (pictures have no label: they show the product's name). */
export function germanVideoTexts(media: readonly ProductMediaRow[], builder: CatalogueBuilder, storeId: number): ProductMediaStoreTextRow[] {
  return media.flatMap((row) => {
    if (!row.video_url) return []
    const name = builder.germanName(row.product_id)
    const model = builder.product(row.product_id).extras?.short_name
    return [{ product_id: row.product_id, position: row.position, store_id: storeId, label: `${name}: Video`, video_title: `So richten Sie Ihren ${String(model ?? name)} ein` }]
  })
}

/** The ratings a review gives, as German shops name them. */
const GERMAN_RATING_TITLES: Readonly<Record<string, string>> = { Quality: 'Qualität', Value: 'Preis-Leistung', Price: 'Preis' }

export function germanRatingTitles(ratingNames: readonly string[], storeId: number): RatingTitleRow[] {
  return ratingNames.map((name) => {
    const title = GERMAN_RATING_TITLES[name]
    if (!title) throw new Error(`seed: no German title for the rating ${name}`)
    return { rating_name: name, store_id: storeId, title }
  })
}

/** Magento's order statuses, labelled as its German language pack does. */
const GERMAN_ORDER_STATUSES: Readonly<Record<string, string>> = {
  pending: 'Ausstehend',
  processing: 'In Bearbeitung',
  complete: 'Abgeschlossen',
  closed: 'Geschlossen',
  canceled: 'Storniert',
  holded: 'Angehalten',
}

export function germanOrderStatusLabels(storeId: number): OrderStatusLabelRow[] {
  return Object.entries(GERMAN_ORDER_STATUSES).map(([status, label]) => ({ status, store_id: storeId, label }))
}
