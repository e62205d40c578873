-- The in-memory catalogue index also holds the words a search matches (docs/performance.md
-- "Catalogue at scale"): each product's names in every store view, SKU, manufacturer's code and
-- the printer models it fits (its printer-model categories). A change to any of them moves the generation
-- (migration 0022), and the store views' names are read from a narrow index, not the wide rows.
CREATE INDEX product_store_texts_names ON product_store_texts (product_id, store_id, name);

CREATE TRIGGER catalogue_generation_product_text_update AFTER UPDATE OF name, sku, manufacturers_code ON products
WHEN OLD.name IS NOT NEW.name OR OLD.sku IS NOT NEW.sku OR OLD.manufacturers_code IS NOT NEW.manufacturers_code
BEGIN
  UPDATE catalogue_state SET generation = (random() >> 11);
END;

CREATE TRIGGER catalogue_generation_store_name_insert AFTER INSERT ON product_store_texts WHEN NEW.name IS NOT NULL
BEGIN
  UPDATE catalogue_state SET generation = (random() >> 11);
END;

CREATE TRIGGER catalogue_generation_store_name_update AFTER UPDATE OF name, product_id, store_id ON product_store_texts
BEGIN
  UPDATE catalogue_state SET generation = (random() >> 11);
END;

CREATE TRIGGER catalogue_generation_store_name_delete AFTER DELETE ON product_store_texts WHEN OLD.name IS NOT NULL
BEGIN
  UPDATE catalogue_state SET generation = (random() >> 11);
END;

CREATE TRIGGER catalogue_generation_model_insert AFTER INSERT ON categories WHEN NEW.kind = 'printer_model'
BEGIN
  UPDATE catalogue_state SET generation = (random() >> 11);
END;

CREATE TRIGGER catalogue_generation_model_update AFTER UPDATE OF name, kind ON categories
WHEN (OLD.kind = 'printer_model' OR NEW.kind = 'printer_model') AND (OLD.name IS NOT NEW.name OR OLD.kind IS NOT NEW.kind)
BEGIN
  UPDATE catalogue_state SET generation = (random() >> 11);
END;

CREATE TRIGGER catalogue_generation_model_delete AFTER DELETE ON categories WHEN OLD.kind = 'printer_model'
BEGIN
  UPDATE catalogue_state SET generation = (random() >> 11);
END;
