-- The layered-navigation index (0002) kept exact: its triggers followed stock changes only, so a
-- category page's counts drifted when a product was enabled, disabled or hidden, joined or left a
-- category, or gained or lost an attribute value. Filtered listings now read it too (a facet's
-- counts as the index's minus those of the products its other filters leave out), so it must be
-- exact. A product counts in a category while it is a member, enabled and visible in the catalogue.
--
-- Memberships and attribute values reference their product, so they are added after it and removed
-- before it: products need no insert or delete triggers here.

DROP TRIGGER category_facet_index_stock;

-- Status, visibility and stock in one trigger: one statement may change several of them.
CREATE TRIGGER category_facet_index_product AFTER UPDATE OF status, visibility, stock_status ON products
WHEN (OLD.status = 1 AND OLD.visibility IN (2, 4)) <> (NEW.status = 1 AND NEW.visibility IN (2, 4))
  OR (OLD.status = 1 AND OLD.visibility IN (2, 4) AND OLD.stock_status = 'IN_STOCK') <> (NEW.status = 1 AND NEW.visibility IN (2, 4) AND NEW.stock_status = 'IN_STOCK')
BEGIN
  INSERT OR IGNORE INTO category_facet_index (category_id, attribute_code, option_id, product_count, in_stock_count)
  SELECT cp.category_id, v.attribute_code, v.option_id, 0, 0
  FROM category_products cp JOIN product_attribute_values v ON v.product_id = cp.product_id WHERE cp.product_id = NEW.id
  UNION ALL
  SELECT category_id, '', 0, 0, 0 FROM category_products WHERE product_id = NEW.id;
  UPDATE category_facet_index
  SET product_count = product_count + (NEW.status = 1 AND NEW.visibility IN (2, 4)) - (OLD.status = 1 AND OLD.visibility IN (2, 4)),
    in_stock_count = in_stock_count + (NEW.status = 1 AND NEW.visibility IN (2, 4) AND NEW.stock_status = 'IN_STOCK')
      - (OLD.status = 1 AND OLD.visibility IN (2, 4) AND OLD.stock_status = 'IN_STOCK')
  WHERE (category_id, attribute_code, option_id) IN (
    SELECT cp.category_id, v.attribute_code, v.option_id
    FROM category_products cp JOIN product_attribute_values v ON v.product_id = cp.product_id WHERE cp.product_id = NEW.id
    UNION ALL
    SELECT category_id, '', 0 FROM category_products WHERE product_id = NEW.id
  );
END;

CREATE TRIGGER category_facet_index_membership_insert AFTER INSERT ON category_products
WHEN EXISTS (SELECT 1 FROM products WHERE id = NEW.product_id AND status = 1 AND visibility IN (2, 4))
BEGIN
  INSERT OR IGNORE INTO category_facet_index (category_id, attribute_code, option_id, product_count, in_stock_count)
  SELECT NEW.category_id, attribute_code, option_id, 0, 0 FROM product_attribute_values WHERE product_id = NEW.product_id
  UNION ALL
  SELECT NEW.category_id, '', 0, 0, 0;
  UPDATE category_facet_index
  SET product_count = product_count + 1,
    in_stock_count = in_stock_count + (SELECT stock_status = 'IN_STOCK' FROM products WHERE id = NEW.product_id)
  WHERE category_id = NEW.category_id AND (attribute_code, option_id) IN (
    SELECT attribute_code, option_id FROM product_attribute_values WHERE product_id = NEW.product_id UNION ALL SELECT '', 0
  );
END;

CREATE TRIGGER category_facet_index_membership_delete AFTER DELETE ON category_products
WHEN EXISTS (SELECT 1 FROM products WHERE id = OLD.product_id AND status = 1 AND visibility IN (2, 4))
BEGIN
  UPDATE category_facet_index
  SET product_count = product_count - 1,
    in_stock_count = in_stock_count - (SELECT stock_status = 'IN_STOCK' FROM products WHERE id = OLD.product_id)
  WHERE category_id = OLD.category_id AND (attribute_code, option_id) IN (
    SELECT attribute_code, option_id FROM product_attribute_values WHERE product_id = OLD.product_id UNION ALL SELECT '', 0
  );
END;

CREATE TRIGGER category_facet_index_membership_update AFTER UPDATE OF category_id, product_id ON category_products
BEGIN
  UPDATE category_facet_index
  SET product_count = product_count - 1,
    in_stock_count = in_stock_count - (SELECT stock_status = 'IN_STOCK' FROM products WHERE id = OLD.product_id)
  WHERE category_id = OLD.category_id AND (attribute_code, option_id) IN (
    SELECT attribute_code, option_id FROM product_attribute_values WHERE product_id = OLD.product_id UNION ALL SELECT '', 0
  ) AND EXISTS (SELECT 1 FROM products WHERE id = OLD.product_id AND status = 1 AND visibility IN (2, 4));
  INSERT OR IGNORE INTO category_facet_index (category_id, attribute_code, option_id, product_count, in_stock_count)
  SELECT NEW.category_id, attribute_code, option_id, 0, 0 FROM product_attribute_values WHERE product_id = NEW.product_id
  UNION ALL
  SELECT NEW.category_id, '', 0, 0, 0;
  UPDATE category_facet_index
  SET product_count = product_count + 1,
    in_stock_count = in_stock_count + (SELECT stock_status = 'IN_STOCK' FROM products WHERE id = NEW.product_id)
  WHERE category_id = NEW.category_id AND (attribute_code, option_id) IN (
    SELECT attribute_code, option_id FROM product_attribute_values WHERE product_id = NEW.product_id UNION ALL SELECT '', 0
  ) AND EXISTS (SELECT 1 FROM products WHERE id = NEW.product_id AND status = 1 AND visibility IN (2, 4));
END;

CREATE TRIGGER category_facet_index_value_insert AFTER INSERT ON product_attribute_values
WHEN EXISTS (SELECT 1 FROM products WHERE id = NEW.product_id AND status = 1 AND visibility IN (2, 4))
BEGIN
  INSERT OR IGNORE INTO category_facet_index (category_id, attribute_code, option_id, product_count, in_stock_count)
  SELECT category_id, NEW.attribute_code, NEW.option_id, 0, 0 FROM category_products WHERE product_id = NEW.product_id;
  UPDATE category_facet_index
  SET product_count = product_count + 1,
    in_stock_count = in_stock_count + (SELECT stock_status = 'IN_STOCK' FROM products WHERE id = NEW.product_id)
  WHERE attribute_code = NEW.attribute_code AND option_id = NEW.option_id
    AND category_id IN (SELECT category_id FROM category_products WHERE product_id = NEW.product_id);
END;

CREATE TRIGGER category_facet_index_value_delete AFTER DELETE ON product_attribute_values
WHEN EXISTS (SELECT 1 FROM products WHERE id = OLD.product_id AND status = 1 AND visibility IN (2, 4))
BEGIN
  UPDATE category_facet_index
  SET product_count = product_count - 1,
    in_stock_count = in_stock_count - (SELECT stock_status = 'IN_STOCK' FROM products WHERE id = OLD.product_id)
  WHERE attribute_code = OLD.attribute_code AND option_id = OLD.option_id
    AND category_id IN (SELECT category_id FROM category_products WHERE product_id = OLD.product_id);
END;

CREATE TRIGGER category_facet_index_value_update AFTER UPDATE OF attribute_code, option_id, product_id ON product_attribute_values
BEGIN
  UPDATE category_facet_index
  SET product_count = product_count - 1,
    in_stock_count = in_stock_count - (SELECT stock_status = 'IN_STOCK' FROM products WHERE id = OLD.product_id)
  WHERE attribute_code = OLD.attribute_code AND option_id = OLD.option_id
    AND category_id IN (SELECT category_id FROM category_products WHERE product_id = OLD.product_id)
    AND EXISTS (SELECT 1 FROM products WHERE id = OLD.product_id AND status = 1 AND visibility IN (2, 4));
  INSERT OR IGNORE INTO category_facet_index (category_id, attribute_code, option_id, product_count, in_stock_count)
  SELECT category_id, NEW.attribute_code, NEW.option_id, 0, 0 FROM category_products WHERE product_id = NEW.product_id
    AND EXISTS (SELECT 1 FROM products WHERE id = NEW.product_id AND status = 1 AND visibility IN (2, 4));
  UPDATE category_facet_index
  SET product_count = product_count + 1,
    in_stock_count = in_stock_count + (SELECT stock_status = 'IN_STOCK' FROM products WHERE id = NEW.product_id)
  WHERE attribute_code = NEW.attribute_code AND option_id = NEW.option_id
    AND category_id IN (SELECT category_id FROM category_products WHERE product_id = NEW.product_id)
    AND EXISTS (SELECT 1 FROM products WHERE id = NEW.product_id AND status = 1 AND visibility IN (2, 4));
END;

-- Existing databases: counts may have drifted before these triggers; rebuild from the catalogue.
DELETE FROM category_facet_index;
INSERT INTO category_facet_index (category_id, attribute_code, option_id, product_count, in_stock_count)
SELECT cp.category_id, v.attribute_code, v.option_id, COUNT(*), SUM(p.stock_status = 'IN_STOCK')
FROM category_products cp JOIN products p ON p.id = cp.product_id JOIN product_attribute_values v ON v.product_id = p.id
WHERE p.status = 1 AND p.visibility IN (2, 4)
GROUP BY cp.category_id, v.attribute_code, v.option_id;
INSERT INTO category_facet_index (category_id, attribute_code, option_id, product_count, in_stock_count)
SELECT cp.category_id, '', 0, COUNT(*), SUM(p.stock_status = 'IN_STOCK')
FROM category_products cp JOIN products p ON p.id = cp.product_id
WHERE p.status = 1 AND p.visibility IN (2, 4)
GROUP BY cp.category_id;
