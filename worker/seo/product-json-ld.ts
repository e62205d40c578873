/**
 * @module
 * The product page's structured data (SPEC §2 "Product page", §5 "Structured data for products",
 * §9 constants): a schema.org Product, or a ProductGroup for a configurable product, and the
 * page's BreadcrumbList, for the page's `jsonLd` (one script each, through `serializeForScript`).
 *
 * Besides the spec, it follows Google's "Merchant listing (Product, Offer) structured data" and
 * "Product variant structured data" guides: an Offer needs a price above 0 and its currency, so a
 * product without one gets no Offer; `itemCondition` belongs to the Offer; delivery is an
 * OfferShippingDetails (MonetaryAmount rate, DefinedRegion destination, ShippingDeliveryTime with
 * handling and transit as QuantitativeValue in unit DAY); returns are a MerchantReturnPolicy, whose
 * finite window needs `merchantReturnDays`; `gtin8/12/13/14` must be a real GTIN; a Review needs an
 * author and a rating; a ProductGroup names `productGroupID`, `variesBy` (schema.org property URLs)
 * and `hasVariant`, each variant a Product with its own sku, offer and varying property, while the
 * group carries what the variants share (brand, reviews).
 *
 * Every URL in the input must already be absolute (origin and store prefix included, as the listing
 * routes' `absolute(path)` makes them); one that is not is left out.
 */
import { CONSUMABLE_FOR_MAX } from '../../shared/constants/structured-data'
import { htmlToText } from '../../shared/html/html-to-text'
import { gtinProperty } from '../../shared/rules/gtin'
import { absoluteUrl, jsonLdNode, presentText, SCHEMA_ORG, schemaOrg, type JsonLdNode, type JsonLdValue } from './json-ld-values'
import { breadcrumbListJsonLd } from './listing-json-ld'
import { offerJsonLd, type OfferTerms, type ProductJsonLdOffer } from './offer-json-ld'
import { aggregateRatingJsonLd, reviewsJsonLd, type ProductJsonLdReview, type ProductRatingSummary } from './review-json-ld'

export type { ProductJsonLdOffer } from './offer-json-ld'
export type { ProductJsonLdReview } from './review-json-ld'

/** A page by its name and absolute URL: a breadcrumb, or a printer a cartridge fits. */
export type ProductJsonLdLink = { name: string; url: string }

/** Codes that identify a product beyond the shop's sku, where known. */
export type ProductIdentifiers = {
  /** The manufacturer's part number of this very product (`manufacturers_code`). */
  mpn?: string | null | undefined
  /** EAN, UPC or ITF-14 digits; a code whose length or check digit is wrong is left out. */
  gtin?: string | null | undefined
}

/** One variant of a configurable product. */
export type ProductJsonLdVariant = ProductIdentifiers & {
  sku: string | null | undefined
  name: string | null | undefined
  /** Its picture, absolute. */
  image: string | null | undefined
  /** A page showing this variant chosen, absolute; the product's page when there is none. */
  url?: string | null | undefined
  offer: ProductJsonLdOffer
  /** The variant's value of each attribute the product varies by (`attributes` of Magento's variant). */
  attributes: readonly { code: string; value: string | null | undefined }[]
}

