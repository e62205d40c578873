/**
 * @module
 * JSON for an inline `<script type="application/json">` element.
 */

// `<`, `>` and `&` become JSON unicode escapes, so neither `</script>` nor `<!--` can end or
// change the script element; U+2028/U+2029 are escaped for old JavaScript parsers.
const UNSAFE = /[<>&\u2028\u2029]/g
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * Serializes a JSON-safe value so it can sit inside a script element's text.
 * @example serializeForScript({ name: '</script>' }) // '{"name":"\\u003c/script\\u003e"}'
 */
export function serializeForScript(value: unknown): string {
  const json = JSON.stringify(value)
  if (json === undefined) throw new TypeError('serializeForScript: value is not JSON-serializable')
  return json.replace(UNSAFE, (ch) => ESCAPES[ch] ?? ch)
}
