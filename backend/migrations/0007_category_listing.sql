-- Per-category listing: one row per category membership with the product columns a filtered
-- listing tests (status, visibility, stock, stored final price, position), so a category's matches
-- are a range of this table's primary key instead of one products lookup per member. Kept right by
-- triggers on memberships and on those product columns; final_price_pence copies
-- products.final_price_pence and is, like it, valid only while price_state.day is the reader's today.
CREATE TABLE category_listing (
  category_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  -- products.position (listings' default order), not the membership's position.
  position INTEGER NOT NULL,
  status INTEGER NOT NULL,
  visibility INTEGER NOT NULL,
  in_stock INTEGER NOT NULL,
  final_price_pence INTEGER,
  PRIMARY KEY (category_id, product_id)
) WITHOUT ROWID;

INSERT INTO category_listing (category_id, product_id, position, status, visibility, in_stock, final_price_pence)
SELECT cp.category_id, p.id, p.position, p.status, p.visibility, p.stock_status = 'IN_STOCK', p.final_price_pence
FROM category_products cp JOIN products p ON p.id = cp.product_id;

CREATE TRIGGER category_listing_membership_insert AFTER INSERT ON category_products
BEGIN
  INSERT OR REPLACE INTO category_listing (category_id, product_id, position, status, visibility, in_stock, final_price_pence)
  SELECT NEW.category_id, p.id, p.position, p.status, p.visibility, p.stock_status = 'IN_STOCK', p.final_price_pence FROM products p WHERE p.id = NEW.product_id;
END;

CREATE TRIGGER category_listing_membership_delete AFTER DELETE ON category_products
BEGIN
  DELETE FROM category_listing WHERE category_id = OLD.category_id AND product_id = OLD.product_id;
END;

CREATE TRIGGER category_listing_membership_update AFTER UPDATE OF category_id, product_id ON category_products
BEGIN
  DELETE FROM category_listing WHERE category_id = OLD.category_id AND product_id = OLD.product_id;
  INSERT OR REPLACE INTO category_listing (category_id, product_id, position, status, visibility, in_stock, final_price_pence)
  SELECT NEW.category_id, p.id, p.position, p.status, p.visibility, p.stock_status = 'IN_STOCK', p.final_price_pence FROM products p WHERE p.id = NEW.product_id;
END;

-- Reads the stored row, not NEW: the final-price trigger of 0006 may already have filled it in.
CREATE TRIGGER category_listing_product_insert AFTER INSERT ON products
BEGIN
  INSERT OR REPLACE INTO category_listing (category_id, product_id, position, status, visibility, in_stock, final_price_pence)
  SELECT cp.category_id, p.id, p.position, p.status, p.visibility, p.stock_status = 'IN_STOCK', p.final_price_pence
  FROM products p JOIN category_products cp ON cp.product_id = p.id WHERE p.id = NEW.id;
END;

-- Also follows final_price_pence when the 0006 triggers or the day's refresh move it. Reads the
-- stored row: when one statement changes the price and the stock, the final-price trigger may have
-- run first, and NEW would then hold the old final price.
CREATE TRIGGER category_listing_product_update AFTER UPDATE OF position, status, visibility, stock_status, final_price_pence ON products
BEGIN
  UPDATE category_listing
  SET (position, status, visibility, in_stock, final_price_pence) =
    (SELECT p.position, p.status, p.visibility, p.stock_status = 'IN_STOCK', p.final_price_pence FROM products p WHERE p.id = NEW.id)
  WHERE category_id IN (SELECT category_id FROM category_products WHERE product_id = NEW.id) AND product_id = NEW.id;
END;

CREATE TRIGGER category_listing_product_delete AFTER DELETE ON products
BEGIN
  DELETE FROM category_listing WHERE category_id IN (SELECT category_id FROM category_products WHERE product_id = OLD.id) AND product_id = OLD.id;
END;
