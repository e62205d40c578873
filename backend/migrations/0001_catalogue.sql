-- Catalogue, content and store configuration of the embedded reference back end.
-- Money is integer pence in the base currency (GBP), prices include VAT (20%) as a UK shop
-- enters them; ex-VAT values are derived. Dates are ISO 8601 text (YYYY-MM-DD or full timestamps).
-- Never edit this file once merged: add a new numbered migration.

-- One row per store view; `config` holds StoreConfig fields by their Magento names.
CREATE TABLE store_configs (
  store_code TEXT PRIMARY KEY,
  store_id INTEGER NOT NULL UNIQUE,
  locale TEXT NOT NULL,
  base_currency_code TEXT NOT NULL,
  display_currency_code TEXT NOT NULL,
  -- Display currency units per base currency unit, for converting prices (1 for GBP).
  currency_rate REAL NOT NULL DEFAULT 1,
  config TEXT NOT NULL CHECK (json_valid(config))
);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES categories (id),
  -- Magento's id path from the tree root, e.g. '1/207008/207009'.
  path TEXT NOT NULL,
  level INTEGER NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  url_key TEXT NOT NULL,
  -- Path without suffix, e.g. 'ink-cartridges/hp'.
  url_path TEXT NOT NULL UNIQUE,
  include_in_menu INTEGER NOT NULL DEFAULT 1 CHECK (include_in_menu IN (0, 1)),
  is_anchor INTEGER NOT NULL DEFAULT 1 CHECK (is_anchor IN (0, 1)),
  display_mode TEXT NOT NULL DEFAULT 'PRODUCTS',
  description TEXT,
  meta_title TEXT,
  meta_description TEXT,
  meta_keywords TEXT,
  image TEXT,
  -- 'brand', 'series', 'printer_model' or 'section': what the page lists (printer model pages are
  -- what "search by printer" redirects to).
  kind TEXT NOT NULL DEFAULT 'section',
  -- Shop extensions: printer_message, faq, verdict_text, review_text, bestsellers, best_values,
  -- title, titleList, printer_as_product, is_hidden_in_nav, review_stars.
  extras TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(extras))
);
CREATE INDEX categories_by_parent ON categories (parent_id, position);
CREATE INDEX categories_by_kind_name ON categories (kind, name COLLATE NOCASE);

-- The columns listings filter, sort and page on; kept narrow so a scan over thousands of
-- products reads little. Long texts and the shop's extras are in product_texts.
CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE COLLATE NOCASE,
  type_id TEXT NOT NULL CHECK (type_id IN ('simple', 'virtual', 'downloadable', 'grouped', 'giftcard', 'configurable', 'bundle', 'alternative')),
  attribute_set_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  url_key TEXT NOT NULL UNIQUE,
  -- Magento: status 1 enabled, 2 disabled; visibility 1 not visible, 2 catalogue, 3 search, 4 both.
  status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
  visibility INTEGER NOT NULL DEFAULT 4 CHECK (visibility BETWEEN 1 AND 4),
  price_pence INTEGER NOT NULL CHECK (price_pence >= 0),
  special_price_pence INTEGER CHECK (special_price_pence >= 0),
  special_from_date TEXT,
  special_to_date TEXT,
  stock_status TEXT NOT NULL CHECK (stock_status IN ('IN_STOCK', 'OUT_OF_STOCK')),
  qty INTEGER NOT NULL DEFAULT 0,
  -- Shown as "only N left" when set (Magento's threshold already applied).
  only_x_left_in_stock INTEGER,
  max_sale_qty INTEGER,
  due_in_date TEXT,
  manufacturers_code TEXT,
  rating_summary REAL NOT NULL DEFAULT 0,
  review_count INTEGER NOT NULL DEFAULT 0,
  -- Default ordering in listings (lower first), and popularity for relevance ties.
  position INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX products_by_price ON products (price_pence);
CREATE INDEX products_by_name ON products (name COLLATE NOCASE);

CREATE TABLE product_texts (
  product_id INTEGER PRIMARY KEY REFERENCES products (id),
  description TEXT,
  short_description TEXT,
  meta_title TEXT,
  meta_description TEXT,
  meta_keyword TEXT,
  -- Shop extensions by their GraphQL names: yields, capacity, per_page_price, reasons_to_buy,
  -- cashback, trade_in, warranty_ext, special_stock, hp_dynamic_security,
  -- not_compatible_with_hp_plus, printer specification, gift card and downloadable data, ...
  extras TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(extras))
);

