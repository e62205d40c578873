-- Titles and labels a store view words for itself, as Magento keeps them per store:
-- catalog_product_bundle_option_value (a bundle option's title), downloadable_link_title (a
-- downloadable link's title), tax_calculation_rate_title (what a tax is called on a cart or order)
-- and salesrule_label (what a cart rule's discount is called). The main tables keep the default
-- (admin, store 0) text; a store view without its own row answers that one. store_id is a
-- store_configs.store_id, never 0, and a row exists only where the store view's text differs.
CREATE TABLE bundle_option_titles (
  option_id INTEGER NOT NULL REFERENCES bundle_options (option_id),
  store_id INTEGER NOT NULL CHECK (store_id > 0),
  title TEXT NOT NULL,
  PRIMARY KEY (option_id, store_id)
) WITHOUT ROWID;

-- A downloadable product's links are listed in its extras (downloadable_product_links); a link is
-- its place in that list (0 first), as its id (product id times 100 plus place) is.
CREATE TABLE downloadable_link_titles (
  product_id INTEGER NOT NULL REFERENCES products (id),
  link_index INTEGER NOT NULL CHECK (link_index BETWEEN 0 AND 99),
  store_id INTEGER NOT NULL CHECK (store_id > 0),
  title TEXT NOT NULL,
  PRIMARY KEY (product_id, store_id, link_index)
) WITHOUT ROWID;

-- The shop charges one tax (UK VAT, `tax_code` 'VAT'); its default title is its code.
CREATE TABLE tax_rate_titles (
  tax_code TEXT NOT NULL,
  store_id INTEGER NOT NULL CHECK (store_id > 0),
  title TEXT NOT NULL,
  PRIMARY KEY (tax_code, store_id)
) WITHOUT ROWID;

CREATE TABLE coupon_labels (
  code TEXT NOT NULL REFERENCES coupons (code) COLLATE NOCASE,
  store_id INTEGER NOT NULL CHECK (store_id > 0),
  label TEXT NOT NULL,
  PRIMARY KEY (code, store_id)
) WITHOUT ROWID;