export type ProductJsonLdInput = ProductIdentifiers &
  ProductRatingSummary & {
    /** The product page's canonical URL, absolute. */
    url: string
    name: string | null | undefined
    sku: string | null | undefined
    brand: string | null | undefined
    /** The description as Magento gives it (HTML); the data carries its plain text. */
    descriptionHtml: string | null | undefined
    /** Absolute picture URLs, the main picture first. */
    images: readonly (string | null | undefined)[]
    /** Unused for a configurable product with variants: each variant has its own offer. */
    offer: ProductJsonLdOffer
    currency: OfferTerms['currency']
    /** SPEC §5: the condition constants say refurbished (else the condition is new). */
    refurbished: boolean
    /** SPEC §1: an own-brand product, returned for free. */
    ownBrand: boolean
    /** Days to return an item; `RETURN_WINDOW_DAYS` unless given. */
    returnDays?: number | undefined
    /** The approved reviews, newest first as the page lists them. */
    reviews: readonly ProductJsonLdReview[]
    /** The printers a cartridge fits (SPEC §2 compatibility list), absolute URLs. */
    consumableFor?: readonly ProductJsonLdLink[] | undefined
    /** A configurable product: the attribute codes its variants differ by, and the variants. */
    configurable?: { variesBy: readonly string[]; variants: readonly ProductJsonLdVariant[] } | null | undefined
    /** Home first, the product's own page last, absolute URLs. */
    breadcrumbs: readonly ProductJsonLdLink[]
    /** SPEC §5: the breadcrumbs are limited to the first two crumbs. */
    firstTwoCrumbsOnly: boolean
  }

/**
 * The schema.org properties Google reads variants by, for the attribute codes that carry them
 * (a Map, as the codes come from the back end). Other attributes are not named in `variesBy`.
 */
const VARIED_PROPERTY: ReadonlyMap<string, string> = new Map([
  ['color', 'color'],
  ['colour', 'color'],
  ['specification_colour', 'color'],
  ['size', 'size'],
  ['paper_size', 'size'],
  ['material', 'material'],
  ['pattern', 'pattern'],
])

function identifiers(product: ProductIdentifiers): { [property: string]: string | undefined } {
  const gtin = gtinProperty(presentText(product.gtin) ?? '')
  return { mpn: presentText(product.mpn), ...(gtin ? { [gtin.property]: gtin.value } : {}) }
}

/** A value list, or undefined (key absent) when it is empty. */
const nonEmpty = <T extends JsonLdValue>(values: readonly T[]): readonly T[] | undefined => (values.length > 0 ? values : undefined)

/** Known picture URLs, each once. */
function images(urls: readonly (string | null | undefined)[]): readonly string[] | undefined {
  return nonEmpty([...new Set(urls.map(absoluteUrl).filter((url) => url !== undefined))])
}

/**
 * The printers a cartridge fits, each a `Thing` with its name and the page of its supplies. Not a
 * `Product` (nor `ProductModel`, which is one): Google holds every Product node, however deep, to
 * its product rules (a picture, and an offer, review or rating), and a printer named here has none
 * of those on this page, so each one was an error (issue 25). Its URL is the shop's page of that
 * printer's cartridges, not an offer of the printer, so describing it as a sellable product would
 * also say something untrue; schema.org accepts a `Thing` (or a URL) where it expects a Product.
 */
function consumableFor(printers: readonly ProductJsonLdLink[]): readonly JsonLdNode[] | undefined {
  const things: JsonLdNode[] = []
  for (const printer of printers) {
    const name = presentText(printer.name)
    const url = absoluteUrl(printer.url)
    if (name !== undefined && url !== undefined) things.push({ '@type': 'Thing', name, url })
  }
  return nonEmpty(things.slice(0, CONSUMABLE_FOR_MAX))
}

/** The schema.org property names the product varies by, each once, in the order given. */
function variedProperties(codes: readonly string[]): string[] {
  return [...new Set(codes.flatMap((code) => VARIED_PROPERTY.get(code) ?? []))]
}

/**
 * A variant Google can list: it needs a name and an offer (a Product without an offer, review or
 * rating is an error in its product rules), so a variant without a price is left out.
 */
const listableVariant = (variant: ProductJsonLdVariant, terms: OfferTerms): boolean =>
  presentText(variant.name) !== undefined && offerJsonLd(variant.offer, terms) !== undefined

