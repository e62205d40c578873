-- Layered-navigation index (as Magento keeps one): facet counts of each category's plain listing,
-- so a category page's facets cost one indexed read instead of counting every product. A row with
-- attribute_code '' holds the category's product count. Filtered listings and searches still count
-- live. Rebuilt by the seed after loading the catalogue; a trigger keeps the in-stock counts right
-- when a product's stock status changes.
CREATE TABLE category_facet_index (
  category_id INTEGER NOT NULL,
  attribute_code TEXT NOT NULL,
  option_id INTEGER NOT NULL,
  -- Enabled products visible in the catalogue with this option, and those of them in stock.
  product_count INTEGER NOT NULL,
  in_stock_count INTEGER NOT NULL,
  PRIMARY KEY (category_id, attribute_code, option_id)
) WITHOUT ROWID;

CREATE TRIGGER category_facet_index_stock AFTER UPDATE OF stock_status ON products
WHEN OLD.stock_status <> NEW.stock_status AND NEW.status = 1 AND NEW.visibility IN (2, 4)
BEGIN
  UPDATE category_facet_index
  SET in_stock_count = in_stock_count + (CASE WHEN NEW.stock_status = 'IN_STOCK' THEN 1 ELSE -1 END)
  WHERE (category_id, attribute_code, option_id) IN (
    SELECT cp.category_id, v.attribute_code, v.option_id
    FROM category_products cp JOIN product_attribute_values v ON v.product_id = cp.product_id
    WHERE cp.product_id = NEW.id
    UNION ALL
    SELECT cp.category_id, '', 0 FROM category_products cp WHERE cp.product_id = NEW.id
  );
END;

-- A category page in its default order walks this index and stops after one page.
CREATE INDEX category_products_by_position ON category_products (category_id, position, product_id);
