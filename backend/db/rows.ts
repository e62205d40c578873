/**
 * @module
 * One type per table of backend/migrations, by its column names: what a read returns and, through
 * `Insert`, what the seed writes. A JSON column's type is a parameter: `string` as D1 returns it,
 * the decoded value once parsed (or before the seed writes it).
 */

/** A row to insert: the columns with a default (or NULL) may be left out. */
export type Insert<Row, Optional extends keyof Row> = Omit<Row, Optional> & Partial<Pick<Row, Optional>>

type Flag = 0 | 1

export type StoreConfigRow<Config = string> = {
  store_code: string
  store_id: number
  locale: string
  base_currency_code: string
  display_currency_code: string
  /** Display currency units per base currency unit. */
  currency_rate: number
  /** StoreConfig fields by their Magento names. */
  config: Config
}

export type CategoryKind = 'section' | 'brand' | 'series' | 'printer_model'

export type CategoryRow<Extras = string> = {
  id: number
  parent_id: number | null
  path: string
  level: number
  position: number
  name: string
  url_key: string
  url_path: string
  include_in_menu: Flag
  is_anchor: Flag
  display_mode: string
  description: string | null
  meta_title: string | null
  meta_description: string | null
  meta_keywords: string | null
  image: string | null
  kind: CategoryKind
  extras: Extras
}

/** A category's texts in one store view; a null column (or no row) means the default text. */
export type CategoryStoreTextRow<Extras = string> = {
  category_id: number
  store_id: number
  name: string | null
  description: string | null
  meta_title: string | null
  meta_description: string | null
  meta_keywords: string | null
  /** Merged over the category's extras key by key. */
  extras: Extras
}

export type ProductTypeId = 'simple' | 'virtual' | 'downloadable' | 'grouped' | 'giftcard' | 'configurable' | 'bundle' | 'alternative'

/** The narrow listing columns of `products`. */
export type ProductRow = {
  id: number
  sku: string
  type_id: ProductTypeId
  attribute_set_id: number
  name: string
  url_key: string
  /** 1 enabled, 2 disabled. */
  status: 1 | 2
  /** 1 not visible, 2 catalogue, 3 search, 4 both. */
  visibility: 1 | 2 | 3 | 4
  price_pence: number
  special_price_pence: number | null
  special_from_date: string | null
  special_to_date: string | null
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK'
  qty: number
  only_x_left_in_stock: number | null
  max_sale_qty: number | null
  due_in_date: string | null
  manufacturers_code: string | null
  rating_summary: number
  review_count: number
  position: number
  created_at: string
}

/** A product's long texts and the shop's extras, kept out of `products`. */
export type ProductTextRow<Extras = string> = {
  product_id: number
  description: string | null
  short_description: string | null
  meta_title: string | null
  meta_description: string | null
  meta_keyword: string | null
  extras: Extras
}

/**
 * A product's texts in one store view; a null column (or no row) means the default text, and its
 * extras are merged over the product's key by key.
 */
export type ProductStoreTextRow<Extras = string> = ProductTextRow<Extras> & { store_id: number; name: string | null }

export type CategoryProductRow = { category_id: number; product_id: number; position: number }

export type AttributeRow = {
  attribute_code: string
  label: string
  input_type: 'select' | 'multiselect' | 'boolean' | 'text' | 'price'
  is_filterable: Flag
  position: number
}

export type AttributeOptionRow = { attribute_code: string; option_id: number; label: string; position: number }

/** An attribute's label in one store view (Magento's eav_attribute_label); `store_id` is never 0. */
export type AttributeLabelRow = { attribute_code: string; store_id: number; label: string }

/** An option's label in one store view (Magento's eav_attribute_option_value at store scope). */
export type AttributeOptionLabelRow = { attribute_code: string; option_id: number; store_id: number; label: string }

/** Magento's swatch types: 0 text, 1 colour, 2 image. */
export type SwatchType = 0 | 1 | 2

export type AttributeOptionSwatchRow = { attribute_code: string; option_id: number; type: SwatchType; value: string }

export type ProductAttributeValueRow = { attribute_code: string; option_id: number; product_id: number }


export type ProductMediaRow<Types = string> = {
  product_id: number
  position: number
  file: string
  label: string | null
  /** Roles: image, small_image, thumbnail. */
  types: Types
  video_url: string | null
  video_title: string | null
}

/** A picture's or video's texts in one store view (Magento's catalog_product_entity_media_gallery_value); null: the default. */
export type ProductMediaStoreTextRow = { product_id: number; position: number; store_id: number; label: string | null; video_title: string | null }

export type TierPriceRow = { product_id: number; quantity: number; price_pence: number }

export type LinkType = 'related' | 'upsell' | 'crosssell' | 'alternative' | 'buy_together' | 'grouped' | 'variant'

