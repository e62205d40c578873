/**
 * @module
 * SPEC §2 "Category and wishlist can be shown as grid or list": the shopper's choice is remembered
 * in local storage (not the URL, so every layout shares one cached page) and applied to `<html>`
 * as `data-listing-layout` by the head script before first paint. The account wish list, a
 * personal page that is never stored, takes its layout from its address instead (`?view=list`),
 * so its switch is two links that work without JavaScript.
 */
export const LISTING_LAYOUT_STORAGE_KEY = 'listingLayout'
export const LISTING_LAYOUTS = ['grid', 'list'] as const
export type ListingLayout = (typeof LISTING_LAYOUTS)[number]
