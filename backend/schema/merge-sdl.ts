/**
 * @module
 * Merges SDL documents the way Magento reads its module files: a type declared again gains the
 * fields, values and interfaces of the later declaration (a later field of the same name wins), and
 * every object type gets the fields of the interfaces it implements. So the shop's extension SDL can
 * add a field to `ProductInterface` once and every product type has it.
 */
import {
  Kind,
  parse,
  type DefinitionNode,
  type DocumentNode,
  type EnumTypeDefinitionNode,
  type FieldDefinitionNode,
  type InputObjectTypeDefinitionNode,
  type InputValueDefinitionNode,
  type InterfaceTypeDefinitionNode,
  type NamedTypeNode,
  type ObjectTypeDefinitionNode,
} from 'graphql'

type Mergeable = ObjectTypeDefinitionNode | InterfaceTypeDefinitionNode | InputObjectTypeDefinitionNode | EnumTypeDefinitionNode

function byName<T extends { name: { value: string } }>(first: readonly T[] = [], second: readonly T[] = []): T[] {
  const merged = new Map<string, T>()
  for (const item of [...first, ...second]) merged.set(item.name.value, item)
  return [...merged.values()]
}

function mergeTwo(a: Mergeable, b: Mergeable): Mergeable {
  if (a.kind !== b.kind) throw new Error(`SDL: ${a.name.value} is declared as both ${a.kind} and ${b.kind}`)
  switch (a.kind) {
    case Kind.OBJECT_TYPE_DEFINITION:
    case Kind.INTERFACE_TYPE_DEFINITION: {
      const other = b as typeof a
      return {
        ...a,
        description: other.description ?? a.description,
        interfaces: byName<NamedTypeNode>(a.interfaces, other.interfaces),
        fields: byName<FieldDefinitionNode>(a.fields, other.fields),
      }
    }
    case Kind.INPUT_OBJECT_TYPE_DEFINITION: {
      const other = b as typeof a
      return { ...a, fields: byName<InputValueDefinitionNode>(a.fields, other.fields) }
    }
    case Kind.ENUM_TYPE_DEFINITION: {
      const other = b as typeof a
      return { ...a, values: byName(a.values, other.values) }
    }
  }
}

const isMergeable = (d: DefinitionNode): d is Mergeable =>
  d.kind === Kind.OBJECT_TYPE_DEFINITION ||
  d.kind === Kind.INTERFACE_TYPE_DEFINITION ||
  d.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION ||
  d.kind === Kind.ENUM_TYPE_DEFINITION

/** One document from several SDL texts, merged by Magento's rules. */
export function mergeSDL(...sources: readonly string[]): DocumentNode {
  const types = new Map<string, DefinitionNode>()
  for (const source of sources) {
    for (const definition of parse(source).definitions) {
      if (!('name' in definition) || !definition.name) throw new Error(`SDL: unsupported ${definition.kind}`)
      const name = definition.name.value
      const existing = types.get(name)
      if (existing && isMergeable(existing) && isMergeable(definition)) types.set(name, mergeTwo(existing, definition))
      else if (existing) throw new Error(`SDL: ${name} is declared twice and cannot be merged`)
      else types.set(name, definition)
    }
  }
  // Interface fields reach every implementing object type (fields the type declares itself win).
  for (const [name, definition] of types) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION || !definition.interfaces?.length) continue
    const inherited = definition.interfaces.flatMap((i) => {
      const iface = types.get(i.name.value)
      return iface?.kind === Kind.INTERFACE_TYPE_DEFINITION ? (iface.fields ?? []) : []
    })
    types.set(name, { ...definition, fields: byName(inherited, definition.fields) })
  }
  return { kind: Kind.DOCUMENT, definitions: [...types.values()] }
}
