/**
 * @module
 * The home page's structured data (issue 18 point 5): the Organization behind the shop, with its
 * customer service and its organisation-level return policy, and the WebSite with the search box
 * search engines may offer (a SearchAction on the shop's own search path).
 */
import { COMPANY } from '../../shared/constants/company'
import { CUSTOMER_SERVICE_PHONE } from '../../shared/constants/customer-service'
import { SEARCH_PATH, SHOP_NAME } from '../../shared/constants/shop'
import type { StoreView } from '../../shared/constants/stores'
import { storePath } from '../../shared/rules/store-from-path'
import { SCHEMA_ORG } from './json-ld-values'
import { returnPolicy } from './offer-json-ld'

/** A UK number as printed (01632 960 123) in the international form structured data expects. */
export function internationalUkPhone(printed: string): string {
  const digits = printed.replace(/\D/g, '')
  return `+44-${digits.replace(/^0/, '')}`
}

/** SPEC §2 Shell footer "100% satisfaction": the page that describes returns. */
const RETURNS_PAGE = '/moneyback.html'

const absolute = (origin: string, store: StoreView, path: string) => new URL(storePath(store, path), origin).href

export function organizationJsonLd(origin: string, store: StoreView): object {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'OnlineStore',
    '@id': `${origin}/#organization`,
    name: SHOP_NAME,
    legalName: COMPANY.legalName,
    url: absolute(origin, store, '/'),
    logo: `${origin}/favicon.svg`,
    email: COMPANY.email,
    telephone: internationalUkPhone(CUSTOMER_SERVICE_PHONE),
    foundingDate: String(COMPANY.foundingYear),
    vatID: COMPANY.vatId,
    address: {
      '@type': 'PostalAddress',
      streetAddress: COMPANY.streetAddress,
      addressLocality: COMPANY.locality,
      postalCode: COMPANY.postalCode,
      addressCountry: COMPANY.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: internationalUkPhone(CUSTOMER_SERVICE_PHONE),
      email: COMPANY.email,
      areaServed: COMPANY.country,
      availableLanguage: ['English', 'German'],
    },
    // The policy for the shop as a whole: other brands' returns at the customer's cost (own-brand
    // products say their free returns on their own offers), described on the money-back page.
    hasMerchantReturnPolicy: { ...returnPolicy({ ownBrand: false }), merchantReturnLink: absolute(origin, store, RETURNS_PAGE) },
  }
}

export function webSiteJsonLd(origin: string, store: StoreView): object {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'WebSite',
    '@id': `${absolute(origin, store, '/')}#website`,
    name: SHOP_NAME,
    url: absolute(origin, store, '/'),
    inLanguage: store.htmlLang,
    publisher: { '@id': `${origin}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absolute(origin, store, SEARCH_PATH)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  }
}
