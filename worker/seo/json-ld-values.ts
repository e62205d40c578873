/**
 * @module
 * The small values structured data is built from: JSON-LD nodes that leave out what is unknown,
 * and the readings of shop data that decide whether a value is known at all.
 */

export const SCHEMA_ORG = 'https://schema.org'

/** A schema.org term as the URL that names it, for enumeration values and property references. */
export const schemaOrg = (term: string): string => `${SCHEMA_ORG}/${term}`

export type JsonLdValue = string | number | JsonLdNode | readonly JsonLdValue[]
export type JsonLdNode = { readonly [key: string]: JsonLdValue }

const isPresent = (entry: [string, JsonLdValue | undefined]): entry is [string, JsonLdValue] => entry[1] !== undefined

/** A node without the properties whose value is unknown: their keys are absent, not null. */
export function jsonLdNode(properties: { readonly [key: string]: JsonLdValue | undefined }): JsonLdNode {
  return Object.fromEntries(Object.entries(properties).filter(isPresent))
}

/**
 * SPEC §5: an empty value, the text "undefined" (what a template makes of a missing field) or null
 * is no value; blanks around a text are not part of it.
 */
export function presentText(value: string | null | undefined): string | undefined {
  const text = value?.trim()
  return text && text !== 'undefined' ? text : undefined
}

/** An absolute http(s) URL, or undefined: a relative path or another scheme means nothing to a crawler. */
export function absoluteUrl(value: string | null | undefined): string | undefined {
  const text = presentText(value)
  if (!text) return undefined
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}

/** The ISO 8601 day (`YYYY-MM-DD`) of a Magento date or date-time ('2026-12-31 00:00:00'), when it is a real day. */
export function calendarDate(value: string | null | undefined): string | undefined {
  const day = /^(\d{4}-\d{2}-\d{2})(?:[ T]\S*)?$/.exec(value?.trim() ?? '')?.[1]
  if (!day) return undefined
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? day : undefined
}
