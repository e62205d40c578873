/**
 * @module
 * The product page's view mapped to the structured-data builder's input (SPEC §5): absolute URLs,
 * the price the shopper pays (VAT included), the page's reviews, the printers a cartridge fits and a
 * configurable product's variants. The reviews stream in after the head, so the data is written at
 * the end of the page once they are there.
 */
import type { StoreView } from '../../shared/constants/stores'
import type { ProductExtrasView, ProductPageView } from '../../shared/views/product-view'
import { productJsonLd, type ProductJsonLdLink } from './product-json-ld'

type PageContext = {
  store: StoreView
  /** A store-relative path made absolute on the request's origin. */
  absolute: (path: string) => string
  breadcrumbs: readonly ProductJsonLdLink[]
}

export function productPageJsonLd(product: ProductPageView, extras: ProductExtrasView, { store, absolute, breadcrumbs }: PageContext): object[] {
  const images = product.gallery.flatMap((item) => (item.kind === 'image' ? [item.url] : []))
  const options = product.options
  return productJsonLd({
    url: absolute(product.path),
    name: product.name,
    sku: product.sku,
    brand: product.brand?.label,
    mpn: product.manufacturerCode,
    descriptionHtml: product.descriptionHtml,
    images,
    offer: { pricePence: product.price.incl, inStock: product.inStock },
    currency: store.currency,
    refurbished: product.isRefurbished,
    ownBrand: product.isOwnBrand,
    reviewCount: product.rating?.count ?? 0,
    ratingSummary: product.rating?.percent ?? 0,
    reviews: extras.reviews.items.map((review) => ({ nickname: review.nickname, createdAt: review.date, text: review.text, ratings: review.ratings })),
    consumableFor: product.compatibility.map((printer) => ({ name: printer.name, url: absolute(printer.path) })),
    configurable:
      options.kind === 'configurable'
        ? {
            variesBy: options.options.map((option) => option.code),
            variants: options.variants.map((variant) => ({
              sku: variant.sku,
              name: `${product.name} (${variant.optionUids.map((uid, index) => options.options[index]?.values.find((value) => value.uid === uid)?.label ?? '').join(', ')})`,
              image: variant.imageUrl ?? images[0],
              offer: { pricePence: variant.price.incl, inStock: variant.inStock },
              attributes: variant.optionUids.map((uid, index) => ({ code: options.options[index]?.code ?? '', value: options.options[index]?.values.find((value) => value.uid === uid)?.label })),
            })),
          }
        : null,
    breadcrumbs,
    // The page shows its whole trail, so the data names it all (SPEC §5's two-crumb limit is off).
    firstTwoCrumbsOnly: false,
  })
}
