/**
 * @module
 * The checks a rich-result validator applies to product pages, as Google documents them in
 * "Product snippet structured data", "Merchant listing (Product, Offer) structured data" and
 * "Product variant structured data", for tests to run over a page's JSON-LD. It walks every node at
 * any depth, so a Product nested in another property is held to the same rules as the page's own.
 *
 * Types Google reads as a Product include schema.org's subtypes of it (ProductModel,
 * IndividualProduct, SomeProducts, Vehicle, Car), so those are checked as Products too.
 */

type JsonObject = { [key: string]: unknown }

const PRODUCT_TYPES = new Set(['Product', 'ProductModel', 'IndividualProduct', 'SomeProducts', 'Vehicle', 'Car'])
const AVAILABILITY = /^https?:\/\/schema\.org\/(InStock|OutOfStock|PreOrder|PreSale|BackOrder|Discontinued|InStoreOnly|LimitedAvailability|OnlineOnly|SoldOut)$/
const CURRENCY = /^[A-Z]{3}$/

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value)
const types = (node: JsonObject): string[] => {
  const type = node['@type']
  return (Array.isArray(type) ? type : [type]).filter((entry): entry is string => typeof entry === 'string')
}
const isType = (node: JsonObject, names: ReadonlySet<string> | string) =>
  types(node).some((type) => (typeof names === 'string' ? type === names : names.has(type)))
const present = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value])
const numeric = (value: unknown) => (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value))
const absoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/\s]+/.test(value)

function checkProduct(node: JsonObject, at: string, errors: string[]): void {
  if (!present(node['name'])) errors.push(`${at}: a Product needs a name`)
  if (!list(node['image']).some((image) => absoluteUrl(image) || (isObject(image) && absoluteUrl(image['url'] ?? image['contentUrl'])))) {
    errors.push(`${at}: a Product needs an image`)
  }
  if (!['offers', 'review', 'aggregateRating'].some((key) => present(node[key]))) {
    errors.push(`${at}: a Product needs one of offers, review or aggregateRating`)
  }
}

function checkOffer(node: JsonObject, at: string, errors: string[]): void {
  const specification = isObject(node['priceSpecification']) ? node['priceSpecification'] : {}
  const price = node['price'] ?? specification['price']
  if (!numeric(price)) errors.push(`${at}: an Offer needs a numeric price`)
  else if (Number(price) <= 0) errors.push(`${at}: a merchant listing's price must be above 0`)
  if (!CURRENCY.test(String(node['priceCurrency'] ?? specification['priceCurrency'] ?? ''))) errors.push(`${at}: an Offer needs priceCurrency`)
  if (!AVAILABILITY.test(String(node['availability'] ?? ''))) errors.push(`${at}: an Offer needs a schema.org availability`)
}

function checkRating(node: JsonObject, at: string, errors: string[], aggregate: boolean): void {
  if (!numeric(node['ratingValue'])) errors.push(`${at}: a rating needs ratingValue`)
  if (aggregate && !numeric(node['ratingCount']) && !numeric(node['reviewCount'])) errors.push(`${at}: an AggregateRating needs ratingCount or reviewCount`)
  const best = node['bestRating'] === undefined ? 5 : Number(node['bestRating'])
  const worst = node['worstRating'] === undefined ? 1 : Number(node['worstRating'])
  if (numeric(node['ratingValue']) && (Number(node['ratingValue']) > best || Number(node['ratingValue']) < worst)) {
    errors.push(`${at}: ratingValue lies outside worstRating..bestRating`)
  }
}

function checkReview(node: JsonObject, at: string, errors: string[]): void {
  const author = list(node['author'])[0]
  if (!isObject(author) || !present(author['name'])) errors.push(`${at}: a Review needs an author with a name`)
  if (!isObject(node['reviewRating'])) errors.push(`${at}: a Review needs a reviewRating`)
}

function checkNode(node: JsonObject, at: string, errors: string[]): void {
  if (isType(node, PRODUCT_TYPES)) checkProduct(node, at, errors)
  if (isType(node, 'ProductGroup')) {
    if (!present(node['name'])) errors.push(`${at}: a ProductGroup needs a name`)
    if (!present(node['productGroupID'])) errors.push(`${at}: a ProductGroup needs productGroupID`)
  }
  if (isType(node, 'Offer')) checkOffer(node, at, errors)
  if (isType(node, 'AggregateRating')) checkRating(node, at, errors, true)
  if (isType(node, 'Rating')) checkRating(node, at, errors, false)
  if (isType(node, 'Review')) checkReview(node, at, errors)
  if (isType(node, 'Brand') && !present(node['name'])) errors.push(`${at}: a Brand needs a name`)
  if (isType(node, 'MerchantReturnPolicy')) {
    if (!present(node['applicableCountry'])) errors.push(`${at}: a MerchantReturnPolicy needs applicableCountry`)
    if (!present(node['returnPolicyCategory'])) errors.push(`${at}: a MerchantReturnPolicy needs returnPolicyCategory`)
    if (String(node['returnPolicyCategory']).endsWith('MerchantReturnFiniteReturnWindow') && !numeric(node['merchantReturnDays'])) {
      errors.push(`${at}: a finite return window needs merchantReturnDays`)
    }
  }
  if (isType(node, 'BreadcrumbList')) {
    const items = list(node['itemListElement'])
    if (items.length === 0) errors.push(`${at}: a BreadcrumbList needs items`)
    items.forEach((item, index) => {
      if (!isObject(item) || !numeric(item['position']) || !present(item['name'])) errors.push(`${at}.itemListElement[${index}]: a ListItem needs position and name`)
      else if (index < items.length - 1 && !absoluteUrl(item['item'])) errors.push(`${at}.itemListElement[${index}]: a ListItem but the last needs an item URL`)
    })
  }
  if (!present(node['@type']) && !present(node['@id']) && Object.keys(node).some((key) => !key.startsWith('@'))) {
    errors.push(`${at}: a node with properties needs an @type`)
  }
}

function walk(value: unknown, at: string, errors: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((entry, index) => walk(entry, `${at}[${index}]`, errors))
    return
  }
  if (!isObject(value)) return
  checkNode(value, at, errors)
  for (const [key, child] of Object.entries(value)) if (!key.startsWith('@')) walk(child, `${at}.${key}`, errors)
}

/** Every rule the JSON-LD breaks, as "where: what" lines; none when a validator would accept it. */
export function googleProductErrors(jsonLd: readonly unknown[]): string[] {
  const errors: string[] = []
  jsonLd.forEach((entry, index) => walk(entry, `$[${index}]`, errors))
  return errors
}

/** The JSON-LD scripts of an HTML page, parsed. */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as unknown)
}
