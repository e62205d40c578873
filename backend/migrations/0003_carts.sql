-- Shopping carts (Magento quotes). A cart is addressed by its masked id, a random 32-character
-- token, never by a guessable number. Lines are keyed by what makes them distinct (the product and
-- its chosen options), so adding the same item again raises the quantity in one upsert.
CREATE TABLE carts (
  id TEXT PRIMARY KEY,
  store_code TEXT NOT NULL REFERENCES store_configs (store_code),
  email TEXT,
  coupon_code TEXT,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE cart_items (
  -- Magento's numeric item id; the item's uid is its base64.
  item_id INTEGER PRIMARY KEY,
  cart_id TEXT NOT NULL REFERENCES carts (id),
  line_key TEXT NOT NULL,
  -- The product sold: a configurable product's chosen variant, otherwise the product itself.
  product_id INTEGER NOT NULL REFERENCES products (id),
  -- The configurable product the variant was chosen from.
  parent_product_id INTEGER REFERENCES products (id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  -- A bundle's chosen selections (JSON list of bundle_selections ids).
  bundle_selection_ids TEXT CHECK (bundle_selection_ids IS NULL OR json_valid(bundle_selection_ids)),
  -- A line's own offer (buy together and save), in percent off.
  discount_percent INTEGER NOT NULL DEFAULT 0 CHECK (discount_percent BETWEEN 0 AND 100),
  -- Why the line holds less than was asked, or cannot be bought (set when carts merge).
  notice TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (cart_id, line_key)
);
CREATE INDEX cart_items_by_cart ON cart_items (cart_id, item_id);

-- Cart price rules with a coupon: a percentage off every line, inside a date window.
CREATE TABLE coupons (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  label TEXT NOT NULL,
  percent_off INTEGER NOT NULL CHECK (percent_off BETWEEN 1 AND 100),
  from_date TEXT,
  to_date TEXT,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1))
) WITHOUT ROWID;
