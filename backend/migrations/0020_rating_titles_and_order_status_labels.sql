-- Names a store view gives a review's ratings and an order's status, as Magento keeps them per
-- store: rating_title (a rating's title in one store view) and sales_order_status_label (a
-- status's label in one store view). Reviews keep their ratings by the default name
-- (review_ratings.rating_name) and orders their status code (orders.status); a store view without
-- its own row answers those.
CREATE TABLE rating_titles (
  rating_name TEXT NOT NULL,
  store_id INTEGER NOT NULL CHECK (store_id > 0),
  title TEXT NOT NULL,
  PRIMARY KEY (rating_name, store_id)
) WITHOUT ROWID;

CREATE TABLE order_status_labels (
  status TEXT NOT NULL,
  store_id INTEGER NOT NULL CHECK (store_id > 0),
  label TEXT NOT NULL,
  PRIMARY KEY (status, store_id)
) WITHOUT ROWID;
