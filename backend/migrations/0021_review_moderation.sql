-- Review moderation (issue 25 point 11): a review is Pending until staff check it, then Approved
-- (public) or Not Approved (kept, never shown), Magento's three review statuses (review_status).
-- SQLite cannot change a CHECK constraint in place, so the table is rebuilt with the same ids;
-- review_ratings refers to it by id, so the foreign-key check waits until the rebuild is complete.
PRAGMA defer_foreign_keys = on;

CREATE TABLE reviews_moderated (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id),
  nickname TEXT NOT NULL,
  summary TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at TEXT NOT NULL,
  -- 'approved' reviews are public; 'pending' await moderation; 'not_approved' were rejected.
  status TEXT NOT NULL DEFAULT 'approved' CHECK (status IN ('approved', 'pending', 'not_approved')),
  customer_id INTEGER REFERENCES customers (id)
);
INSERT INTO reviews_moderated (id, product_id, nickname, summary, text, created_at, status, customer_id)
SELECT id, product_id, nickname, summary, text, created_at, status, customer_id FROM reviews;
DROP TABLE reviews;
ALTER TABLE reviews_moderated RENAME TO reviews;
CREATE INDEX reviews_by_product ON reviews (product_id, status, created_at DESC);
CREATE INDEX reviews_by_customer ON reviews (customer_id, created_at DESC);
-- The staff queue: the reviews of one status, newest first.
CREATE INDEX reviews_by_status ON reviews (status, created_at, id);

PRAGMA defer_foreign_keys = off;
