-- Stored final prices and a per-category price histogram, so listings stop evaluating the
-- special-price window for every matched product and a category page's price facet is one read.
--
-- products.final_price_pence is the final price as of price_state.day: the special price while its
-- window is open, else the price. Readers trust it only when that day is their today; the first
-- catalogue query of a new day moves the day on and recomputes the products with a special price
-- (windows open and close at day boundaries). Triggers keep it right when prices change.

CREATE TABLE price_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  -- The day (YYYY-MM-DD) final_price_pence holds; NULL until the first refresh.
  day TEXT
);
INSERT INTO price_state (id, day) VALUES (1, NULL);

ALTER TABLE products ADD COLUMN final_price_pence INTEGER;

-- Only products with a special price can change on a new day: the refresh reads just these.
CREATE INDEX products_with_special_price ON products (id) WHERE special_price_pence IS NOT NULL;

-- Layered-navigation price index: products per whole pound of final price in each category's plain
-- listing (enabled, visible in the catalogue), all and in stock. Zero rows may remain after moves.
CREATE TABLE category_price_index (
  category_id INTEGER NOT NULL,
  pound INTEGER NOT NULL,
  product_count INTEGER NOT NULL,
  in_stock_count INTEGER NOT NULL,
  PRIMARY KEY (category_id, pound)
) WITHOUT ROWID;

-- Existing catalogues: no day yet, so the column is a placeholder until the first refresh.
UPDATE products SET final_price_pence = price_pence;
INSERT INTO category_price_index (category_id, pound, product_count, in_stock_count)
SELECT cp.category_id, p.final_price_pence / 100, COUNT(*), SUM(p.stock_status = 'IN_STOCK')
FROM category_products cp JOIN products p ON p.id = cp.product_id
WHERE p.status = 1 AND p.visibility IN (2, 4)
GROUP BY cp.category_id, p.final_price_pence / 100;

CREATE TRIGGER products_final_price_insert AFTER INSERT ON products
BEGIN
  UPDATE products SET final_price_pence = (CASE WHEN NEW.special_price_pence IS NOT NULL AND NEW.special_price_pence < NEW.price_pence
    AND (NEW.special_from_date IS NULL OR substr(NEW.special_from_date, 1, 10) <= (SELECT day FROM price_state))
    AND (NEW.special_to_date IS NULL OR substr(NEW.special_to_date, 1, 10) >= (SELECT day FROM price_state))
    THEN NEW.special_price_pence ELSE NEW.price_pence END)
  WHERE id = NEW.id;
END;

CREATE TRIGGER products_final_price_update AFTER UPDATE OF price_pence, special_price_pence, special_from_date, special_to_date ON products
BEGIN
  UPDATE products SET final_price_pence = (CASE WHEN NEW.special_price_pence IS NOT NULL AND NEW.special_price_pence < NEW.price_pence
    AND (NEW.special_from_date IS NULL OR substr(NEW.special_from_date, 1, 10) <= (SELECT day FROM price_state))
    AND (NEW.special_to_date IS NULL OR substr(NEW.special_to_date, 1, 10) >= (SELECT day FROM price_state))
    THEN NEW.special_price_pence ELSE NEW.price_pence END)
  WHERE id = NEW.id;
END;

-- A listed product whose final price moves to another pound moves between histogram rows.
CREATE TRIGGER category_price_index_move AFTER UPDATE OF final_price_pence ON products
WHEN OLD.final_price_pence IS NOT NULL AND NEW.final_price_pence / 100 <> OLD.final_price_pence / 100
  AND NEW.status = 1 AND NEW.visibility IN (2, 4)
BEGIN
  INSERT OR IGNORE INTO category_price_index (category_id, pound, product_count, in_stock_count)
  SELECT category_id, NEW.final_price_pence / 100, 0, 0 FROM category_products WHERE product_id = NEW.id;
  UPDATE category_price_index
  SET product_count = product_count + (CASE WHEN pound = NEW.final_price_pence / 100 THEN 1 ELSE -1 END),
    in_stock_count = in_stock_count + (CASE WHEN NEW.stock_status <> 'IN_STOCK' THEN 0 WHEN pound = NEW.final_price_pence / 100 THEN 1 ELSE -1 END)
  WHERE category_id IN (SELECT category_id FROM category_products WHERE product_id = NEW.id)
    AND pound IN (NEW.final_price_pence / 100, OLD.final_price_pence / 100);
END;

CREATE TRIGGER category_price_index_stock AFTER UPDATE OF stock_status ON products
WHEN OLD.stock_status <> NEW.stock_status AND NEW.status = 1 AND NEW.visibility IN (2, 4)
BEGIN
  UPDATE category_price_index
  SET in_stock_count = in_stock_count + (CASE WHEN NEW.stock_status = 'IN_STOCK' THEN 1 ELSE -1 END)
  WHERE category_id IN (SELECT category_id FROM category_products WHERE product_id = NEW.id)
    AND pound = NEW.final_price_pence / 100;
END;
