-- Magento's sales_order_status: each order status with its default label, which GraphQL answers as
-- an order's `status` (Order::getStatusLabel) where the store view has no label of its own
-- (order_status_labels). The labels are Magento's own.
CREATE TABLE order_statuses (
  status TEXT PRIMARY KEY,
  label TEXT NOT NULL
) WITHOUT ROWID;

INSERT INTO order_statuses (status, label) VALUES
  ('canceled', 'Canceled'),
  ('closed', 'Closed'),
  ('complete', 'Complete'),
  ('fraud', 'Suspected Fraud'),
  ('holded', 'On Hold'),
  ('payment_review', 'Payment Review'),
  ('paypal_canceled_reversal', 'PayPal Canceled Reversal'),
  ('paypal_reversed', 'PayPal Reversed'),
  ('pending', 'Pending'),
  ('pending_payment', 'Pending Payment'),
  ('pending_paypal', 'Pending PayPal'),
  ('processing', 'Processing');
