-- Searches are answered by the in-memory catalogue index's words (docs/backend.md "Search"), built from the
-- products' own columns: the seed-written FTS5 table is read by nothing any more.
DROP TABLE product_search;
