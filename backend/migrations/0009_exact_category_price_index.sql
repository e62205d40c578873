-- The price histogram (0006) kept exact, as 0008 did for the facet index: its triggers followed
-- final-price and stock changes only, so a category's price facet drifted when a product was
-- enabled, disabled or hidden, or joined or left a category. A product counts in a category's
-- histogram, at the whole pound of its stored final price, while it is a member, enabled and
-- visible in the catalogue; in the in-stock column also while in stock.
--
-- One statement may change status, visibility, stock and a price together. The final price follows
-- a price change in a nested update (0006), whose own trigger moves a listed product between
-- pounds; the trigger below sees the statement's rows, where the final price has not moved yet, so
-- the two add up to the right counts in either order.

DROP TRIGGER category_price_index_stock;

CREATE TRIGGER category_price_index_product AFTER UPDATE OF status, visibility, stock_status ON products
WHEN (OLD.status = 1 AND OLD.visibility IN (2, 4)) <> (NEW.status = 1 AND NEW.visibility IN (2, 4))
  OR (OLD.status = 1 AND OLD.visibility IN (2, 4) AND OLD.stock_status = 'IN_STOCK') <> (NEW.status = 1 AND NEW.visibility IN (2, 4) AND NEW.stock_status = 'IN_STOCK')
BEGIN
  INSERT OR IGNORE INTO category_price_index (category_id, pound, product_count, in_stock_count)
  SELECT category_id, NEW.final_price_pence / 100, 0, 0 FROM category_products WHERE product_id = NEW.id;
  UPDATE category_price_index
  SET product_count = product_count + (NEW.status = 1 AND NEW.visibility IN (2, 4)) - (OLD.status = 1 AND OLD.visibility IN (2, 4)),
    in_stock_count = in_stock_count + (NEW.status = 1 AND NEW.visibility IN (2, 4) AND NEW.stock_status = 'IN_STOCK')
      - (OLD.status = 1 AND OLD.visibility IN (2, 4) AND OLD.stock_status = 'IN_STOCK')
  WHERE category_id IN (SELECT category_id FROM category_products WHERE product_id = NEW.id)
    AND pound = NEW.final_price_pence / 100;
END;

CREATE TRIGGER category_price_index_membership_insert AFTER INSERT ON category_products
WHEN EXISTS (SELECT 1 FROM products WHERE id = NEW.product_id AND status = 1 AND visibility IN (2, 4))
BEGIN
  INSERT OR IGNORE INTO category_price_index (category_id, pound, product_count, in_stock_count)
  SELECT NEW.category_id, final_price_pence / 100, 0, 0 FROM products WHERE id = NEW.product_id;
  UPDATE category_price_index
  SET product_count = product_count + 1,
    in_stock_count = in_stock_count + (SELECT stock_status = 'IN_STOCK' FROM products WHERE id = NEW.product_id)
  WHERE category_id = NEW.category_id AND pound = (SELECT final_price_pence / 100 FROM products WHERE id = NEW.product_id);
END;

CREATE TRIGGER category_price_index_membership_delete AFTER DELETE ON category_products
WHEN EXISTS (SELECT 1 FROM products WHERE id = OLD.product_id AND status = 1 AND visibility IN (2, 4))
BEGIN
  UPDATE category_price_index
  SET product_count = product_count - 1,
    in_stock_count = in_stock_count - (SELECT stock_status = 'IN_STOCK' FROM products WHERE id = OLD.product_id)
  WHERE category_id = OLD.category_id AND pound = (SELECT final_price_pence / 100 FROM products WHERE id = OLD.product_id);
END;

CREATE TRIGGER category_price_index_membership_update AFTER UPDATE OF category_id, product_id ON category_products
BEGIN
  UPDATE category_price_index
  SET product_count = product_count - 1,
    in_stock_count = in_stock_count - (SELECT stock_status = 'IN_STOCK' FROM products WHERE id = OLD.product_id)
  WHERE category_id = OLD.category_id AND pound = (SELECT final_price_pence / 100 FROM products WHERE id = OLD.product_id)
    AND EXISTS (SELECT 1 FROM products WHERE id = OLD.product_id AND status = 1 AND visibility IN (2, 4));
  INSERT OR IGNORE INTO category_price_index (category_id, pound, product_count, in_stock_count)
  SELECT NEW.category_id, final_price_pence / 100, 0, 0 FROM products WHERE id = NEW.product_id AND status = 1 AND visibility IN (2, 4);
  UPDATE category_price_index
  SET product_count = product_count + 1,
    in_stock_count = in_stock_count + (SELECT stock_status = 'IN_STOCK' FROM products WHERE id = NEW.product_id)
  WHERE category_id = NEW.category_id AND pound = (SELECT final_price_pence / 100 FROM products WHERE id = NEW.product_id)
    AND EXISTS (SELECT 1 FROM products WHERE id = NEW.product_id AND status = 1 AND visibility IN (2, 4));
END;

-- Drift the old triggers left behind is rebuilt away.
DELETE FROM category_price_index;
INSERT INTO category_price_index (category_id, pound, product_count, in_stock_count)
SELECT cp.category_id, p.final_price_pence / 100, COUNT(*), SUM(p.stock_status = 'IN_STOCK')
FROM category_products cp JOIN products p ON p.id = cp.product_id
WHERE p.status = 1 AND p.visibility IN (2, 4)
GROUP BY cp.category_id, p.final_price_pence / 100;
