-- Checkout: the cart's addresses, chosen shipping and payment methods, and placed orders.

CREATE TABLE cart_addresses (
  cart_id TEXT NOT NULL REFERENCES carts (id),
  kind TEXT NOT NULL CHECK (kind IN ('shipping', 'billing')),
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  company TEXT,
  -- JSON list of street lines, blanks dropped (SPEC §3).
  street TEXT NOT NULL CHECK (json_valid(street)),
  city TEXT NOT NULL,
  region TEXT,
  region_id INTEGER,
  postcode TEXT,
  country_code TEXT NOT NULL,
  telephone TEXT,
  vat_id TEXT,
  customer_notes TEXT,
  PRIMARY KEY (cart_id, kind)
) WITHOUT ROWID;

ALTER TABLE carts ADD COLUMN shipping_carrier_code TEXT;
ALTER TABLE carts ADD COLUMN shipping_method_code TEXT;
ALTER TABLE carts ADD COLUMN payment_method_code TEXT;
ALTER TABLE carts ADD COLUMN purchase_order_number TEXT;

-- An order keeps what was bought at the prices of the moment; amounts in the store's currency
-- minor units (pence or cents) as charged. One order per cart (cart_id is unique), so placing the
-- same cart twice cannot create two orders.
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  cart_id TEXT NOT NULL UNIQUE REFERENCES carts (id),
  -- The customer who ordered; null for a guest order.
  customer_id INTEGER,
  -- Random per placement attempt: the statements of one attempt find the order they created.
  placement TEXT NOT NULL UNIQUE,
  store_code TEXT NOT NULL,
  email TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  currency TEXT NOT NULL,
  subtotal_minor INTEGER NOT NULL,
  discount_minor INTEGER NOT NULL,
  shipping_minor INTEGER NOT NULL,
  tax_minor INTEGER NOT NULL,
  grand_total_minor INTEGER NOT NULL,
  coupon_code TEXT,
  shipping_carrier_code TEXT,
  shipping_method_code TEXT,
  shipping_title TEXT,
  payment_method_code TEXT NOT NULL,
  purchase_order_number TEXT,
  -- JSON copies of the addresses as they were when the order was placed.
  shipping_address TEXT CHECK (shipping_address IS NULL OR json_valid(shipping_address)),
  billing_address TEXT NOT NULL CHECK (json_valid(billing_address)),
  created_at TEXT NOT NULL
);
CREATE INDEX orders_by_customer ON orders (customer_id, id DESC);

CREATE TABLE order_items (
  order_id INTEGER NOT NULL REFERENCES orders (id),
  item_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL REFERENCES products (id),
  sku TEXT NOT NULL,
  name TEXT NOT NULL,
  url_key TEXT NOT NULL,
  product_type TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  -- Unit price paid, including VAT, in the order's currency minor units.
  price_minor INTEGER NOT NULL,
  PRIMARY KEY (order_id, item_id)
) WITHOUT ROWID;
