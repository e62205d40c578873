/**
 * @module
 * The per-category listing (migration 0007): category memberships with the product columns a
 * filtered listing tests, kept right by triggers.
 */

/** Rebuilds the listing from the catalogue (after a seed or a bulk change): statements, one per line. */
export const REBUILD_CATEGORY_LISTING: readonly string[] = [
  'DELETE FROM category_listing;',
  "INSERT INTO category_listing (category_id, product_id, position, status, visibility, in_stock, final_price_pence) SELECT cp.category_id, p.id, p.position, p.status, p.visibility, p.stock_status = 'IN_STOCK', p.final_price_pence FROM category_products cp JOIN products p ON p.id = cp.product_id;",
]
