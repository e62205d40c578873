/**
 * @module
 * What a shopper chooses before a composite product goes into the basket (SPEC §4 "Add to cart"):
 * Magento's configurable options and variants, bundle items, grouped children and downloadable
 * links, mapped to the product page's option views in minor units.
 */
import type { ProductPageOptionsFragment } from '../../shared/graphql/generated'
import type { PriceView, ProductOptionsView } from '../../shared/views/product-view'
import { toMinorUnits } from './listing-view'

type Priced = { price_incl_vat?: number | null; price_excl_vat?: number | null }

/** Both VAT prices of a child product; null when the back end gave no price. */
export function priceOf(product: Priced | null | undefined): PriceView | null {
  const incl = toMinorUnits(product?.price_incl_vat)
  if (incl === null) return null
  return { incl, excl: toMinorUnits(product?.price_excl_vat) ?? Math.round(incl / 1.2) }
}

const present = <T,>(items: readonly (T | null | undefined)[] | null | undefined): T[] => (items ?? []).filter((item): item is T => item !== null && item !== undefined)

function configurableView(product: Extract<ProductPageOptionsFragment, { __typename: 'ConfigurableProduct' }>): ProductOptionsView {
  const options = present(product.configurable_options).flatMap((option) => {
    const values = present(option.values).flatMap((value) => (value.uid && value.label ? [{ uid: value.uid, label: value.label }] : []))
    return option.attribute_code && values.length > 0 ? [{ code: option.attribute_code, label: option.label ?? option.attribute_code, values }] : []
  })
  const variants = present(product.variants).flatMap((variant) => {
    const price = priceOf(variant.product)
    if (!variant.product?.sku || !price) return []
    const attributes = present(variant.attributes)
    const optionUids = options.map((option) => attributes.find((attribute) => attribute.code === option.code)?.uid ?? '')
    if (optionUids.includes('')) return []
    const left = variant.product.only_x_left_in_stock
    return [
      {
        optionUids,
        sku: variant.product.sku,
        inStock: variant.product.stock_status !== 'OUT_OF_STOCK',
        onlyLeft: typeof left === 'number' && left > 0 ? left : null,
        price,
        imageUrl: variant.product.small_image?.url ?? null,
      },
    ]
  })
  return { kind: 'configurable', options, variants }
}

function bundleView(product: Extract<ProductPageOptionsFragment, { __typename: 'BundleProduct' }>): ProductOptionsView {
  const items = present(product.items).flatMap((item) => {
    const options = present(item.options).flatMap((option) =>
      option.uid ? [{ uid: option.uid, label: option.label ?? '', quantity: option.quantity ?? 1, isDefault: option.is_default === true, price: toMinorUnits(option.price) }] : [],
    )
    if (!item.uid || options.length === 0) return []
    // Magento's bundle input types: radio and select pick one; checkbox and multi pick several.
    return [{ uid: item.uid, title: item.title ?? '', required: item.required === true, multiple: item.type === 'checkbox' || item.type === 'multi', options }]
  })
  return { kind: 'bundle', items }
}

function groupedView(product: Extract<ProductPageOptionsFragment, { __typename: 'GroupedProduct' }>): ProductOptionsView {
  const children = present(product.items).flatMap((item) => {
    const price = priceOf(item.product)
    if (!item.product?.sku || !item.product.name || !price) return []
    return [{ sku: item.product.sku, name: item.product.name, quantity: item.qty ?? 1, inStock: item.product.stock_status !== 'OUT_OF_STOCK', price }]
  })
  return { kind: 'grouped', children }
}

export function productOptionsView(product: ProductPageOptionsFragment): ProductOptionsView {
  switch (product.__typename) {
    case 'ConfigurableProduct':
      return configurableView(product)
    case 'BundleProduct':
      return bundleView(product)
    case 'GroupedProduct':
      return groupedView(product)
    case 'DownloadableProduct':
      return {
        kind: 'downloadable',
        title: product.links_title ?? null,
        links: present(product.downloadable_product_links).flatMap((link) => (link.uid && link.title ? [{ uid: link.uid, title: link.title }] : [])),
      }
    default:
      return { kind: 'none' }
  }
}
