-- Product texts per store view, as Magento keeps a product's name, descriptions and meta data at
-- store scope (catalog_product_entity_varchar and _text rows with a store_id). `products.name`
-- and `product_texts` stay the default (store 0) texts; a store view answers its own text where
-- its row has one and the default elsewhere (a NULL column, or no row). SKUs and URL keys are not
-- store-scoped here: both store views share the catalogue's addresses.
CREATE TABLE product_store_texts (
  product_id INTEGER NOT NULL REFERENCES products (id),
  store_id INTEGER NOT NULL CHECK (store_id > 0),
  name TEXT,
  description TEXT,
  short_description TEXT,
  meta_title TEXT,
  meta_description TEXT,
  meta_keyword TEXT,
  -- The store view's wording of text extensions, merged over product_texts.extras key by key.
  extras TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(extras)),
  PRIMARY KEY (product_id, store_id)
) WITHOUT ROWID;
