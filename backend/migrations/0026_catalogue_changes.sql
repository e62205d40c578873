-- Stock, price, status and visibility change often (an order can sell the last one): rather than
-- move the generation (0022), which makes every isolate build its catalogue index again, such a
-- change is logged per product, and an isolate applies the products logged since its index was
-- built. The mark is random: a change rolled back and another logged in its place under the same
-- number do not look alike. The log keeps its last 10,000 changes; an index older than that is
-- built again.
CREATE TABLE catalogue_changes (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id INTEGER NOT NULL,
  mark INTEGER NOT NULL
);

DROP TRIGGER catalogue_generation_product_update;

CREATE TRIGGER catalogue_generation_product_update AFTER UPDATE OF position ON products
WHEN OLD.position IS NOT NEW.position
BEGIN
  UPDATE catalogue_state SET generation = (random() >> 11);
END;

CREATE TRIGGER catalogue_change_product_update
AFTER UPDATE OF status, visibility, stock_status, price_pence, special_price_pence, special_from_date, special_to_date ON products
WHEN OLD.status IS NOT NEW.status OR OLD.visibility IS NOT NEW.visibility OR OLD.stock_status IS NOT NEW.stock_status
  OR OLD.price_pence IS NOT NEW.price_pence OR OLD.special_price_pence IS NOT NEW.special_price_pence
  OR OLD.special_from_date IS NOT NEW.special_from_date OR OLD.special_to_date IS NOT NEW.special_to_date
BEGIN
  INSERT INTO catalogue_changes (product_id, mark) VALUES (NEW.id, (random() >> 11));
  DELETE FROM catalogue_changes WHERE seq <= (SELECT MAX(seq) FROM catalogue_changes) - 10000;
END;