-- Category membership, denormalised to every anchor ancestor (like Magento's index table), so a
-- listing is one indexed lookup.
CREATE TABLE category_products (
  category_id INTEGER NOT NULL REFERENCES categories (id),
  product_id INTEGER NOT NULL REFERENCES products (id),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, product_id)
) WITHOUT ROWID;
CREATE INDEX category_products_by_product ON category_products (product_id, category_id);

-- Attributes that can be filtered, shown as facets or asked for through customAttributeMetadata.
CREATE TABLE attributes (
  attribute_code TEXT PRIMARY KEY,
  label TEXT NOT NULL,
  -- Magento frontend input: select, multiselect, boolean, text, price.
  input_type TEXT NOT NULL,
  is_filterable INTEGER NOT NULL DEFAULT 0 CHECK (is_filterable IN (0, 1)),
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE attribute_options (
  attribute_code TEXT NOT NULL REFERENCES attributes (attribute_code),
  option_id INTEGER NOT NULL,
  label TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (attribute_code, option_id)
) WITHOUT ROWID;

-- Option values of select and multiselect attributes per product (facets and filters).
CREATE TABLE product_attribute_values (
  attribute_code TEXT NOT NULL,
  option_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL REFERENCES products (id),
  PRIMARY KEY (attribute_code, option_id, product_id)
) WITHOUT ROWID;
CREATE INDEX product_attribute_values_by_product ON product_attribute_values (product_id, attribute_code, option_id);

-- Full-text search over name, sku, manufacturer's code and compatible printer models. Contentless:
-- rowid is the product id.
CREATE VIRTUAL TABLE product_search USING fts5 (
  name,
  sku,
  manufacturers_code,
  compatible_models,
  content = '',
  tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TABLE product_media (
  product_id INTEGER NOT NULL REFERENCES products (id),
  position INTEGER NOT NULL,
  file TEXT NOT NULL,
  label TEXT,
  -- JSON list of roles: image, small_image, thumbnail.
  types TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(types)),
  video_url TEXT,
  video_title TEXT,
  PRIMARY KEY (product_id, position)
) WITHOUT ROWID;

CREATE TABLE tier_prices (
  product_id INTEGER NOT NULL REFERENCES products (id),
  quantity INTEGER NOT NULL CHECK (quantity > 1),
  price_pence INTEGER NOT NULL CHECK (price_pence >= 0),
  PRIMARY KEY (product_id, quantity)
) WITHOUT ROWID;

-- related, upsell, crosssell, alternative (switch and save), buy_together, grouped (children),
-- variant (configurable children).
CREATE TABLE product_links (
  product_id INTEGER NOT NULL REFERENCES products (id),
  linked_product_id INTEGER NOT NULL REFERENCES products (id),
  link_type TEXT NOT NULL CHECK (link_type IN ('related', 'upsell', 'crosssell', 'alternative', 'buy_together', 'grouped', 'variant')),
  position INTEGER NOT NULL DEFAULT 0,
  -- Default quantity of a grouped child.
  qty INTEGER,
  PRIMARY KEY (product_id, link_type, linked_product_id)
) WITHOUT ROWID;
CREATE INDEX product_links_reverse ON product_links (linked_product_id, link_type);

-- Configurable products: the attributes a shopper chooses (e.g. paper size).
CREATE TABLE configurable_attributes (
  product_id INTEGER NOT NULL REFERENCES products (id),
  attribute_code TEXT NOT NULL REFERENCES attributes (attribute_code),
  label TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, attribute_code)
) WITHOUT ROWID;

