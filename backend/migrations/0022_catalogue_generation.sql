-- The catalogue's generation: a value that changes whenever anything the in-memory catalogue index
-- holds changes (products' listing columns, attribute options, category memberships). An isolate
-- keeps its index while the generation it read is still the stored one. A random value rather than
-- a counter: a change rolled back and another made in its place must not look like the same one.
-- final_price_pence is not watched: the index computes final prices for its reader's day.
-- Shifted to 53 bits, so JavaScript reads it exactly.
CREATE TABLE catalogue_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  generation INTEGER NOT NULL
);
INSERT INTO catalogue_state (id, generation) VALUES (1, (random() >> 11));

CREATE TRIGGER catalogue_generation_product_insert AFTER INSERT ON products
BEGIN
  UPDATE catalogue_state SET generation = (random() >> 11);
END;

CREATE TRIGGER catalogue_generation_product_delete AFTER DELETE ON products
BEGIN
  UPDATE catalogue_state SET generation = (random() >> 11);
END;

CREATE TRIGGER catalogue_generation_product_update
AFTER UPDATE OF status, visibility, stock_status, position, price_pence, special_price_pence, special_from_date, special_to_date ON products
WHEN OLD.status IS NOT NEW.status OR OLD.visibility IS NOT NEW.visibility OR OLD.stock_status IS NOT NEW.stock_status
  OR OLD.position IS NOT NEW.position OR OLD.price_pence IS NOT NEW.price_pence OR OLD.special_price_pence IS NOT NEW.special_price_pence
  OR OLD.special_from_date IS NOT NEW.special_from_date OR OLD.special_to_date IS NOT NEW.special_to_date
BEGIN
  UPDATE catalogue_state SET generation = (random() >> 11);
END;

CREATE TRIGGER catalogue_generation_value_insert AFTER INSERT ON product_attribute_values
BEGIN
  UPDATE catalogue_state SET generation = (random() >> 11);
END;

CREATE TRIGGER catalogue_generation_value_delete AFTER DELETE ON product_attribute_values
BEGIN
  UPDATE catalogue_state SET generation = (random() >> 11);
END;

CREATE TRIGGER catalogue_generation_value_update AFTER UPDATE ON product_attribute_values
BEGIN
  UPDATE catalogue_state SET generation = (random() >> 11);
END;

CREATE TRIGGER catalogue_generation_membership_insert AFTER INSERT ON category_products
BEGIN
  UPDATE catalogue_state SET generation = (random() >> 11);
END;

CREATE TRIGGER catalogue_generation_membership_delete AFTER DELETE ON category_products
BEGIN
  UPDATE catalogue_state SET generation = (random() >> 11);
END;

CREATE TRIGGER catalogue_generation_membership_update AFTER UPDATE OF category_id, product_id ON category_products
BEGIN
  UPDATE catalogue_state SET generation = (random() >> 11);
END;
