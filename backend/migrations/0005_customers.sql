-- Customer accounts, their sign-in tokens, and the e-mails the shop would send (the outbox).

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  prefix TEXT,
  firstname TEXT NOT NULL,
  middlename TEXT,
  lastname TEXT NOT NULL,
  suffix TEXT,
  date_of_birth TEXT,
  gender INTEGER,
  taxvat TEXT,
  -- 'pbkdf2-sha256$<iterations>$<salt, base64>$<hash, base64>'
  password_hash TEXT NOT NULL,
  is_subscribed INTEGER NOT NULL DEFAULT 0 CHECK (is_subscribed IN (0, 1)),
  -- Account confirmation (SPEC §4: required): the link's key, stored hashed, until confirmed.
  is_confirmed INTEGER NOT NULL DEFAULT 0 CHECK (is_confirmed IN (0, 1)),
  confirmation_key_hash TEXT,
  -- Magento's lockout: failed sign-ins since the last success, and the end of a lock.
  failures_num INTEGER NOT NULL DEFAULT 0,
  lock_expires_at TEXT,
  -- A password-reset link's key, stored hashed, and when it stops working (2 hours).
  reset_key_hash TEXT,
  reset_key_expires_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Opaque bearer tokens, stored as SHA-256 hashes: a database leak gives no usable token.
CREATE TABLE customer_tokens (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX customer_tokens_by_customer ON customer_tokens (customer_id);

-- Token requests that failed, per e-mail address (Magento's token-request throttle).
CREATE TABLE token_request_failures (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  failures INTEGER NOT NULL,
  first_failure_at TEXT NOT NULL,
  blocked_until TEXT
) WITHOUT ROWID;

-- Password-reset requests per e-mail (at most 5 an hour, 10 minutes apart).
CREATE TABLE password_reset_requests (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  requested_at TEXT NOT NULL
);
CREATE INDEX password_reset_requests_by_email ON password_reset_requests (email, requested_at);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  to_email TEXT NOT NULL,
  kind TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);

ALTER TABLE carts ADD COLUMN customer_id INTEGER REFERENCES customers (id);
CREATE INDEX carts_by_customer ON carts (customer_id, is_active);

-- The customer's address book; at most one default shipping and one default billing address.
CREATE TABLE customer_addresses (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  company TEXT,
  street TEXT NOT NULL CHECK (json_valid(street)),
  city TEXT NOT NULL,
  region TEXT,
  region_code TEXT,
  region_id INTEGER,
  postcode TEXT,
  country_code TEXT NOT NULL,
  telephone TEXT,
  vat_id TEXT,
  default_shipping INTEGER NOT NULL DEFAULT 0 CHECK (default_shipping IN (0, 1)),
  default_billing INTEGER NOT NULL DEFAULT 0 CHECK (default_billing IN (0, 1))
);
CREATE INDEX customer_addresses_by_customer ON customer_addresses (customer_id, id);

-- Newsletter subscriptions, by e-mail (guests may subscribe).
CREATE TABLE newsletter_subscribers (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  status TEXT NOT NULL CHECK (status IN ('NOT_ACTIVE', 'SUBSCRIBED', 'UNSUBSCRIBED', 'UNCONFIRMED')),
  created_at TEXT NOT NULL
) WITHOUT ROWID;

-- Reviews written by customers (new ones wait for moderation).
ALTER TABLE reviews ADD COLUMN customer_id INTEGER REFERENCES customers (id);
CREATE INDEX reviews_by_customer ON reviews (customer_id, created_at DESC);

-- Back-in-stock requests (SPEC §2: the out-of-stock modal).
CREATE TABLE stock_alerts (
  email TEXT NOT NULL COLLATE NOCASE,
  product_id INTEGER NOT NULL REFERENCES products (id),
  category_id INTEGER,
  category_product TEXT NOT NULL,
  created_at TEXT NOT NULL,
  notified_at TEXT,
  PRIMARY KEY (email, product_id)
) WITHOUT ROWID;

-- Printers customers saved (printer model pages).
CREATE TABLE saved_printers (
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  category_id INTEGER NOT NULL REFERENCES categories (id),
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  created_at TEXT NOT NULL,
  PRIMARY KEY (customer_id, category_id)
) WITHOUT ROWID;

-- One wish list per customer (Magento's default wish list), and its items.
CREATE TABLE wishlists (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL UNIQUE REFERENCES customers (id),
  sharing_code TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE wishlist_items (
  id INTEGER PRIMARY KEY,
  wishlist_id INTEGER NOT NULL REFERENCES wishlists (id),
  product_id INTEGER NOT NULL REFERENCES products (id),
  -- The configurable product a chosen variant belongs to (0 for none, so the key stays unique).
  parent_product_id INTEGER NOT NULL DEFAULT 0,
  -- A bundle's chosen selections (JSON list of bundle_selections ids, '[]' for none).
  bundle_selection_ids TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(bundle_selection_ids)),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  added_at TEXT NOT NULL,
  UNIQUE (wishlist_id, product_id, parent_product_id, bundle_selection_ids)
);
