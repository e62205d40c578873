/**
 * @module
 * Structured data for listing pages (issue "Catalogue pages" item 2): the breadcrumb trail as a
 * schema.org BreadcrumbList and the page's products as an ItemList, with absolute URLs.
 */
import type { BreadcrumbView, ProductCardView } from '../../shared/views/listing-view'

type Crumb = { name: string; url: string }

export function breadcrumbListJsonLd(crumbs: readonly Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  }
}

/** Home, the trail, then the page itself; `url` makes a store-relative path absolute. */
export function listingBreadcrumbs(home: string, trail: readonly BreadcrumbView[], current: Crumb, url: (path: string) => string): Crumb[] {
  return [{ name: home, url: url('/') }, ...trail.map((crumb) => ({ name: crumb.name, url: url(crumb.path) })), current]
}

export function itemListJsonLd(products: readonly ProductCardView[], firstPosition: number, url: (path: string) => string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({ '@type': 'ListItem', position: firstPosition + index, url: url(product.path), name: product.name })),
  }
}
