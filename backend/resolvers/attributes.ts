import { GraphQLError } from 'graphql'
import type { BackendContext } from '../context'
import { findAttributes } from '../db/attributes'

type AttributeInput = { attribute_code?: string | null; entity_type?: string | null }

const PRODUCT_ENTITY = '4'
const ENTITY_TYPES = new Set([PRODUCT_ENTITY, 'catalog_product'])

/** `customAttributeMetadata`: product attributes with their options; an unknown one is a null item with an error. */
export const customAttributeMetadata = async (_s: unknown, args: { attributes: AttributeInput[] }, context: BackendContext) => {
  const known = new Map((await findAttributes(context.db, args.attributes.flatMap((a) => (a.attribute_code ? [a.attribute_code] : [])), context.store.id)).map((a) => [a.attribute_code, a]))
  return {
    items: args.attributes.map((input) => {
      const attribute = input.attribute_code ? known.get(input.attribute_code) : undefined
      if (!attribute || (input.entity_type && !ENTITY_TYPES.has(input.entity_type))) {
        return new GraphQLError(`Attribute code ${input.attribute_code ?? ''} of entity type ${input.entity_type ?? ''} not configured to have a type.`, {
          extensions: { category: 'graphql-input' },
        })
      }
      return {
        attribute_code: attribute.attribute_code,
        entity_type: input.entity_type ?? PRODUCT_ENTITY,
        attribute_type: attribute.input_type === 'price' ? 'decimal' : attribute.input_type === 'text' ? 'varchar' : 'int',
        input_type: attribute.input_type,
        attribute_options: attribute.options.map((o) => ({ label: o.label, value: String(o.option_id) })),
        storefront_properties: {
          use_in_product_listing: true,
          position: attribute.position,
          visible_on_catalog_pages: true,
          use_in_layered_navigation: attribute.is_filterable ? 'FILTERABLE_WITH_RESULTS' : 'NO',
          use_in_search_results_layered_navigation: attribute.is_filterable,
        },
      }
    }),
  }
}
