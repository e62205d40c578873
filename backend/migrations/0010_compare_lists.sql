-- Product compare lists (Magento's catalog_compare_list / catalog_compare_item): a guest's list is
-- known by its uid alone; a customer has at most one list, tied to the account.
CREATE TABLE compare_lists (
  -- AUTOINCREMENT: a deleted list's id is never given to a new one.
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uid TEXT NOT NULL UNIQUE,
  customer_id INTEGER UNIQUE REFERENCES customers (id),
  created_at TEXT NOT NULL
);

CREATE TABLE compare_list_items (
  id INTEGER PRIMARY KEY,
  list_id INTEGER NOT NULL REFERENCES compare_lists (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id),
  added_at TEXT NOT NULL,
  UNIQUE (list_id, product_id)
);

-- The shopper's note on a wish-list item (Magento's wishlist_item.description), set through
-- updateProductsInWishlist.
ALTER TABLE wishlist_items ADD COLUMN description TEXT;

-- "Email to a Friend" sends (Magento's sendfriend_log), for its limit of sends an hour per sender.
CREATE TABLE send_friend_log (
  id INTEGER PRIMARY KEY,
  sender TEXT NOT NULL COLLATE NOCASE,
  sent_at TEXT NOT NULL
);
CREATE INDEX send_friend_log_by_sender ON send_friend_log (sender, sent_at);
