-- Attribute and option labels per store view, as Magento keeps them: eav_attribute_label (an
-- attribute's label in one store view) and eav_attribute_option_value rows with a store_id (an
-- option's label in one store view). The label columns of `attributes` and `attribute_options`
-- stay the default (admin, store 0) labels; a store view without its own row shows those, as
-- Magento's getStoreLabel() falls back. store_id is a store_configs.store_id, never 0: the
-- default label is the main table's.
CREATE TABLE attribute_labels (
  attribute_code TEXT NOT NULL REFERENCES attributes (attribute_code),
  store_id INTEGER NOT NULL CHECK (store_id > 0),
  label TEXT NOT NULL,
  PRIMARY KEY (attribute_code, store_id)
) WITHOUT ROWID;

CREATE TABLE attribute_option_labels (
  attribute_code TEXT NOT NULL,
  option_id INTEGER NOT NULL,
  store_id INTEGER NOT NULL CHECK (store_id > 0),
  label TEXT NOT NULL,
  PRIMARY KEY (attribute_code, option_id, store_id),
  FOREIGN KEY (attribute_code, option_id) REFERENCES attribute_options (attribute_code, option_id)
) WITHOUT ROWID;
