/**
 * @module
 * One type per table of backend/migrations, with the columns' names, so seed data maps to SQL
 * without a translation layer. Optional columns may be left out (the table's default or NULL).
 */

export type StoreConfigRow = {
  store_code: string
  store_id: number
  locale: string
  base_currency_code: string
  display_currency_code: string
  currency_rate: number
  /** StoreConfig fields by their Magento names (JSON text in the table). */
  config: Record<string, string | number | boolean | null>
}

export type CategoryRow = {
  id: number
  parent_id: number | null
  path: string
  level: number
  position: number
  name: string
  url_key: string
  url_path: string
  include_in_menu?: 0 | 1
  is_anchor?: 0 | 1
  display_mode?: string
  description?: string | null
  meta_title?: string | null
  meta_description?: string | null
  meta_keywords?: string | null
  image?: string | null
  kind: 'section' | 'brand' | 'series' | 'printer_model'
  extras?: Record<string, unknown>
}

export type ProductTypeId = 'simple' | 'virtual' | 'downloadable' | 'grouped' | 'giftcard' | 'configurable' | 'bundle' | 'alternative'

/** A product as the generator builds it; the seed stores it as a `products` row and a `product_texts` row. */
export type CatalogueProduct = {
  id: number
  sku: string
  type_id: ProductTypeId
  attribute_set_id: number
  name: string
  url_key: string
  status?: 1 | 2
  visibility?: 1 | 2 | 3 | 4
  price_pence: number
  special_price_pence?: number | null
  special_from_date?: string | null
  special_to_date?: string | null
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK'
  qty: number
  only_x_left_in_stock?: number | null
  max_sale_qty?: number | null
  due_in_date?: string | null
  manufacturers_code?: string | null
  description?: string | null
  short_description?: string | null
  meta_title?: string | null
  meta_description?: string | null
  meta_keyword?: string | null
  rating_summary?: number
  review_count?: number
  position?: number
  created_at: string
  extras?: Record<string, unknown>
}

/** Text columns kept out of `products`, so listing scans read narrow rows. */
export const PRODUCT_TEXT_COLUMNS = ['description', 'short_description', 'meta_title', 'meta_description', 'meta_keyword', 'extras'] as const

export type ProductRow = Omit<CatalogueProduct, (typeof PRODUCT_TEXT_COLUMNS)[number]>

export type ProductTextRow = { product_id: number } & Pick<CatalogueProduct, (typeof PRODUCT_TEXT_COLUMNS)[number]>

/** Splits a catalogue product into its `products` and `product_texts` rows. */
export function splitProduct(product: CatalogueProduct): { row: ProductRow; texts: ProductTextRow } {
  const { description, short_description, meta_title, meta_description, meta_keyword, extras, ...row } = product
  return { row, texts: { product_id: product.id, description, short_description, meta_title, meta_description, meta_keyword, extras } }
}

export type CategoryProductRow = { category_id: number; product_id: number; position?: number }

export type AttributeRow = {
  attribute_code: string
  label: string
  input_type: 'select' | 'multiselect' | 'boolean' | 'text' | 'price'
  is_filterable?: 0 | 1
  position?: number
}

export type AttributeOptionRow = { attribute_code: string; option_id: number; label: string; position?: number }

export type ProductAttributeValueRow = { attribute_code: string; option_id: number; product_id: number }

/** Written to the FTS5 table `product_search`; `rowid` is the product id. */
export type ProductSearchRow = { rowid: number; name: string; sku: string; manufacturers_code: string; compatible_models: string }

export type ProductMediaRow = {
  product_id: number
  position: number
  file: string
  label?: string | null
  types?: string[]
  video_url?: string | null
  video_title?: string | null
}

export type TierPriceRow = { product_id: number; quantity: number; price_pence: number }

export type ProductLinkRow = {
  product_id: number
  linked_product_id: number
  link_type: 'related' | 'upsell' | 'crosssell' | 'alternative' | 'buy_together' | 'grouped' | 'variant'
  position?: number
  qty?: number | null
}

export type ConfigurableAttributeRow = { product_id: number; attribute_code: string; label: string; position?: number }

export type BundleOptionRow = {
  option_id: number
  product_id: number
  title: string
  type: 'select' | 'radio' | 'checkbox' | 'multi'
  required?: 0 | 1
  position?: number
}

export type BundleSelectionRow = {
  selection_id: number
  option_id: number
  product_id: number
  qty?: number
  is_default?: 0 | 1
  position?: number
}

export type ReviewRow = {
  id: number
  product_id: number
  nickname: string
  summary: string
  text: string
  created_at: string
  status?: 'approved' | 'pending'
}

export type ReviewRatingRow = { review_id: number; rating_name: string; value: 1 | 2 | 3 | 4 | 5 }

export type UrlRewriteRow = {
  request_path: string
  entity_type: 'CATEGORY' | 'PRODUCT' | 'CMS_PAGE'
  entity_key: string
  target_path: string
  redirect_type?: 0 | 301 | 302
}

export type CmsPageRow = {
  page_id: number
  identifier: string
  title: string
  content_heading?: string | null
  content: string
  page_layout?: string
  meta_title?: string | null
  meta_description?: string | null
  meta_keywords?: string | null
  is_active?: 0 | 1
}

export type CmsBlockRow = { block_id: number; identifier: string; title: string; content: string; is_active?: 0 | 1 }

export type CountryRow = {
  id: string
  three_letter_abbreviation: string
  full_name_english: string
  full_name_german: string
  is_allowed?: 0 | 1
}

export type RegionRow = { id: number; country_id: string; code: string; name: string }

export type ShipmentConfigRow = {
  store_code: string
  cut_off_time: string
  delivery_estimate: string
  christmas_enabled?: 0 | 1
  show_christmas_delivery?: 0 | 1
  delivery_date_after_christmas?: string | null
}

export type HolidayRow = { date: string; name: string }

export type CouponRow = { code: string; label: string; percent_off: number; from_date?: string | null; to_date?: string | null; is_active?: 0 | 1 }

/** Everything the seed writes, table by table, in an order that satisfies foreign keys. */
export type SeedData = {
  store_configs: StoreConfigRow[]
  categories: CategoryRow[]
  products: ProductRow[]
  product_texts: ProductTextRow[]
  category_products: CategoryProductRow[]
  attributes: AttributeRow[]
  attribute_options: AttributeOptionRow[]
  product_attribute_values: ProductAttributeValueRow[]
  product_search: ProductSearchRow[]
  product_media: ProductMediaRow[]
  tier_prices: TierPriceRow[]
  product_links: ProductLinkRow[]
  configurable_attributes: ConfigurableAttributeRow[]
  bundle_options: BundleOptionRow[]
  bundle_selections: BundleSelectionRow[]
  reviews: ReviewRow[]
  review_ratings: ReviewRatingRow[]
  url_rewrites: UrlRewriteRow[]
  cms_pages: CmsPageRow[]
  cms_blocks: CmsBlockRow[]
  countries: CountryRow[]
  regions: RegionRow[]
  shipment_configs: ShipmentConfigRow[]
  holidays: HolidayRow[]
  coupons: CouponRow[]
}
