-- Category texts per store view, as Magento keeps a category's name, description and meta data at
-- store scope (catalog_category_entity_varchar and _text rows with a store_id). The columns of
-- `categories` stay the default (store 0) texts; a store view answers its own text where its row
-- has one and the default elsewhere: a NULL column, or no row at all, means "use the default".
-- URL keys and paths are not store-scoped here: both store views share the catalogue's addresses.
CREATE TABLE category_store_texts (
  category_id INTEGER NOT NULL REFERENCES categories (id),
  store_id INTEGER NOT NULL CHECK (store_id > 0),
  name TEXT,
  description TEXT,
  meta_title TEXT,
  meta_description TEXT,
  meta_keywords TEXT,
  -- The store view's wording of the shop's text extensions (title, titleList, faq, printer_message,
  -- verdict_text, review_text, additional_content), merged over categories.extras key by key
  -- (json_patch), so extensions that are not text (bestsellers, review_stars) stay shared.
  extras TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(extras)),
  PRIMARY KEY (category_id, store_id)
) WITHOUT ROWID;
