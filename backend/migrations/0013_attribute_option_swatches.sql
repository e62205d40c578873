-- Swatches of attribute options (Magento's eav_attribute_option_swatch): what a client draws for an
-- option instead of, or beside, its label. Magento's types: 0 text, 1 colour (#rrggbb), 2 image.
CREATE TABLE attribute_option_swatches (
  attribute_code TEXT NOT NULL,
  option_id INTEGER NOT NULL,
  type INTEGER NOT NULL CHECK (type IN (0, 1, 2)),
  value TEXT NOT NULL,
  PRIMARY KEY (attribute_code, option_id),
  FOREIGN KEY (attribute_code, option_id) REFERENCES attribute_options (attribute_code, option_id)
) WITHOUT ROWID;
