/**
 * @module
 * The storefront flags of the catalogue attributes (Magento's `catalog_eav_attribute` columns, as
 * `CatalogAttributeMetadata` and `AttributeFilterInput` name them). Only `is_filterable` is stored;
 * the others follow from what this shop really does with its attributes, each said below.
 */
import type { AttributeRecord } from '../db/attributes'
import { OPTION_FIELDS } from './product-extensions'

export const CATALOG_FLAGS = [
  'is_comparable',
  'is_filterable',
  'is_filterable_in_search',
  'is_html_allowed_on_front',
  'is_searchable',
  'is_used_for_price_rules',
  'is_used_for_promo_rules',
  'is_visible_in_advanced_search',
  'is_visible_on_front',
  'is_wysiwyg_enabled',
  'used_in_product_listing',
] as const

export type CatalogFlag = (typeof CATALOG_FLAGS)[number]

const onProducts = new Set<string>(OPTION_FIELDS)

export function catalogFlags(attribute: AttributeRecord): Record<CatalogFlag, boolean> {
  // Served as fields of ProductInterface, so on product pages and listings alike.
  const shown = onProducts.has(attribute.attribute_code)
  return {
    // Compare lists compare the filterable attributes (backend/db/compare-lists.ts).
    is_comparable: attribute.is_filterable,
    is_filterable: attribute.is_filterable,
    // Search results get the same facets as category listings.
    is_filterable_in_search: attribute.is_filterable,
    // Option labels are plain text.
    is_html_allowed_on_front: false,
    // The search index holds name, SKU, manufacturer's code and printer models, no attribute.
    is_searchable: false,
    // Cart price rules here are coupon codes without attribute conditions; no catalogue price rules.
    is_used_for_price_rules: false,
    is_used_for_promo_rules: false,
    is_visible_in_advanced_search: false,
    is_visible_on_front: shown,
    is_wysiwyg_enabled: false,
    used_in_product_listing: shown,
  }
}

/** `CatalogAttributeMetadata` of a catalogue attribute (EavGraphQl's GetAttributeData + CatalogGraphQl's AttributeMetadata). */
export function catalogAttributeMetadata(attribute: AttributeRecord) {
  return {
    __typename: 'CatalogAttributeMetadata',
    code: attribute.attribute_code,
    label: attribute.label,
    entity_type: 'CATALOG_PRODUCT',
    frontend_input: attribute.input_type.toUpperCase(),
    frontend_class: null,
    is_required: false,
    default_value: null,
    is_unique: false,
    options: attribute.options.map((o) => ({ label: o.label, value: String(o.option_id), is_default: false })),
    // Magento answers null when an attribute applies to every product type, as these do.
    apply_to: null,
    ...catalogFlags(attribute),
    // Answered by a field resolver from the stored swatches (attributeMetadataTypes).
    swatch_input_type: null,
    update_product_preview_image: null,
    use_product_image_for_swatch: null,
  }
}
