-- CMS pages and blocks per store view, as Magento keeps them (cms_page_store, cms_block_store):
-- store_id 0 is "all store views", any other the store_configs.store_id of one store view. An
-- identifier is unique within a store scope, so a store view may have its own copy of a block or
-- page beside the all-stores one. SQLite cannot change a UNIQUE constraint in place, so each table
-- is rebuilt; every existing row becomes an all-stores row. Nothing references these tables.
CREATE TABLE cms_pages_by_store (
  page_id INTEGER PRIMARY KEY,
  store_id INTEGER NOT NULL DEFAULT 0 CHECK (store_id >= 0),
  identifier TEXT NOT NULL,
  title TEXT NOT NULL,
  content_heading TEXT,
  content TEXT NOT NULL,
  page_layout TEXT NOT NULL DEFAULT '1column',
  meta_title TEXT,
  meta_description TEXT,
  meta_keywords TEXT,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  -- When staff last saved the row (NULL for seeded rows).
  updated_at TEXT,
  UNIQUE (identifier, store_id)
);
INSERT INTO cms_pages_by_store (page_id, store_id, identifier, title, content_heading, content, page_layout, meta_title, meta_description, meta_keywords, is_active)
SELECT page_id, 0, identifier, title, content_heading, content, page_layout, meta_title, meta_description, meta_keywords, is_active FROM cms_pages;
DROP TABLE cms_pages;
ALTER TABLE cms_pages_by_store RENAME TO cms_pages;

CREATE TABLE cms_blocks_by_store (
  block_id INTEGER PRIMARY KEY,
  store_id INTEGER NOT NULL DEFAULT 0 CHECK (store_id >= 0),
  identifier TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  updated_at TEXT,
  UNIQUE (identifier, store_id)
);
INSERT INTO cms_blocks_by_store (block_id, store_id, identifier, title, content, is_active)
SELECT block_id, 0, identifier, title, content, is_active FROM cms_blocks;
DROP TABLE cms_blocks;
ALTER TABLE cms_blocks_by_store RENAME TO cms_blocks;

-- What a block or page held before each change the staff editor made (issue 18 point 6): one row
-- per save or restore, so any earlier state can be brought back. Page-only columns are NULL for
-- blocks.
CREATE TABLE cms_versions (
  version_id INTEGER PRIMARY KEY,
  entity_type TEXT NOT NULL CHECK (entity_type IN ('block', 'page')),
  identifier TEXT NOT NULL,
  store_id INTEGER NOT NULL CHECK (store_id >= 0),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  is_active INTEGER NOT NULL CHECK (is_active IN (0, 1)),
  content_heading TEXT,
  meta_title TEXT,
  meta_description TEXT,
  -- When that content had been saved (NULL: seeded), when it was replaced, and by whom (the staff
  -- user name).
  saved_at TEXT,
  replaced_at TEXT NOT NULL,
  replaced_by TEXT NOT NULL
);
CREATE INDEX cms_versions_by_entry ON cms_versions (entity_type, identifier, store_id, version_id DESC);
