-- A picture's or video's text per store view, as Magento keeps catalog_product_entity_media_gallery_value
-- per store: the label (the picture's alternative text) and a video's title. product_media keeps
-- the default (store 0) texts; a store view answers its own where its row has one (a NULL column,
-- or no row: the default). A picture without any label is labelled with the product's name in
-- the store view, as Magento's does.
CREATE TABLE product_media_store_texts (
  product_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  store_id INTEGER NOT NULL CHECK (store_id > 0),
  label TEXT,
  video_title TEXT,
  PRIMARY KEY (product_id, position, store_id),
  FOREIGN KEY (product_id, position) REFERENCES product_media (product_id, position)
) WITHOUT ROWID;
