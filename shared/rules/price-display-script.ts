import { COOKIE, PRICE_DISPLAY } from '../constants/cookies'
import { LISTING_LAYOUT_STORAGE_KEY } from '../constants/listing-layout'

/** The class on <html> that shows prices excluding VAT; without it prices include VAT (SPEC §4). */
export const EX_VAT_CLASS = 'ex-vat'

/**
 * The head script that applies the VAT choice before first paint (SPEC §4 "Price display": read at
 * load; no flash). Kept as text here so the worker inlines it with the page's nonce; the class name
 * matches client/stores/price-display.ts. It also marks <html> with `js`, so server markup that an
 * island replaces once scripts run (the header's search box below 1024 px) steps aside before
 * first paint. And it applies the remembered listing layout (grid or list), where storage is
 * readable.
 */
export const PRICE_DISPLAY_HEAD_SCRIPT =
  `(function(d){var html=d.documentElement;function apply(){` +
  `html.classList.add('js');` +
  `html.classList.toggle('${EX_VAT_CLASS}',d.cookie.split('; ').indexOf('${COOKIE.priceDisplayType}=${PRICE_DISPLAY.excludingVat}')>=0);` +
  `try{localStorage.getItem('${LISTING_LAYOUT_STORAGE_KEY}')==='list'?html.setAttribute('data-listing-layout','list'):html.removeAttribute('data-listing-layout')}catch(e){}}` +
  // A prerendered page (issue 26) is shown later: the choice may have changed in between.
  `apply();if(d.prerendering)d.addEventListener('prerenderingchange',apply,{once:true})})(document)`
