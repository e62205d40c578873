import { COOKIE, PRICE_DISPLAY } from '../constants/cookies'

/** The class on <html> that shows prices excluding VAT; without it prices include VAT (SPEC §4). */
export const EX_VAT_CLASS = 'ex-vat'

/** On <html> when the store shows prices excluding VAT to a shopper who has not chosen (its tax display setting). */
export const STORE_EX_VAT_ATTRIBUTE = 'data-store-ex-vat'

/**
 * The head script (SPEC §4 "Price display": no flash). Kept as text here so the worker inlines it
 * with the page's nonce. It marks <html> with `js`, so server markup that an island replaces once
 * scripts run (the header's search box below 1024 px) steps aside before first paint.
 *
 * The shopper's choices, prices excluding VAT (`ex-vat`, the class client/stores/price-display.ts
 * toggles) and listings as a list (`data-listing-layout`), come from the server, which draws the
 * page in them from its cookies (worker/render/document.tsx; such pages are cached apart). This
 * script reads no cookie at load (issue 26): during a page load `document.cookie` is a synchronous
 * call to the browser's network process, measured at up to 57 ms before the first paint. It
 * applies the cookies only to a page drawn before the shopper's latest choice: a prerendered page
 * when it is shown, and a page restored from the back/forward cache.
 */
export const PRICE_DISPLAY_HEAD_SCRIPT =
  `(function(d){var html=d.documentElement;html.classList.add('js');function apply(){` +
  `var c=d.cookie.split('; ');` +
  `html.classList.toggle('${EX_VAT_CLASS}',c.indexOf('${COOKIE.priceDisplayType}=${PRICE_DISPLAY.excludingVat}')>=0||(c.indexOf('${COOKIE.priceDisplayType}=${PRICE_DISPLAY.includingVat}')<0&&html.hasAttribute('${STORE_EX_VAT_ATTRIBUTE}')));` +
  `c.indexOf('${COOKIE.listingLayout}=list')>=0?html.setAttribute('data-listing-layout','list'):html.removeAttribute('data-listing-layout')}` +
  `if(d.prerendering)d.addEventListener('prerenderingchange',apply,{once:true});` +
  `addEventListener('pageshow',function(e){if(e.persisted)apply()})})(document)`
