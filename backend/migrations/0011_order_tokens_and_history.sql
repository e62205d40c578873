-- Orders as Magento's sales module keeps them: a token a guest can look the order up by, and the
-- order's status history (comments), written when a customer cancels it.
--
-- The token is random (Magento's `CustomerOrder.token`): it must not be derivable from the order's
-- number or e-mail. A trigger sets it, so placing an order needs no change.
ALTER TABLE orders ADD COLUMN token TEXT;
UPDATE orders SET token = lower(hex(randomblob(24))) WHERE token IS NULL;
CREATE UNIQUE INDEX orders_by_token ON orders (token);

CREATE TRIGGER orders_token AFTER INSERT ON orders
WHEN NEW.token IS NULL
BEGIN
  UPDATE orders SET token = lower(hex(randomblob(24))) WHERE id = NEW.id;
END;

CREATE TABLE order_comments (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id),
  message TEXT NOT NULL,
  -- The order's status when the comment was written.
  status TEXT NOT NULL,
  -- Magento shows a customer only the comments marked visible on the storefront.
  is_visible_on_front INTEGER NOT NULL DEFAULT 0 CHECK (is_visible_on_front IN (0, 1)),
  created_at TEXT NOT NULL
);
CREATE INDEX order_comments_by_order ON order_comments (order_id, id);