function variantJsonLd(variant: ProductJsonLdVariant, properties: ReadonlySet<string>, terms: OfferTerms, groupImage: string | undefined): JsonLdNode {
  const values: { [property: string]: string | undefined } = {}
  for (const { code, value } of variant.attributes) {
    const property = VARIED_PROPERTY.get(code)
    if (property !== undefined && properties.has(property)) values[property] = presentText(value)
  }
  return jsonLdNode({
    '@type': 'Product',
    sku: presentText(variant.sku),
    name: presentText(variant.name),
    // A variant without a picture of its own shows the product's (Google asks each for an image).
    image: absoluteUrl(variant.image) ?? groupImage,
    ...identifiers(variant),
    ...values,
    offers: offerJsonLd(variant.offer, { ...terms, url: absoluteUrl(variant.url) ?? terms.url }),
  })
}

/** A configurable product: what the variants share, its sku as the group's id, and each variant. */
function productGroupJsonLd(
  shared: { readonly [key: string]: JsonLdValue | undefined },
  sku: string | null | undefined,
  configurable: NonNullable<ProductJsonLdInput['configurable']>,
  terms: OfferTerms,
): JsonLdNode {
  const properties = variedProperties(configurable.variesBy)
  const varied = new Set(properties)
  const groupImage = Array.isArray(shared['image']) ? (shared['image'][0] as string | undefined) : undefined
  return jsonLdNode({
    '@context': SCHEMA_ORG,
    '@type': 'ProductGroup',
    ...shared,
    productGroupID: presentText(sku),
    variesBy: nonEmpty(properties.map(schemaOrg)),
    hasVariant: configurable.variants.map((variant) => variantJsonLd(variant, varied, terms, groupImage)),
  })
}

/**
 * The page's structured data: the Product (or ProductGroup), then its BreadcrumbList when it has
 * crumbs. Empty names, brands, pictures, skus and descriptions are left out (SPEC §5).
 * @example renderPage(c, page, { title, jsonLd: productJsonLd(input) })
 */
export function productJsonLd(input: ProductJsonLdInput): object[] {
  const url = absoluteUrl(input.url)
  const brand = presentText(input.brand)
  const reviews = reviewsJsonLd(input.reviews)
  const terms: OfferTerms = { url, currency: input.currency, refurbished: input.refurbished, ownBrand: input.ownBrand, returnDays: input.returnDays }
  const shared = {
    name: presentText(input.name),
    description: presentText(htmlToText(input.descriptionHtml ?? '')),
    url,
    brand: brand === undefined ? undefined : { '@type': 'Brand', name: brand },
    image: images(input.images),
    aggregateRating: aggregateRatingJsonLd(input, input.reviews),
    review: nonEmpty(reviews),
    isConsumableFor: consumableFor(input.consumableFor ?? []),
  }
  const variants = input.configurable?.variants.filter((variant) => listableVariant(variant, terms)) ?? []
  const product =
    input.configurable && variants.length > 0
      ? productGroupJsonLd(shared, input.sku, { ...input.configurable, variants }, terms)
      : jsonLdNode({ '@context': SCHEMA_ORG, '@type': 'Product', ...shared, sku: presentText(input.sku), ...identifiers(input), offers: offerJsonLd(input.offer, terms) })
  const crumbs = input.firstTwoCrumbsOnly ? input.breadcrumbs.slice(0, 2) : input.breadcrumbs
  const nodes = [...(isListable(product) ? [product] : []), ...(crumbs.length > 0 ? [breadcrumbListJsonLd(crumbs)] : [])]
  return nodes
}

/**
 * Whether Google would accept the page's Product (or ProductGroup): a name, a picture, and an
 * offer, a review or a rating. One it would reject is left out rather than published with errors.
 */
function isListable(node: JsonLdNode): boolean {
  if (node['name'] === undefined || node['image'] === undefined) return false
  return node['@type'] === 'ProductGroup' ? node['hasVariant'] !== undefined : ['offers', 'review', 'aggregateRating'].some((key) => node[key] !== undefined)
}
