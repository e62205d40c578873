/**
 * @module
 * The add-to-basket form's chosen option values (SPEC §4 "Add to cart": configurable options,
 * bundle selections). Radios are grouped by name, so each option or bundle item has a field of its
 * own (`option:paper_size`); every `option` or `option:…` field holds one chosen value uid.
 */
const OPTION_FIELD = 'option'

/** The field name of one option's (or bundle item's) values. */
export function optionFieldName(group: string): string {
  return `${OPTION_FIELD}:${group}`
}

/** The chosen values among a form's fields, in the form's order. */
export function chosenOptionValues(fields: Iterable<readonly [string, unknown]>): string[] {
  const values: string[] = []
  for (const [name, value] of fields) {
    if (name !== OPTION_FIELD && !name.startsWith(`${OPTION_FIELD}:`)) continue
    for (const item of Array.isArray(value) ? value : [value]) if (typeof item === 'string' && item.trim() !== '') values.push(item.trim())
  }
  return values
}
