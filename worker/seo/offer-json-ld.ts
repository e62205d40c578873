/**
 * @module
 * A product's schema.org Offer with the delivery and returns terms a merchant listing shows (SPEC §9
 * shipping constants). Part of the product page's structured data (`product-json-ld.ts`).
 */
import type { StoreView } from '../../shared/constants/stores'
import {
  RETURN_WINDOW_DAYS,
  SHIPPING_COUNTRY,
  SHIPPING_HANDLING_DAYS,
  SHIPPING_RATE_PENCE,
  SHIPPING_TRANSIT_DAYS,
} from '../../shared/constants/structured-data'
import { calendarDate, jsonLdNode, schemaOrg, type JsonLdNode } from './json-ld-values'

/** What one product (or one variant) sells for. */
export type ProductJsonLdOffer = {
  /** What the shopper pays, VAT included, in whole pence (cents in the euro store); null when unknown. */
  pricePence: number | null
  inStock: boolean
  /** The last day of a special price now in force (Magento's `special_to_date`); null when none or open-ended. */
  specialPriceEndDate?: string | null | undefined
}

/** The terms every offer of one product page shares. */
export type OfferTerms = {
  /** The page the offer is made on, absolute. */
  url: string | undefined
  currency: StoreView['currency']
  /** SPEC §5: the condition constants say refurbished. */
  refurbished: boolean
  /** SPEC §1: own-brand products come with free returns. */
  ownBrand: boolean
  /** Days to return an item; `RETURN_WINDOW_DAYS` unless the caller knows better. */
  returnDays?: number | undefined
}

/** Whole pence as the decimal a schema.org price is: 1299 is "12.99". */
function decimalPrice(pence: number): string {
  return `${Math.trunc(pence / 100)}.${String(pence % 100).padStart(2, '0')}`
}

const days = (value: number): JsonLdNode => ({ '@type': 'QuantitativeValue', minValue: value, maxValue: value, unitCode: 'DAY' })

/** SPEC §9: free delivery, dispatched the same day, delivered the next, to Great Britain. */
function shippingDetails(currency: StoreView['currency']): JsonLdNode {
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: SHIPPING_RATE_PENCE / 100, currency },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: SHIPPING_COUNTRY },
    deliveryTime: { '@type': 'ShippingDeliveryTime', handlingTime: days(SHIPPING_HANDLING_DAYS), transitTime: days(SHIPPING_TRANSIT_DAYS) },
  }
}

/**
 * Returns by post within the window. SPEC §1 promises free returns for the own brand only, so other
 * brands claim no more than the customer paying for the return.
 */
export function returnPolicy(terms: Pick<OfferTerms, 'ownBrand' | 'returnDays'>): JsonLdNode {
  const returnDays = terms.returnDays !== undefined && Number.isSafeInteger(terms.returnDays) && terms.returnDays > 0 ? terms.returnDays : RETURN_WINDOW_DAYS
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: SHIPPING_COUNTRY,
    returnPolicyCategory: schemaOrg('MerchantReturnFiniteReturnWindow'),
    merchantReturnDays: returnDays,
    returnMethod: schemaOrg('ReturnByMail'),
    returnFees: schemaOrg(terms.ownBrand ? 'FreeReturn' : 'ReturnFeesCustomerResponsibility'),
  }
}

/**
 * The Offer, or undefined when there is nothing to offer: merchant listings need a price above 0,
 * so a price of 0, a fraction of a penny or no price at all gives no Offer rather than a wrong one.
 * Out of stock is `OutOfStock` even with a due-in date: the shop takes no order for an item out of
 * stock (SPEC §4 "Can add to cart"), and `BackOrder` or `PreOrder` would say it does.
 */
export function offerJsonLd(offer: ProductJsonLdOffer, terms: OfferTerms): JsonLdNode | undefined {
  const pence = offer.pricePence
  if (pence === null || !Number.isSafeInteger(pence) || pence <= 0) return undefined
  return jsonLdNode({
    '@type': 'Offer',
    url: terms.url,
    price: decimalPrice(pence),
    priceCurrency: terms.currency,
    priceValidUntil: calendarDate(offer.specialPriceEndDate),
    availability: schemaOrg(offer.inStock ? 'InStock' : 'OutOfStock'),
    itemCondition: schemaOrg(terms.refurbished ? 'RefurbishedCondition' : 'NewCondition'),
    shippingDetails: shippingDetails(terms.currency),
    hasMerchantReturnPolicy: returnPolicy(terms),
  })
}