CREATE TABLE bundle_options (
  option_id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id),
  title TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('select', 'radio', 'checkbox', 'multi')),
  required INTEGER NOT NULL DEFAULT 1 CHECK (required IN (0, 1)),
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX bundle_options_by_product ON bundle_options (product_id, position);

CREATE TABLE bundle_selections (
  selection_id INTEGER PRIMARY KEY,
  option_id INTEGER NOT NULL REFERENCES bundle_options (option_id),
  product_id INTEGER NOT NULL REFERENCES products (id),
  qty INTEGER NOT NULL DEFAULT 1,
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX bundle_selections_by_option ON bundle_selections (option_id, position);

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id),
  nickname TEXT NOT NULL,
  summary TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at TEXT NOT NULL,
  -- 'approved' reviews are public; 'pending' await moderation.
  status TEXT NOT NULL DEFAULT 'approved' CHECK (status IN ('approved', 'pending'))
);
CREATE INDEX reviews_by_product ON reviews (product_id, status, created_at DESC);

-- Star ratings of a review, 1 to 5, by rating name (e.g. Quality, Value, Price).
CREATE TABLE review_ratings (
  review_id INTEGER NOT NULL REFERENCES reviews (id),
  rating_name TEXT NOT NULL,
  value INTEGER NOT NULL CHECK (value BETWEEN 1 AND 5),
  PRIMARY KEY (review_id, rating_name)
) WITHOUT ROWID;

-- Magento URL rewrites. redirect_type 0 resolves to the entity; 301/302 redirect to target_path.
CREATE TABLE url_rewrites (
  request_path TEXT PRIMARY KEY,
  entity_type TEXT NOT NULL CHECK (entity_type IN ('CATEGORY', 'PRODUCT', 'CMS_PAGE')),
  -- Category or product id, or the CMS page's identifier.
  entity_key TEXT NOT NULL,
  target_path TEXT NOT NULL,
  redirect_type INTEGER NOT NULL DEFAULT 0 CHECK (redirect_type IN (0, 301, 302))
) WITHOUT ROWID;
CREATE INDEX url_rewrites_by_entity ON url_rewrites (entity_type, entity_key);

CREATE TABLE cms_pages (
  page_id INTEGER PRIMARY KEY,
  identifier TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  content_heading TEXT,
  content TEXT NOT NULL,
  page_layout TEXT NOT NULL DEFAULT '1column',
  meta_title TEXT,
  meta_description TEXT,
  meta_keywords TEXT,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1))
);

CREATE TABLE cms_blocks (
  block_id INTEGER PRIMARY KEY,
  identifier TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1))
);

CREATE TABLE countries (
  id TEXT PRIMARY KEY,
  three_letter_abbreviation TEXT NOT NULL,
  full_name_english TEXT NOT NULL,
  full_name_german TEXT NOT NULL,
  -- Whether the shop delivers there.
  is_allowed INTEGER NOT NULL DEFAULT 1 CHECK (is_allowed IN (0, 1))
);

CREATE TABLE regions (
  id INTEGER PRIMARY KEY,
  country_id TEXT NOT NULL REFERENCES countries (id),
  code TEXT NOT NULL,
  name TEXT NOT NULL
);
CREATE INDEX regions_by_country ON regions (country_id, name);

-- Dispatch rules (SPEC §3 Shipment config), one row per store view.
CREATE TABLE shipment_configs (
  store_code TEXT PRIMARY KEY REFERENCES store_configs (store_code),
  -- Local time 'HH:MM' after which orders dispatch the next working day.
  cut_off_time TEXT NOT NULL,
  delivery_estimate TEXT NOT NULL,
  christmas_enabled INTEGER NOT NULL DEFAULT 0 CHECK (christmas_enabled IN (0, 1)),
  show_christmas_delivery INTEGER NOT NULL DEFAULT 0 CHECK (show_christmas_delivery IN (0, 1)),
  delivery_date_after_christmas TEXT
);

-- Days without dispatch: UK bank holidays (England and Wales) and shop closures.
CREATE TABLE holidays (
  date TEXT PRIMARY KEY,
  name TEXT NOT NULL
) WITHOUT ROWID;
