/**
 * @module
 * The rows the seed writes: each table's row type from backend/db/rows.ts, with the columns that
 * have a default (or may be NULL) left optional, and JSON columns as values (written as JSON text).
 */
import type * as Table from '../../db/rows'
import type { Insert } from '../../db/rows'

export type { ProductTypeId } from '../../db/rows'

type Json = Record<string, unknown>

export type StoreConfigRow = Table.StoreConfigRow<Record<string, string | number | boolean | null>>

export type CategoryRow = Insert<
  Table.CategoryRow<Json>,
  'include_in_menu' | 'is_anchor' | 'display_mode' | 'description' | 'meta_title' | 'meta_description' | 'meta_keywords' | 'image' | 'extras'
>

/** A category's texts in one store view; every column is given (null: the default text). */
export type CategoryStoreTextRow = Table.CategoryStoreTextRow<Json>

/** A product as the generator builds it; the seed stores it as a `products` row and a `product_texts` row. */
export type CatalogueProduct = Insert<
  Table.ProductRow & Omit<Table.ProductTextRow<Json>, 'product_id'>,
  | 'status'
  | 'visibility'
  | 'special_price_pence'
  | 'special_from_date'
  | 'special_to_date'
  | 'only_x_left_in_stock'
  | 'max_sale_qty'
  | 'due_in_date'
  | 'manufacturers_code'
  | 'description'
  | 'short_description'
  | 'meta_title'
  | 'meta_description'
  | 'meta_keyword'
  | 'rating_summary'
  | 'review_count'
  | 'position'
  | 'extras'
>

/** Text columns kept out of `products`, so listing scans read narrow rows. */
export const PRODUCT_TEXT_COLUMNS = ['description', 'short_description', 'meta_title', 'meta_description', 'meta_keyword', 'extras'] as const

export type ProductRow = Omit<CatalogueProduct, (typeof PRODUCT_TEXT_COLUMNS)[number]>

export type ProductTextRow = { product_id: number } & Pick<CatalogueProduct, (typeof PRODUCT_TEXT_COLUMNS)[number]>

/** Splits a catalogue product into its `products` and `product_texts` rows. */
export function splitProduct(product: CatalogueProduct): { row: ProductRow; texts: ProductTextRow } {
  const { description, short_description, meta_title, meta_description, meta_keyword, extras, ...row } = product
  return { row, texts: { product_id: product.id, description, short_description, meta_title, meta_description, meta_keyword, extras } }
}

/** A product's texts in one store view; null columns mean the default texts. */
export type ProductStoreTextRow = Table.ProductStoreTextRow<Json>

export type CategoryProductRow = Insert<Table.CategoryProductRow, 'position'>
export type AttributeRow = Insert<Table.AttributeRow, 'is_filterable' | 'position'>
export type AttributeOptionRow = Insert<Table.AttributeOptionRow, 'position'>
export type AttributeOptionSwatchRow = Table.AttributeOptionSwatchRow
export type AttributeLabelRow = Table.AttributeLabelRow
export type AttributeOptionLabelRow = Table.AttributeOptionLabelRow
export type ProductAttributeValueRow = Table.ProductAttributeValueRow
export type ProductMediaRow = Insert<Table.ProductMediaRow<string[]>, 'label' | 'types' | 'video_url' | 'video_title'>
export type ProductMediaStoreTextRow = Table.ProductMediaStoreTextRow
export type TierPriceRow = Table.TierPriceRow
export type ProductLinkRow = Insert<Table.ProductLinkRow, 'position' | 'qty'>
export type ConfigurableAttributeRow = Insert<Table.ConfigurableAttributeRow, 'position'>
export type BundleOptionRow = Insert<Table.BundleOptionRow, 'required' | 'position'>
export type BundleSelectionRow = Insert<Table.BundleSelectionRow, 'qty' | 'is_default' | 'position'>
export type BundleOptionTitleRow = Table.BundleOptionTitleRow
export type DownloadableLinkTitleRow = Table.DownloadableLinkTitleRow
export type TaxRateTitleRow = Table.TaxRateTitleRow
export type ReviewRow = Insert<Table.ReviewRow, 'status' | 'customer_id'>
export type ReviewRatingRow = Table.ReviewRatingRow
export type UrlRewriteRow = Insert<Table.UrlRewriteRow, 'redirect_type'>
/** Seeded pages and blocks are all-stores rows (store_id 0, the column's default). */
export type CmsPageRow = Insert<
  Table.CmsPageRow,
  'store_id' | 'content_heading' | 'page_layout' | 'meta_title' | 'meta_description' | 'meta_keywords' | 'is_active' | 'updated_at'
>
export type CmsBlockRow = Insert<Table.CmsBlockRow, 'store_id' | 'is_active' | 'updated_at'>
export type CountryRow = Insert<Table.CountryRow, 'is_allowed'>
export type RegionRow = Table.RegionRow
export type ShipmentConfigRow = Insert<Table.ShipmentConfigRow, 'christmas_enabled' | 'show_christmas_delivery' | 'delivery_date_after_christmas'>
export type HolidayRow = Table.HolidayRow
export type CouponRow = Insert<Table.CouponRow, 'from_date' | 'to_date' | 'is_active'>
export type CouponLabelRow = Table.CouponLabelRow
export type RatingTitleRow = Table.RatingTitleRow
export type OrderStatusLabelRow = Table.OrderStatusLabelRow

/** Everything the seed writes, table by table, in an order that satisfies foreign keys. */
export type SeedData = {
  store_configs: StoreConfigRow[]
  categories: CategoryRow[]
  category_store_texts: CategoryStoreTextRow[]
  products: ProductRow[]
  product_texts: ProductTextRow[]
  product_store_texts: ProductStoreTextRow[]
  category_products: CategoryProductRow[]
  attributes: AttributeRow[]
  attribute_options: AttributeOptionRow[]
  attribute_option_swatches: AttributeOptionSwatchRow[]
  attribute_labels: AttributeLabelRow[]
  attribute_option_labels: AttributeOptionLabelRow[]
  product_attribute_values: ProductAttributeValueRow[]
  product_media: ProductMediaRow[]
  product_media_store_texts: ProductMediaStoreTextRow[]
  tier_prices: TierPriceRow[]
  product_links: ProductLinkRow[]
  configurable_attributes: ConfigurableAttributeRow[]
  bundle_options: BundleOptionRow[]
  bundle_selections: BundleSelectionRow[]
  bundle_option_titles: BundleOptionTitleRow[]
  downloadable_link_titles: DownloadableLinkTitleRow[]
  reviews: ReviewRow[]
  review_ratings: ReviewRatingRow[]
  rating_titles: RatingTitleRow[]
  url_rewrites: UrlRewriteRow[]
  cms_pages: CmsPageRow[]
  cms_blocks: CmsBlockRow[]
  countries: CountryRow[]
  regions: RegionRow[]
  shipment_configs: ShipmentConfigRow[]
  holidays: HolidayRow[]
  coupons: CouponRow[]
  coupon_labels: CouponLabelRow[]
  tax_rate_titles: TaxRateTitleRow[]
  order_status_labels: OrderStatusLabelRow[]
}
