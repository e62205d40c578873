/**
 * @module
 * SPEC §2 "Category and wishlist can be shown as grid or list": the shopper's choice is remembered
 * in a cookie the server never reads (not the URL, so every layout shares one cached page) and
 * applied to `<html>` as `data-listing-layout` by the head script before first paint. A cookie
 * rather than local storage (issue 26): the head script reads the cookies anyway for the VAT
 * choice, and a page's first touch of local storage is a synchronous call to the browser that took
 * 15 ms during a page load, before the first paint. The account wish list, a personal page that is
 * never stored, takes its layout from its address instead (`?view=list`), so its switch is two
 * links that work without JavaScript.
 */
export const LISTING_LAYOUTS = ['grid', 'list'] as const
export type ListingLayout = (typeof LISTING_LAYOUTS)[number]