export type ProductLinkRow = { product_id: number; linked_product_id: number; link_type: LinkType; position: number; qty: number | null }

export type ConfigurableAttributeRow = { product_id: number; attribute_code: string; label: string; position: number }

export type BundleOptionRow = {
  option_id: number
  product_id: number
  title: string
  type: 'select' | 'radio' | 'checkbox' | 'multi'
  required: Flag
  position: number
}

export type BundleSelectionRow = { selection_id: number; option_id: number; product_id: number; qty: number; is_default: Flag; position: number }

/** A bundle option's title in one store view (Magento's catalog_product_bundle_option_value); `store_id` is never 0. */
export type BundleOptionTitleRow = { option_id: number; store_id: number; title: string }

/** A downloadable link's title in one store view (Magento's downloadable_link_title), the link by its place in the product's list. */
export type DownloadableLinkTitleRow = { product_id: number; link_index: number; store_id: number; title: string }

/** A tax's title in one store view (Magento's tax_calculation_rate_title). */
export type TaxRateTitleRow = { tax_code: string; store_id: number; title: string }

export type ReviewRow = {
  id: number
  product_id: number
  nickname: string
  summary: string
  text: string
  created_at: string
  /** Magento's review statuses: 'approved' reviews are public, 'pending' ones await moderation, 'not_approved' ones were rejected. */
  status: 'approved' | 'pending' | 'not_approved'
  /** The customer who wrote it, when written through the shop. */
  customer_id: number | null
}

export type ReviewRatingRow = { review_id: number; rating_name: string; value: 1 | 2 | 3 | 4 | 5 }

export type UrlRewriteRow = {
  request_path: string
  entity_type: 'CATEGORY' | 'PRODUCT' | 'CMS_PAGE'
  entity_key: string
  target_path: string
  redirect_type: 0 | 301 | 302
}

export type CmsPageRow = {
  page_id: number
  /** 0: all store views; otherwise the store view's `store_configs.store_id`. */
  store_id: number
  identifier: string
  title: string
  content_heading: string | null
  content: string
  page_layout: string
  meta_title: string | null
  meta_description: string | null
  meta_keywords: string | null
  is_active: Flag
  /** When staff last saved the row; null for seeded rows. */
  updated_at: string | null
}

export type CmsBlockRow = {
  block_id: number
  /** 0: all store views; otherwise the store view's `store_configs.store_id`. */
  store_id: number
  identifier: string
  title: string
  content: string
  is_active: Flag
  updated_at: string | null
}

/** A block's or page's content before a change the staff editor made. */
export type CmsVersionRow = {
  version_id: number
  entity_type: 'block' | 'page'
  identifier: string
  store_id: number
  title: string
  content: string
  is_active: Flag
  content_heading: string | null
  meta_title: string | null
  meta_description: string | null
  saved_at: string | null
  replaced_at: string
  replaced_by: string
}

export type CountryRow = { id: string; three_letter_abbreviation: string; full_name_english: string; full_name_german: string; is_allowed: Flag }

export type RegionRow = { id: number; country_id: string; code: string; name: string }

export type ShipmentConfigRow = {
  store_code: string
  cut_off_time: string
  delivery_estimate: string
  christmas_enabled: Flag
  show_christmas_delivery: Flag
  delivery_date_after_christmas: string | null
}

export type HolidayRow = { date: string; name: string }

export type CouponRow = { code: string; label: string; percent_off: number; from_date: string | null; to_date: string | null; is_active: Flag }

/** A rating's title in one store view (Magento's rating_title), the rating by its default name. */
export type RatingTitleRow = { rating_name: string; store_id: number; title: string }

/** An order status's label in one store view (Magento's sales_order_status_label). */
export type OrderStatusLabelRow = { status: string; store_id: number; label: string }

/** A coupon's label in one store view (Magento's salesrule_label). */
export type CouponLabelRow = { code: string; store_id: number; label: string }

/** The postal columns a cart's and a saved address share; `street` is a JSON list of lines. */
type PostalColumns<Street> = {
  firstname: string
  lastname: string
  company: string | null
  street: Street
  city: string
  region: string | null
  region_id: number | null
  postcode: string | null
  country_code: string
  telephone: string | null
  vat_id: string | null
}

export type CartAddressRow<Street = string> = { cart_id: string; kind: 'shipping' | 'billing' } & PostalColumns<Street> & { customer_notes: string | null }

export type CustomerAddressRow<Street = string> = { id: number; customer_id: number; region_code: string | null; default_shipping: Flag; default_billing: Flag } & PostalColumns<Street>

/** A guest's request to cancel an order, waiting for the e-mailed key (Magento's sales_order_confirm_cancel). */
export type OrderCancelConfirmationRow = { order_id: number; key_hash: string; reason: string; created_at: string }
