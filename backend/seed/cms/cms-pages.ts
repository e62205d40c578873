/**
 * @module
 * CMS pages (page_id from 1) and blocks (block_id from 1): the English rows for all store views
 * (store_id 0), then the German store view's own rows (Magento keeps CMS content per store view;
 * the back end answers a store view's own row before the all-stores one).
 */
import { FAQ_PAGE } from './cms-faq-page'
import { GERMAN_BLOCKS, GERMAN_PAGES } from '../german/cms-german'
import { LEGAL_PAGES } from './cms-legal-pages'
import { NEWS_PAGE } from './cms-news-page'
import { SHOP_PAGES } from './cms-shop-pages'
import type { CmsBlockRow, CmsPageRow } from '../common/rows'
import { storeIdOf } from '../store/store-configs'

const ORDER = [
  'home', 'aboutus', 'free-delivery', 'lowprice', 'moneyback', 'privacypolicy', 'recycling', 'schools-and-local-authorities',
  'slavery', 'slavery-archive', 'slavery-2023', 'slavery-2024', 'slavery-2025', 'terms', 'faq', 'news', 'no-route',
]

/** The pages for all store views, in ORDER: the ones URL rewrites name. */
export function allStorePages(): CmsPageRow[] {
  const byId = new Map([...SHOP_PAGES, ...LEGAL_PAGES, FAQ_PAGE, NEWS_PAGE].map((p) => [p.identifier, p]))
  return ORDER.map((identifier, index) => {
    const page = byId.get(identifier)
    if (!page) throw new RangeError(`seed: no CMS page ${identifier}`)
    return { page_id: index + 1, ...page }
  })
}

/** Every page row: all store views' first, then the German store view's own, for the same identifiers. */
export function cmsPages(): CmsPageRow[] {
  const shared = allStorePages()
  const known = new Set(shared.map((page) => page.identifier))
  const storeId = storeIdOf('de')
  const german = GERMAN_PAGES.map((page, index) => {
    if (!known.has(page.identifier)) throw new RangeError(`seed: German page ${page.identifier} has no English page`)
    return { page_id: shared.length + index + 1, store_id: storeId, ...page }
  })
  return [...shared, ...german]
}

const BLOCKS: readonly Omit<CmsBlockRow, 'block_id'>[] = [
  {
    identifier: 'delivery_replacement_header',
    title: 'Delivery notice (header)',
    content: '<p>Christmas delivery: order by 4pm on Monday 21 December for delivery before Christmas.</p>',
    is_active: 0,
  },
  {
    identifier: 'delivery_replacement_footer',
    title: 'Delivery notice (footer)',
    content: '<p><strong>Free next day delivery</strong> on orders over £30 placed by 4pm, Monday to Friday.</p>',
    is_active: 1,
  },
  {
    identifier: 'footer_company_payment',
    title: 'Payment methods and company details',
    content: `<p>We accept:</p>
<ul class="payment-methods">
  <li>Visa</li>
  <li>Mastercard</li>
  <li>American Express</li>
  <li>Maestro</li>
  <li>PayPal</li>
  <li>Apple Pay</li>
  <li>Google Pay</li>
  <li>Klarna</li>
  <li>Purchase orders (schools and local authorities)</li>
</ul>
<p>Cartridge Corner Ltd, Unit 4, Riverside Trade Park, Leeds, LS11 5QR. Registered in England and Wales, company number 06912345. VAT number GB 981 2345 67.</p>`,
    is_active: 1,
  },
  {
    identifier: 'delivery_price_footer',
    title: 'Delivery prices',
    content: '<p>Next working day delivery £3.99, free on orders over £30. Saturday delivery £9.99.</p>',
    is_active: 1,
  },
  {
    identifier: 'home_hero',
    title: 'Home page hero',
    content: `<h2>Save up to 50% on ink and toner</h2>
<p>Switch to our own-brand cartridges: the same pages for about half the price, with a 3-year guarantee.</p>
<p><a href="/ink-cartridges.html">Shop ink cartridges</a></p>`,
    is_active: 1,
  },
  {
    identifier: 'home_brands',
    title: 'Home page brands',
    content: `<h2>Shop by brand</h2>
<ul>
  <li><a href="/ink-cartridges/hp.html">HP</a></li>
  <li><a href="/ink-cartridges/brother.html">Brother</a></li>
  <li><a href="/ink-cartridges/canon.html">Canon</a></li>
  <li><a href="/ink-cartridges/epson.html">Epson</a></li>
  <li><a href="/toner-cartridges/kyocera.html">Kyocera</a></li>
  <li><a href="/toner-cartridges/lexmark.html">Lexmark</a></li>
  <li><a href="/toner-cartridges/oki.html">Oki</a></li>
  <li><a href="/toner-cartridges/xerox.html">Xerox</a></li>
  <li><a href="/label-tape/dymo.html">Dymo</a></li>
</ul>`,
    is_active: 1,
  },
  {
    identifier: 'home_usps',
    title: 'Home page promises',
    content: `<ul class="usps">
  <li><strong>Free next day delivery</strong> on orders over £30</li>
  <li><strong>Lowest price guarantee</strong>: found it cheaper online? We will match it</li>
  <li><strong>3-year guarantee</strong> on our own-brand cartridges, plus free returns</li>
  <li><strong>Rated 4.9 out of 5</strong> by our customers</li>
</ul>`,
    is_active: 1,
  },
]

export function cmsBlocks(): CmsBlockRow[] {
  const shared = BLOCKS.map((block, index) => ({ block_id: index + 1, ...block }))
  const storeId = storeIdOf('de')
  return [...shared, ...GERMAN_BLOCKS.map((block, index) => ({ block_id: shared.length + index + 1, store_id: storeId, ...block }))]
}
