/**
 * @module
 * Form fields read into the shapes the named operations take (`shared/api/inputs.ts`), so a form's
 * post and its script's call are checked by one schema. A form sends text; these only change its
 * type, and the schema decides what is valid.
 */

/**
 * A number field: its digits as a number, the fallback when the field is absent or empty, and NaN
 * (which every number schema refuses) for anything else.
 */
export function numberField(value: unknown, fallback?: number): number | undefined {
  if (value === undefined || value === '') return fallback
  return typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : Number.NaN
}

/** A field that may be sent once, several times or not at all (`parseBody({ all: true })`), as a list. */
export function listField(value: unknown): unknown[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value]
}
