/**
 * @module
 * The mark on `<html>` of a page that runs only the shop's own scripts: the checkout steps before
 * the order (PCI DSS 4.0 6.4.3 keeps the tag manager and the help chat off a payment page). Soft
 * navigation never crosses it, so a third-party script loaded elsewhere is never running there; the
 * analytics events such a page sends are kept for the next page that has the tag manager.
 */
export const FIRST_PARTY_ONLY_ATTRIBUTE = 'data-first-party-only'
