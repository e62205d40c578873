-- Guest order cancellation (Magento 2.4.8's sales_order_confirm_cancel): the key e-mailed to a guest
-- who asked to cancel an order, kept as its SHA-256 as the shop keeps every key it mails, and the
-- reason they gave. One per order.
CREATE TABLE order_cancel_confirmations (
  order_id INTEGER PRIMARY KEY REFERENCES orders (id),
  key_hash TEXT NOT NULL,
  reason TEXT NOT NULL,
  created_at TEXT NOT NULL
);
