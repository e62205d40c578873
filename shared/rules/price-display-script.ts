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
  `document.documentElement.classList.add('js');` +
  `(document.cookie.split('; ').indexOf('${COOKIE.priceDisplayType}=${PRICE_DISPLAY.excludingVat}')>=0)` +
  `&&document.documentElement.classList.add('${EX_VAT_CLASS}');` +
  `try{localStorage.getItem('${LISTING_LAYOUT_STORAGE_KEY}')==='list'&&document.documentElement.setAttribute('data-listing-layout','list')}catch(e){}`
