/**
 * @module
 * Magento's attribute metadata: `customAttributeMetadataV2`, `attributesForm` and `attributesList`
 * (EavGraphQl 2.4.7), with the errors and messages of its `GetAttributesMetadata`, `AttributesForm`
 * and `GetFilteredAttributes`. The catalogue attributes are those of the attributes table; the
 * customer and address attributes those `customer-attribute-metadata` lists.
 */
import type { BackendContext } from '../context'
import { inputError } from '../graphql/errors'
import { CATALOG_FLAGS, catalogAttributeMetadata, type CatalogFlag } from './catalog-attribute-metadata'
import { CUSTOMER_ATTRIBUTES, CUSTOMER_FORMS, customerAttributeOptions, type CustomerAttributeDefinition, type CustomerEntity } from './customer-attribute-metadata'

type Entity = 'catalog_product' | 'catalog_category' | CustomerEntity
const ENTITIES = new Set<string>(['catalog_product', 'catalog_category', 'customer', 'customer_address'])

export type AttributeFilters = Partial<Record<CatalogFlag, boolean | null>>
type MetadataError = { type: 'ENTITY_NOT_FOUND' | 'ATTRIBUTE_NOT_FOUND' | 'FILTER_NOT_FOUND'; message: string }
type Metadata = { __typename: string; code: string } & Record<string, unknown>

async function customerAttributeMetadata(definition: CustomerAttributeDefinition, entity: CustomerEntity, context: BackendContext): Promise<Metadata> {
  const { options: _source, ...fields } = definition
  return {
    __typename: 'CustomerAttributeMetadata',
    ...fields,
    entity_type: entity.toUpperCase(),
    frontend_class: null,
    default_value: null,
    is_unique: false,
    options: (await customerAttributeOptions(definition, context)).map((o) => ({ ...o, is_default: false })),
  }
}

/** The attributes of an entity, with the catalogue flags to filter by where the entity has them. */
async function entityAttributes(entity: Entity, context: BackendContext): Promise<Metadata[]> {
  if (entity === 'catalog_product') return (await context.loaders.attributes.load('all')).map(catalogAttributeMetadata)
  // Categories keep their fields in the categories table; this back end has no category attributes.
  if (entity === 'catalog_category') return []
  return Promise.all(CUSTOMER_ATTRIBUTES[entity].map((d) => customerAttributeMetadata(d, entity, context)))
}

/**
 * GetFilteredAttributes: the catalogue flags filter catalogue attributes; a flag given for another
 * entity is a FILTER_NOT_FOUND error and filters nothing.
 */
export function filterAttributes<T extends Metadata>(attributes: T[], entity: Entity, filters: AttributeFilters | null | undefined): { items: T[]; errors: MetadataError[] } {
  const given = Object.entries(filters ?? {}).filter((entry): entry is [CatalogFlag, boolean] => typeof entry[1] === 'boolean')
  const catalogue = entity === 'catalog_product' || entity === 'catalog_category'
  const errors: MetadataError[] = catalogue
    ? []
    : given.map(([field]) => ({ type: 'FILTER_NOT_FOUND', message: `Cannot filter by "${field}" as that field does not belong to "${entity}".` }))
  const applied = catalogue ? given.filter(([field]) => (CATALOG_FLAGS as readonly string[]).includes(field)) : []
  return { items: attributes.filter((a) => applied.every(([field, value]) => a[field] === value)), errors }
}

export const catalogueAttributes = (context: BackendContext) => entityAttributes('catalog_product', context)

type AttributeInput = { attribute_code?: string | null; entity_type?: string | null }

export const attributeMetadataQueries = {
  /** Grouped by entity type as Magento reads them: an unknown entity or code is an error, not an item. */
  customAttributeMetadataV2: async (_s: unknown, args: { attributes?: AttributeInput[] | null }, context: BackendContext) => {
    if (!args.attributes?.length) throw inputError('Required parameters "attribute_code" and "entity_type" of type String.')
    const codes = new Map<string, string[]>()
    for (const { attribute_code, entity_type } of args.attributes) {
      if (attribute_code == null) throw inputError('The attribute_code is required to retrieve the metadata')
      if (entity_type == null) throw inputError('The entity_type is required to retrieve the metadata')
      codes.set(entity_type, [...(codes.get(entity_type) ?? []), attribute_code])
    }
    const items: Metadata[] = []
    const errors: MetadataError[] = []
    for (const [entity, wanted] of codes) {
      if (!ENTITIES.has(entity)) {
        errors.push({ type: 'ENTITY_NOT_FOUND', message: `Entity "${entity}" could not be found.` })
        continue
      }
      const found = (await entityAttributes(entity as Entity, context)).filter((a) => wanted.includes(a.code))
      for (const code of new Set(wanted)) {
        if (!found.some((a) => a.code === code)) errors.push({ type: 'ATTRIBUTE_NOT_FOUND', message: `Attribute code "${code}" could not be found.` })
      }
      items.push(...found)
    }
    return { items, errors }
  },

  /** The attributes a storefront customer form shows; admin and unknown forms are not found. */
  attributesForm: async (_s: unknown, args: { formCode: string }, context: BackendContext) => {
    if (!args.formCode) throw inputError('Required parameter "formCode" of type string.')
    const entity = Object.hasOwn(CUSTOMER_FORMS, args.formCode) ? CUSTOMER_FORMS[args.formCode] : undefined
    if (!entity) return { items: [], errors: [{ type: 'ENTITY_NOT_FOUND', message: `Form "${args.formCode}" could not be found.` }] }
    return { items: await entityAttributes(entity, context), errors: [] }
  },

  attributesList: async (_s: unknown, args: { entityType: string; filters?: AttributeFilters | null }, context: BackendContext) => {
    const entity = args.entityType.toLowerCase() as Entity
    return filterAttributes(await entityAttributes(entity, context), entity, args.filters)
  },
}

export const attributeMetadataTypes = {
  // An attribute whose options have swatches (migration 0013) is a visual swatch attribute, as
  // Magento's swatch_input_type says; the others are not swatches.
  CatalogAttributeMetadata: {
    fields: {
      swatch_input_type: async (m: { code: string }, _a: object, context: BackendContext) => ((await context.loaders.swatches.load(m.code)).length ? 'VISUAL' : null),
    },
  },
  CustomAttributeMetadataInterface: { __resolveType: (m: Metadata) => m.__typename },
  CustomAttributeOptionInterface: { __resolveType: () => 'AttributeOptionMetadata' },
  AttributeValueInterface: { __resolveType: (v: { selected_options?: unknown }) => (v.selected_options ? 'AttributeSelectedOptions' : 'AttributeValue') },
  AttributeSelectedOptionInterface: { __resolveType: () => 'AttributeSelectedOption' },
}
