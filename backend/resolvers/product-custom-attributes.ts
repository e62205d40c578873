/**
 * @module
 * `ProductInterface.custom_attributesV2(filters)` (CatalogGraphQl's ProductCustomAttributes): the
 * catalogue attributes the filters keep that the product has a stored value for. Select and
 * multiselect attributes answer their options, others (yes/no) the stored value. We differ from
 * Magento in one way: its answer also lists the product's other EAV values (name, description, url
 * key...), which this back end keeps as product fields, not attributes.
 */
import type { BackendContext } from '../context'
import { catalogueAttributes, filterAttributes, type AttributeFilters } from './attribute-metadata'
import type { ProductSource } from './types'

const WITH_OPTIONS = new Set(['SELECT', 'MULTISELECT'])

type AttributeValue = { code: string; value: string } | { code: string; selected_options: { label: string; value: string }[] }

export const productCustomAttributes = async (product: ProductSource, args: { filters?: AttributeFilters | null }, context: BackendContext) => {
  const [attributes, values] = await Promise.all([catalogueAttributes(context), context.loaders.attributeValues.load(product.id)])
  const { items, errors } = filterAttributes(attributes, 'catalog_product', args.filters)
  return {
    items: items.flatMap((attribute): AttributeValue[] => {
      const stored = values.filter((v) => v.attribute_code === attribute.code)
      if (!stored.length) return []
      if (WITH_OPTIONS.has(String(attribute.frontend_input))) {
        return [{ code: attribute.code, selected_options: stored.map((v) => ({ label: v.label, value: String(v.option_id) })) }]
      }
      return [{ code: attribute.code, value: stored.map((v) => String(v.option_id)).join(',') }]
    }),
    errors,
  }
}
