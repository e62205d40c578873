/**
 * @module
 * What the shopper has chosen in the product page's buy box (`product-option-fields.tsx`), read
 * when the wish-list heart is pressed (SPEC §7 addProductsToWishlist: "parent_sku for configurable,
 * entered_options for bundle"): a configurable product's variant, or a bundle's chosen options.
 */
import type { WishlistChoice } from '../stores/wishlist-product'

type Variant = { optionUids: readonly string[]; sku: string }

function variantsOf(form: HTMLFormElement): Variant[] {
  try {
    const parsed: unknown = JSON.parse(form.querySelector('script[data-product-variants]')?.textContent ?? '[]')
    return Array.isArray(parsed) ? (parsed as Variant[]) : []
  } catch {
    return []
  }
}

/** The buy box's choice for a product of this GraphQL type; nothing when it has none (the product itself is kept). */
export function chosenInBuyBox(root: ParentNode, typename: string): WishlistChoice {
  const form = root.querySelector<HTMLFormElement>('form[data-product-form]')
  if (!form) return {}
  const chosen = new FormData(form).getAll('option').map(String)
  if (typename === 'BundleProduct') return chosen.length > 0 ? { selectedOptions: chosen } : {}
  if (typename !== 'ConfigurableProduct') return {}
  // The variant whose every option value is chosen; an incomplete choice keeps the product itself.
  const variant = variantsOf(form).find((entry) => entry.optionUids.length > 0 && entry.optionUids.every((uid) => chosen.includes(uid)))
  return variant ? { variantSku: variant.sku } : {}
}
