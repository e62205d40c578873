/**
 * @module
 * SPEC §2: the content pages the shop serves by CMS identifier, by their path. Magento has no query
 * that lists CMS pages, so this list is also what the sitemap offers.
 */

/** Store-relative path → CMS page identifier. */
export const CONTENT_PAGE_PATHS: Readonly<Record<string, string>> = {
  '/aboutus.html': 'aboutus',
  '/free-delivery.html': 'free-delivery',
  '/lowprice.html': 'lowprice',
  '/moneyback.html': 'moneyback',
  '/privacypolicy.html': 'privacypolicy',
  '/recycling.html': 'recycling',
  '/schools-and-local-authorities.html': 'schools-and-local-authorities',
  '/slavery.html': 'slavery',
  '/slavery-archive.html': 'slavery-archive',
  '/terms.html': 'terms',
}
